import { Laptop } from 'lucide-react';
import { QueryError } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useEndSessions, useSessions } from '../api/sessions.ts';
import { deviceLabel } from './device-label.ts';

/** "Sesiones abiertas": every device signed in to the account, each can be closed; "Cerrar las demás sesiones". */
export function SessionsList() {
  const sessions = useSessions();
  const end = useEndSessions();
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  const endSessions = async (target: { id: string } | 'others') => {
    try {
      await end.mutateAsync(target);
      notifySuccess(target === 'others' ? 'Cerramos tus demás sesiones' : 'Sesión cerrada');
    } catch (error) {
      notifyError('No se pudo cerrar la sesión', error);
    }
  };

  return (
    <SectionCard icon={Laptop} title="Sesiones abiertas">
      <p className="text-slate-600 text-sm">
        Los dispositivos donde iniciaste sesión. Si no reconoces uno, ciérralo y cambia tu contraseña.
      </p>
      {sessions.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {sessions.isError ? (
        <QueryError
          error={sessions.error}
          title="No se pudieron cargar tus sesiones"
          onRetry={() => sessions.refetch()}
        />
      ) : null}
      {sessions.data ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 text-sm">
                  {deviceLabel(session.user_agent)}
                  {session.current ? <Badge tone="success">Esta sesión</Badge> : null}
                </p>
                <p className="text-slate-500 text-xs">
                  {session.ip || 'Dirección desconocida'} · Último uso{' '}
                  <time dateTime={session.last_seen_at}>{formatDateTime(session.last_seen_at)}</time> · Inicio{' '}
                  <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  onClick={() => void endSessions({ id: session.id })}
                  aria-label={`Cerrar la sesión de ${deviceLabel(session.user_agent)}`}
                >
                  Cerrar
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <Button variant="outline" disabled={end.isPending} onClick={() => void endSessions('others')}>
          Cerrar las demás sesiones
        </Button>
      ) : null}
    </SectionCard>
  );
}
