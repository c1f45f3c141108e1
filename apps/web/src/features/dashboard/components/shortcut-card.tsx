import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

export interface ShortcutCardProps {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  /** Replaces the link behaviour (e.g. a delayed navigation with a toast). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const CARD_CLASSES =
  'group flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:shadow-[var(--shadow-card-hover)]';

export function ShortcutCard({ to, title, description, icon: Icon, tone, onClick }: ShortcutCardProps) {
  const content = (
    <>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-brand-800">
          {title}
          <ArrowRight
            className="size-4 opacity-0 transition group-hover:translate-x-0.5 group-hover:opacity-100"
            aria-hidden="true"
          />
        </span>
        <span className="mt-1 block text-slate-600 text-sm">{description}</span>
      </span>
    </>
  );
  // A section of the same page ('#conversaciones'): a plain anchor, so the browser scrolls to it.
  if (to.startsWith('#')) {
    return (
      <a href={to} onClick={onClick} className={CARD_CLASSES}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} onClick={onClick} className={CARD_CLASSES}>
      {content}
    </Link>
  );
}
