import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent } from './card.tsx';

/** A card that is also a labelled region, so assistive technology (and tests) can find each section. */
export function SectionCard({
  icon: Icon,
  title,
  id,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The #anchor links land on (the next-action card's button, issue 26). */
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
        <CardContent className="space-y-4">
          <h2 id={titleId} className="flex items-center gap-2.5 font-semibold text-lg text-slate-900">
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            {title}
          </h2>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
