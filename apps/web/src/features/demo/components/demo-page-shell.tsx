import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';

/** Frame of every debug/test page: clear that it is demo-only. */
export function DemoPageShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>{`${title} · Trámites MX`}</title>
      <header className="space-y-2">
        <Badge tone="warning">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          Modo demo
        </Badge>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">{title}</h1>
        <p className="max-w-2xl text-slate-600">{description}</p>
      </header>
      {/* minmax(0, 1fr) columns: a wide block (the session JSON) scrolls in its box instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">{children}</div>
    </div>
  );
}
