import { CHAT_LIST_SIZE } from '@tramites/shared';
import { FileText, MessageSquare } from 'lucide-react';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import type { RecentRequest } from '../api/get-recent-requests.ts';

/** The chats of the first 3 requests, each with its documents/chat page and its detail page. */
export function ChatList({ requests }: { requests: RecentRequest[] }) {
  const chats = requests.slice(0, CHAT_LIST_SIZE);
  if (chats.length === 0) {
    return <p className="text-slate-500 text-sm">Tus conversaciones con el gestor aparecerán aquí.</p>;
  }
  return (
    <ul className="space-y-3">
      {chats.map((request) => (
        <li key={request.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium text-slate-900 text-sm">{request.tramite_name}</p>
              <RequestStatusBadge status={request.status} />
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.tramiteDocumentos.href(request.id)} size="sm" variant="secondary">
                <MessageSquare className="size-4" aria-hidden="true" />
                Chat y documentos
              </ButtonLink>
              <ButtonLink to={paths.solicitud.href(request.id)} size="sm" variant="outline">
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
