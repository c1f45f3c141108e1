import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { reportUnauthorized } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { openLiveConnection } from '../../lib/live/live-connection.ts';
import { setLiveStatus } from '../../lib/live/live-status.ts';
import { dispatchLiveEvent, refreshLiveData } from './dispatch-live-event.ts';

/**
 * The tab's one live stream while someone is signed in: opened with the session's token, closed on
 * sign-out (this unmounts) or when the token changes. Rendered by the root layout, in its own chunk
 * (zod and the SSE client stay out of the public pages' first load).
 */
export function LiveSession() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!token) {
      return;
    }
    const context = {
      queryClient,
      openSolicitud: (solicitudId: string) => void navigateRef.current(paths.solicitud.href(solicitudId)),
    };
    const connection = openLiveConnection({
      token,
      onEvent: (event) => dispatchLiveEvent(event, context),
      onStatus: setLiveStatus,
      onFirstOpen: (openedAt) => refreshLiveData(queryClient, { fetchedBefore: openedAt }),
      onReconnect: () => refreshLiveData(queryClient),
      onUnauthorized: reportUnauthorized,
    });
    return () => {
      connection.close();
      setLiveStatus('off');
    };
  }, [token, queryClient]);

  return null;
}
