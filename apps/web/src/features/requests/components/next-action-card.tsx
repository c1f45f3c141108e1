import { formatMXN, type NextAction, nextActionCopy } from '@tramites/shared';
import { ArrowRight, CircleCheck, Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { type NextActionPage, nextActionLink } from '../next-action-link.ts';

/**
 * What the client must do now, first thing on the request's pages (issue 26). On a phone the button stays
 * reachable: when the card's own button scrolls out of view, the same button docks at the bottom.
 */
export function NextActionCard({
  action,
  solicitudId,
  page,
}: {
  action: NextAction;
  solicitudId: string;
  page: Exclude<NextActionPage, 'elsewhere'>;
}) {
  const copy = nextActionCopy(action, { money: formatMXN, date: formatDate });
  const [buttonElement, setButtonElement] = useState<HTMLAnchorElement | null>(null);
  const buttonVisible = useIsVisible(buttonElement);
  const forClient = action.waiting_on === 'cliente';
  const Icon = forClient ? ArrowRight : action.waiting_on === 'nadie' ? CircleCheck : Hourglass;
  const button = copy.action
    ? { label: copy.action.label, ...nextActionLink(copy.action.target, solicitudId, page) }
    : null;

  return (
    <>
      <section
        aria-labelledby="next-action-title"
        className={cn(
          'rounded-[var(--radius-card)] border p-5 shadow-sm sm:p-6',
          forClient ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white',
        )}
      >
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
              forClient ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
            )}
            aria-hidden="true"
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold text-brand-800 text-xs uppercase tracking-wide">
              {forClient ? 'Tu siguiente paso' : 'Qué sigue'}
            </p>
            <h2 id="next-action-title" className="font-bold text-lg text-slate-900 leading-snug sm:text-xl">
              {copy.title}
            </h2>
            <p className="text-slate-700">{copy.detail}</p>
            {button ? (
              <ActionLink
                ref={setButtonElement}
                {...button}
                className={cn(
                  buttonClasses({ variant: forClient ? 'primary' : 'outline' }),
                  'mt-3 w-full sm:w-auto',
                )}
              />
            ) : null}
          </div>
        </div>
      </section>
      {button && forClient && !buttonVisible ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-slate-200 border-t bg-white/95 p-3 shadow-lg backdrop-blur sm:hidden">
          <ActionLink {...button} className={cn(buttonClasses({ variant: 'primary' }), 'w-full')} />
        </div>
      ) : null}
    </>
  );
}

/** A same-page section is a plain anchor (the browser scrolls); another page goes through the router. */
export function ActionLink({
  to,
  samePage,
  label,
  className,
  ref,
}: {
  to: string;
  samePage: boolean;
  label: string;
  className: string;
  ref?: React.Ref<HTMLAnchorElement>;
}) {
  return samePage ? (
    <a ref={ref} href={to} className={className}>
      {label}
    </a>
  ) : (
    <Link ref={ref} to={to} className={className}>
      {label}
    </Link>
  );
}

/**
 * Whether the element is on screen; true until measured, so nothing docks before it is known. It watches
 * whichever element is there now: the button appears only once the step has one (after a payment, say)
 * and is replaced when the step changes, and a watch set up at mount would miss both.
 */
function useIsVisible(element: HTMLElement | null): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return visible;
}
