import {
  ACCESS_LOG_ACTION_LABELS,
  type AdminDocumentAccessEntry,
  ROLE_LABELS,
  type Role,
} from '@tramites/shared';
import { Eye } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminDocumentAccess } from '../api/get-admin-document-access.ts';

const PAGE_SIZE = 25;

const ACTION_TONES: Record<AdminDocumentAccessEntry['action'], BadgeTone> = {
  ver: 'info',
  vista_previa: 'info',
  descarga: 'brand',
  aprobacion: 'success',
  rechazo: 'danger',
  exportacion: 'purple',
};

const whoOf = (entry: AdminDocumentAccessEntry) => {
  if (!entry.actor_name) {
    return entry.actor_role === 'system' ? 'El sistema (automático)' : 'Un usuario eliminado';
  }
  const role = ROLE_LABELS[entry.actor_role as Role];
  return role ? `${entry.actor_name} (${role})` : entry.actor_name;
};

/**
 * The document access log for admins (issue 25): who saw, downloaded or decided on which document of which
 * solicitud, when and from where, filtered by person, folio and dates, newest first.
 */
export function AdminDocumentAccessTab() {
  const id = useId();
  const [user, setUser] = useState('');
  const [folio, setFolio] = useState('');
  const debouncedUser = useDebouncedValue(user.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedFolio = useDebouncedValue(folio.trim(), SEARCH_DEBOUNCE_MS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on the first page.
  useEffect(() => setPage(1), [debouncedUser, debouncedFolio, from, to]);

  const access = useAdminDocumentAccess({
    user: debouncedUser || undefined,
    folio: debouncedFolio || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const isFiltered = Boolean(debouncedUser || debouncedFolio || from || to);

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h2 className="font-semibold text-lg text-slate-900">Accesos a documentos</h2>
        <p className="text-slate-600 text-sm">
          Cada vista previa, descarga, aprobación y rechazo de un documento: quién, cuándo y desde qué IP.
        </p>
      </div>

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">Filtrar los accesos</legend>
          <SearchField
            id={`${id}-usuario`}
            label="Quién"
            placeholder="Nombre o correo"
            autoComplete="off"
            maxLength={100}
            value={user}
            onValueChange={setUser}
          />
          <SearchField
            id={`${id}-folio`}
            label="Solicitud"
            placeholder="Folio (TMX-2026-…)"
            autoComplete="off"
            maxLength={40}
            value={folio}
            onValueChange={setFolio}
          />
          <DateRangeFields idPrefix={id} from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </fieldset>
        {isFiltered ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() => {
              setUser('');
              setFolio('');
              setFrom('');
              setTo('');
            }}
          >
            Quitar filtros
          </Button>
        ) : null}
      </Card>

      <QueryList
        query={access}
        skeleton={<ListSkeleton label="Cargando accesos" count={4} itemClassName="h-20 w-full rounded-xl" />}
        error={{ title: 'Error cargando el registro de accesos' }}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            icon={Eye}
            title={isFiltered ? 'No hay accesos que coincidan con los filtros' : 'Todavía no hay accesos'}
          />
        }
      >
        {(data) => (
          <PagedList
            label="Accesos registrados"
            isOrdered
            items={data.entries}
            itemKey={(entry) => entry.id}
            renderItem={(entry) => <AccessEntryCard entry={entry} />}
            query={access}
            pagination={{
              page,
              pageSize: PAGE_SIZE,
              total: data.total,
              onPageChange: setPage,
              noun: 'accesos',
            }}
          />
        )}
      </QueryList>
    </div>
  );
}

function AccessEntryCard({ entry }: { entry: AdminDocumentAccessEntry }) {
  return (
    <Card className="space-y-1.5 p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={ACTION_TONES[entry.action]}>{ACCESS_LOG_ACTION_LABELS[entry.action]}</Badge>
          <span className="break-words font-semibold text-slate-900">{entry.document_name}</span>
          {entry.version > 1 ? <span className="text-slate-500 text-sm">v{entry.version}</span> : null}
        </p>
        <p className="shrink-0 text-slate-500 text-xs tabular-nums">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <p className="text-slate-700 text-sm">
        Por <span className="font-medium">{whoOf(entry)}</span>
        {entry.actor_email ? <span className="break-all text-slate-500"> · {entry.actor_email}</span> : null}
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600 text-sm">
        <Link
          to={paths.solicitud.href(entry.request_id)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {entry.folio}
        </Link>
        {entry.client_name ? <span>Cliente: {entry.client_name}</span> : null}
        <span className="break-all">IP: {entry.ip ?? 'sin registrar'}</span>
      </p>
    </Card>
  );
}
