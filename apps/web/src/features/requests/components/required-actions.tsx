import { formatMXN, nextActionCopy, plural } from '@tramites/shared';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash.ts';
import { useMyActions } from '../api/get-my-actions.ts';
import { nextActionLink } from '../next-action-link.ts';
import { ActionLink } from './next-action-card.tsx';

export const REQUIRED_ACTIONS_ID = 'accion-requerida';

/**
 * "Acción requerida" on the client's dashboard (issue 26): every open request that waits on them, first,
 * each with its one action. With nothing to do it says so, and hides when there is no open request.
 */
export function RequiredActions() {
  const actions = useMyActions();
  // The header's count links to "#accion-requerida": the section exists once the list has loaded.
  useScrollToHash(actions.isSuccess);
  if (actions.isPending) {
    return <Skeleton className="h-32 rounded-[var(--radius-card)]" />;
  }
  if (actions.isError) {
    return (
      <QueryError
        title="No pudimos cargar tus pendientes"
        error={actions.error}
        onRetry={() => void actions.refetch()}
        isRetrying={actions.isFetching}
      />
    );
  }
  const { items, requiere_accion: count } = actions.data;
  if (items.length === 0) {
    return null;
  }
  const theirs = items.filter((item) => item.action.waiting_on === 'cliente');
  return (
    <section
      id={REQUIRED_ACTIONS_ID}
      aria-labelledby="accion-requerida-titulo"
      className="scroll-mt-20 space-y-3"
    >
      <h2
        id="accion-requerida-titulo"
        className="flex items-center gap-2 font-semibold text-lg text-slate-900"
      >
        {count > 0 ? (
          <TriangleAlert className="size-5 text-amber-600" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-5 text-brand-600" aria-hidden="true" />
        )}
        {count > 0 ? `Acción requerida (${count})` : 'Estás al día'}
      </h2>
      {count === 0 ? (
        <p className="text-slate-600">
          Ninguno de tus trámites espera algo de ti. Te avisaremos cuando necesitemos algo.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {theirs.map(({ solicitud, action }) => {
            const copy = nextActionCopy(action, { money: formatMXN, date: formatDate });
            const link = copy.action ? nextActionLink(copy.action.target, solicitud.id, 'elsewhere') : null;
            return (
              <li
                key={solicitud.id}
                className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50/60 p-4"
              >
                <p className="text-slate-600 text-sm">
                  <span className="font-semibold text-slate-900">{solicitud.tramite_nombre}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, folio </span>
                  {solicitud.folio}
                </p>
                <p className="font-semibold text-slate-900">{copy.title}</p>
                <p className="text-slate-700 text-sm">{copy.detail}</p>
                {copy.action && link ? (
                  <ActionLink
                    {...link}
                    label={copy.action.label}
                    className={cn(buttonClasses({ variant: 'primary', size: 'sm' }), 'mt-1 self-start')}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The header's count of what waits on the client, linking to the dashboard's list (issue 26). */
export function RequiredActionsCount({ dashboardHref }: { dashboardHref: string }) {
  const actions = useMyActions();
  const count = actions.data?.requiere_accion ?? 0;
  if (count === 0) {
    return null;
  }
  return (
    <Link
      to={`${dashboardHref}#${REQUIRED_ACTIONS_ID}`}
      aria-label={`Acción requerida en ${plural(count, 'trámite', 'trámites')}`}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full bg-amber-100 px-2.5 font-semibold text-amber-900 text-sm hover:bg-amber-200"
    >
      <TriangleAlert className="size-4" aria-hidden="true" />
      {count}
      <span className="hidden sm:inline">por hacer</span>
    </Link>
  );
}
