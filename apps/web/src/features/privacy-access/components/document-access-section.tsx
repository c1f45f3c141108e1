import {
  ACCESS_LOG_ACTION_LABELS,
  ACCESS_LOG_ACTION_LABELS_YOU,
  accessActorRelation,
  type DocumentAccessEntry,
  type Role,
} from '@tramites/shared';
import { Eye } from 'lucide-react';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRequestDocumentAccess } from '../api/get-request-document-access.ts';

export interface DocumentAccessListProps {
  solicitudId: string;
  /** The signed-in reader: their own lines read 'Tú', the gestor reads 'Tu gestor' to a client. */
  viewer: { id: string; role: Role };
}

/** "Gabriela Ruiz · Tu gestor"; 'Tú' alone for the reader's own lines. */
function whoOf(entry: DocumentAccessEntry, viewer: DocumentAccessListProps['viewer']): string {
  const relation = accessActorRelation(entry, viewer);
  if (relation === 'Tú' || !entry.actor_name) {
    return relation;
  }
  return `${entry.actor_name} · ${relation}`;
}

/**
 * Who saw or decided on the solicitud's documents, newest first, ten at a time (issue 25): the client's
 * "Quién ha visto tus documentos". Each line says who, what, which document and when.
 */
export function DocumentAccessList({ solicitudId, viewer }: DocumentAccessListProps) {
  const access = useRequestDocumentAccess(solicitudId);
  const entries = access.data?.pages.flatMap((page) => page.entries) ?? [];
  const isClient = viewer.role === 'cliente';
  return (
    <div className="space-y-3">
      <p className="text-slate-600 text-sm">
        {isClient
          ? 'Cada vez que alguien abre, descarga o revisa uno de tus documentos queda registrado aquí.'
          : 'Cada vista previa, descarga y revisión de los documentos de esta solicitud.'}
      </p>
      <QueryList
        query={{ ...access, data: access.data }}
        skeleton={<ListSkeleton label="Cargando accesos" count={3} itemClassName="h-14 w-full rounded-lg" />}
        error={{ title: 'No se pudo cargar el registro de accesos' }}
        isEmpty={() => entries.length === 0}
        empty={
          <EmptyState
            icon={Eye}
            title={isClient ? 'Nadie ha abierto tus documentos todavía' : 'Nadie ha abierto estos documentos'}
          />
        }
      >
        {(data) => (
          <>
            <ol aria-label="Accesos a los documentos" className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
                >
                  <div className="min-w-0 space-y-0.5 text-sm">
                    <p className="font-medium text-slate-900">{whoOf(entry, viewer)}</p>
                    <p className="text-slate-700">
                      {entry.actor_id === viewer.id
                        ? ACCESS_LOG_ACTION_LABELS_YOU[entry.action]
                        : ACCESS_LOG_ACTION_LABELS[entry.action]}
                      : <span className="break-words font-medium">{entry.document_name}</span>
                      {entry.version > 1 ? (
                        <span className="text-slate-500"> (versión {entry.version})</span>
                      ) : null}
                    </p>
                  </div>
                  <time dateTime={entry.created_at} className="shrink-0 text-slate-500 text-xs sm:text-sm">
                    {formatDateTime(entry.created_at)}
                  </time>
                </li>
              ))}
            </ol>
            <p className="sr-only" aria-live="polite">
              {`${entries.length} de ${data.pages[0]?.total ?? entries.length} accesos`}
            </p>
            <LoadMoreButton query={access} label="Ver más" size="sm" />
          </>
        )}
      </QueryList>
    </div>
  );
}
