import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditEntity,
  type AuditEntry,
  auditActionLabel,
  FORM_ID_SHORT_LENGTH,
  ROLE_LABELS,
  type Role,
} from '@tramites/shared';
import { ArrowRight, History } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAudit } from '../api/get-audit.ts';
import { type AuditFormatContext, auditChanges, EMPTY_VALUE } from '../audit-changes.ts';

const PAGE_SIZE = 25;

const actorOf = (entry: AuditEntry) => {
  if (!entry.actor_name) {
    return entry.actor_role === 'system' ? 'el sistema (automático)' : 'un usuario eliminado';
  }
  const role = ROLE_LABELS[entry.actor_role as Role];
  return role ? `${entry.actor_name} (${role})` : entry.actor_name;
};

/** What the entry is about, in words: the category or trámite by name, a solicitud by its folio. */
function subjectOf(entry: AuditEntry, categoryNames: ReadonlyMap<number, string>): string {
  const named = (entry.after?.name ?? entry.before?.name) as string | undefined;
  if (entry.action === 'categories_reordered') {
    return 'Orden del catálogo';
  }
  if (entry.entity === 'category') {
    return named ?? categoryNames.get(Number(entry.entity_id)) ?? `#${entry.entity_id}`;
  }
  if (entry.entity === 'tramite') {
    return named ?? `#${entry.entity_id}`;
  }
  if (entry.entity === 'rejection_reason') {
    return entry.action === 'rejection_reasons_reordered'
      ? 'Orden de los motivos'
      : (named ?? `#${entry.entity_id.slice(0, 8)}`);
  }
  if (entry.entity === 'form_template') {
    return named ?? entry.entity_id.slice(0, FORM_ID_SHORT_LENGTH);
  }
  // A solicitud as staff and clients call it; the short id only if the request is gone.
  return entry.folio ?? `#${entry.entity_id.slice(0, 8)}`;
}

/** The audit log: every back-office change and solicitud event, newest first, filtered and paginated. */
export function AdminAuditTab({
  categoryNames,
}: {
  /** Category names by id (catalogue feature, composed by the page): a category entry names its subject. */
  categoryNames: ReadonlyMap<number, string>;
}) {
  const id = useId();
  const [entity, setEntity] = useState<AuditEntity | undefined>(undefined);
  const [actor, setActor] = useState('');
  const debouncedActor = useDebouncedValue(actor.trim(), SEARCH_DEBOUNCE_MS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on the first page.
  useEffect(() => setPage(1), [entity, debouncedActor, from, to]);

  const audit = useAudit({
    entity,
    actor: debouncedActor || undefined,
    from: from || undefined,
    to: to || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const isFiltered = Boolean(entity || debouncedActor || from || to);

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h2 className="font-semibold text-lg text-slate-900">Auditoría</h2>
        <p className="text-slate-600 text-sm">
          Quién cambió qué y cuándo: catálogo, cuentas y solicitudes, lo más reciente primero.
        </p>
      </div>

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">Filtrar la auditoría</legend>
          <Field id={`${id}-entidad`} label="Sobre">
            <Select
              id={`${id}-entidad`}
              value={entity ?? ''}
              onChange={(event) => setEntity((event.target.value || undefined) as AuditEntity | undefined)}
            >
              <option value="">Todo</option>
              <SelectOptions values={AUDIT_ENTITIES} labels={AUDIT_ENTITY_LABELS} />
            </Select>
          </Field>
          <SearchField
            id={`${id}-actor`}
            label="Quién"
            placeholder="Nombre o correo"
            autoComplete="off"
            maxLength={100}
            value={actor}
            onValueChange={setActor}
          />
          <DateRangeFields idPrefix={id} from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </fieldset>
        {isFiltered ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() => {
              setEntity(undefined);
              setActor('');
              setFrom('');
              setTo('');
            }}
          >
            Quitar filtros
          </Button>
        ) : null}
      </Card>

      <QueryList
        query={audit}
        skeleton={
          <ListSkeleton label="Cargando auditoría" count={4} itemClassName="h-24 w-full rounded-xl" />
        }
        error={{ title: 'Error cargando la auditoría' }}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            icon={History}
            title={isFiltered ? 'No hay cambios que coincidan con los filtros' : 'Todavía no hay cambios'}
          />
        }
      >
        {(data) => (
          <PagedList
            label="Cambios registrados"
            isOrdered
            items={data.entries}
            itemKey={(entry) => entry.id}
            renderItem={(entry) => (
              <AuditEntryCard
                entry={entry}
                subject={subjectOf(entry, categoryNames)}
                context={{
                  categoryNames,
                  orderNames: entry.action === 'categories_reordered' ? categoryNames : undefined,
                }}
              />
            )}
            query={audit}
            pagination={{
              page,
              pageSize: PAGE_SIZE,
              total: data.total,
              onPageChange: setPage,
              noun: 'cambios',
            }}
          />
        )}
      </QueryList>
    </div>
  );
}

function AuditEntryCard({
  entry,
  subject,
  context,
}: {
  entry: AuditEntry;
  subject: string;
  context: AuditFormatContext;
}) {
  const changes = auditChanges(entry, context);
  const title = auditActionLabel(entry.action);
  return (
    <Card className="space-y-2 p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">{title}</span>
          <Badge tone="neutral">{AUDIT_ENTITY_LABELS[entry.entity]}</Badge>
          {entry.entity === 'request' ? (
            <Link
              to={paths.solicitud.href(entry.entity_id)}
              className="font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
            >
              {subject}
            </Link>
          ) : (
            <span className="break-words text-slate-700 text-sm">{subject}</span>
          )}
        </p>
        <p className="shrink-0 text-slate-500 text-xs tabular-nums">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <p className="text-slate-600 text-sm">Por {actorOf(entry)}</p>
      {entry.reason && entry.reason !== title ? (
        <p className="text-slate-700 text-sm">Motivo: {entry.reason}</p>
      ) : null}
      {changes.length > 0 ? (
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
              <dt className="font-medium text-slate-700">{change.label}:</dt>
              <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 break-words">
                <span
                  className={
                    change.before === EMPTY_VALUE
                      ? 'min-w-0 text-slate-500 [overflow-wrap:anywhere]'
                      : 'min-w-0 text-slate-500 line-through decoration-slate-400 [overflow-wrap:anywhere]'
                  }
                >
                  <span className="sr-only">antes </span>
                  {change.before}
                </span>
                <ArrowRight className="size-3.5 shrink-0 self-center text-slate-400" aria-hidden="true" />
                <span className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
                  <span className="sr-only">después </span>
                  {change.after}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
