import { CHAT_LIST_SIZE, type Role, type Solicitud } from '@tramites/shared';
import { FileText, MessageSquare } from 'lucide-react';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { paths } from '../../../config/paths.ts';

/** What the empty list says: a client talks to their gestor, staff to the clients of their cases. */
const EMPTY_BY_ROLE: Record<Role, string> = {
  cliente: 'Tus conversaciones con el gestor aparecerán aquí.',
  gestor: 'Las conversaciones con los clientes de tus casos aparecerán aquí.',
  admin: 'Las conversaciones de las solicitudes aparecerán aquí.',
};

/**
 * The chats of the first 3 solicitudes, each with its documents/chat page (with the messages the user has
 * not read) and its detail page.
 */
export function ChatList({ solicitudes, role }: { solicitudes: Solicitud[]; role: Role }) {
  const chats = solicitudes.slice(0, CHAT_LIST_SIZE);
  if (chats.length === 0) {
    return <p className="text-slate-500 text-sm">{EMPTY_BY_ROLE[role]}</p>;
  }
  return (
    <ul className="space-y-3">
      {chats.map((solicitud) => (
        <li key={solicitud.id}>
          <Card className="space-y-3 p-4">
            <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1.5">
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-words font-medium text-slate-900 text-sm">{solicitud.tramite_name}</p>
                <p className="text-slate-500 text-xs">Folio {solicitud.folio}</p>
                {role !== 'cliente' && solicitud.cliente_nombre ? (
                  <p className="break-words text-slate-500 text-xs">Con {solicitud.cliente_nombre}</p>
                ) : null}
              </div>
              <SolicitudStatusBadge status={solicitud.status} />
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.tramiteDocumentos.href(solicitud.id)} size="sm" variant="secondary">
                <MessageSquare className="size-4" aria-hidden="true" />
                Chat y documentos
                <UnreadBadge count={solicitud.unread_count} />
              </ButtonLink>
              <ButtonLink to={paths.solicitud.href(solicitud.id)} size="sm" variant="outline">
                <FileText className="size-4" aria-hidden="true" />
                Ver solicitud
              </ButtonLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
