import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, LiveEvent, Notification, SolicitudComplete } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../../features/chat/api/get-chat-messages.ts';
import { documentKeys } from '../../features/documents/api/get-solicitud-documents.ts';
import { notificationKeys } from '../../features/notifications/api/notification-keys.ts';
import type { NotificationPages } from '../../features/notifications/notifications-cache.ts';
import { solicitudKeys } from '../../features/requests/api/solicitud-keys.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { dispatchLiveEvent, refreshLiveData } from './dispatch-live-event.ts';

const REQUEST = 'r-1';

const message = (id: string, created_at: string, text = 'Hola'): ChatMessage => ({
  id,
  sender_id: 'g-1',
  sender_name: 'Patricia Gómez',
  sender_role: 'gestor',
  message_text: text,
  is_system_message: false,
  created_at,
});

const chatEvent = (item: ChatMessage, solicitudId = REQUEST): LiveEvent => ({
  type: 'chat.message',
  data: { ...item, tramite_request_id: solicitudId },
});

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'error',
  kind: 'document_rejected',
  message: 'Tu documento INE fue rechazado: la imagen está borrosa',
  tramite_request_id: REQUEST,
  created_at: new Date().toISOString(),
  read_at: null,
  ...overrides,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const openSolicitud = vi.fn();
  const dispatch = (event: LiveEvent) => dispatchLiveEvent(event, { queryClient, openSolicitud });
  const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
  return { queryClient, dispatch, openSolicitud, isStale };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dispatchLiveEvent', () => {
  it('appends a chat message to the open chat once, in time order, and marks the lists stale', () => {
    const { queryClient, dispatch, isStale } = setup();
    queryClient.setQueryData(chatKeys.messages(REQUEST), [message('m-1', '2026-03-20T12:00:00Z')]);
    queryClient.setQueryData([...queryKeys.solicitudList, { sort: 'fecha_desc' }], { solicitudes: [] });
    queryClient.setQueryData([...queryKeys.dashboard, 'stats', 'u-1'], { unread_messages: 0 });

    const second = message('m-2', '2026-03-20T12:05:00Z', 'Ya revisé tu INE');
    dispatch(chatEvent(second));
    // The same message again (the sender's own tab, a replay): no duplicate.
    dispatch(chatEvent(second));
    // An older one that arrives late takes its place by time.
    dispatch(chatEvent(message('m-0', '2026-03-20T11:00:00Z')));

    const chat = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(REQUEST))!;
    expect(chat.map((item) => item.id)).toEqual(['m-0', 'm-1', 'm-2']);
    // Stored in the chat API's shape (no request id inside the message).
    expect(chat[2]).toEqual(second);
    // Unread badges: the lists and the dashboard reload when shown.
    expect(isStale([...queryKeys.solicitudList, { sort: 'fecha_desc' }])).toBe(true);
    expect(isStale([...queryKeys.dashboard, 'stats', 'u-1'])).toBe(true);
  });

  it('leaves a chat that is not loaded alone, and another solicitud’s chat untouched', () => {
    const { queryClient, dispatch } = setup();
    queryClient.setQueryData(chatKeys.messages('r-2'), [message('m-1', '2026-03-20T12:00:00Z')]);
    dispatch(chatEvent(message('m-9', '2026-03-20T12:10:00Z')));
    expect(queryClient.getQueryData(chatKeys.messages(REQUEST))).toBeUndefined();
    expect(queryClient.getQueryData<ChatMessage[]>(chatKeys.messages('r-2'))).toHaveLength(1);
  });

  it('reloads the solicitud’s documents and the document lists on a document decision', () => {
    const { queryClient, dispatch, isStale } = setup();
    queryClient.setQueryData(documentKeys.ofSolicitud(REQUEST), { documents_status: [] });
    queryClient.setQueryData(documentKeys.ofSolicitud('r-2'), { documents_status: [] });
    queryClient.setQueryData([...queryKeys.documents, 'gestor', 'u-1', {}], { pages: [], pageParams: [] });

    dispatch({
      type: 'document.updated',
      data: {
        tramite_request_id: REQUEST,
        document_id: 'd-1',
        required_name: 'INE',
        status: 'rejected',
        rejection_reason: 'Borrosa',
      },
    });

    expect(isStale(documentKeys.ofSolicitud(REQUEST))).toBe(true);
    expect(isStale([...queryKeys.documents, 'gestor', 'u-1', {}])).toBe(true);
    expect(isStale(documentKeys.ofSolicitud('r-2'))).toBe(false);
  });

  it('shows a status change on the open solicitud at once, then reloads it and the lists', () => {
    const { queryClient, dispatch, isStale } = setup();
    const detail = {
      solicitud: { id: REQUEST, status: 'documentos_en_revision', progress: 60 },
      timeline: [],
    } as unknown as SolicitudComplete;
    queryClient.setQueryData(solicitudKeys.detail(REQUEST), detail);
    queryClient.setQueryData([...queryKeys.solicitudPages, { limit: 50 }], { pages: [], pageParams: [] });

    dispatch({
      type: 'request.status',
      data: { tramite_request_id: REQUEST, from: 'documentos_en_revision', to: 'en_proceso', progress: 80 },
    });

    const patched = queryClient.getQueryData<SolicitudComplete>(solicitudKeys.detail(REQUEST))!;
    expect(patched.solicitud.status).toBe('en_proceso');
    expect(patched.solicitud.progress).toBe(80);
    expect(isStale(solicitudKeys.detail(REQUEST))).toBe(true);
    expect(isStale([...queryKeys.solicitudPages, { limit: 50 }])).toBe(true);
  });

  it('puts a notification on top of the centre once, bumps the badge and shows it as a toast', () => {
    const { queryClient, dispatch, openSolicitud } = setup();
    const error = vi.spyOn(toast, 'error');
    const older = notification('n-1', { type: 'info', message: 'Cotización enviada', read_at: null });
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, {
      pages: [{ notifications: [older], unread_count: 1 }],
      pageParams: [0],
    });

    const rejected = notification('n-2');
    dispatch({ type: 'notification', data: rejected });
    dispatch({ type: 'notification', data: rejected });

    const data = queryClient.getQueryData<NotificationPages>(notificationKeys.list)!;
    expect(data.pages[0]!.notifications.map((item) => item.id)).toEqual(['n-2', 'n-1']);
    expect(data.pages[0]!.unread_count).toBe(2);
    expect(error).toHaveBeenCalledWith(rejected.message, {
      id: 'notification-n-2',
      action: { label: 'Ver solicitud', onClick: expect.any(Function) },
    });
    (error.mock.calls[0]![1] as unknown as { action: { onClick: () => void } }).action.onClick();
    expect(openSolicitud).toHaveBeenCalledWith(REQUEST);
  });

  it('lists a replayed old notification without a toast', () => {
    const { dispatch } = setup();
    const info = vi.spyOn(toast, 'info');
    const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    dispatch({ type: 'notification', data: notification('n-3', { type: 'info', created_at: hourAgo }) });
    expect(info).not.toHaveBeenCalled();
  });
});

describe('refreshLiveData', () => {
  it('when the stream first opens, reloads only the data fetched before it opened', () => {
    const { queryClient, isStale } = setup();
    const openedAt = Date.now();
    queryClient.setQueryData(
      documentKeys.ofSolicitud(REQUEST),
      { documents_status: [] },
      {
        updatedAt: openedAt - 200,
      },
    );
    queryClient.setQueryData(
      documentKeys.ofSolicitud('r-2'),
      { documents_status: [] },
      {
        updatedAt: openedAt + 50,
      },
    );
    queryClient.setQueryData([...queryKeys.catalog, 'list'], [], { updatedAt: openedAt - 200 });

    refreshLiveData(queryClient, { fetchedBefore: openedAt });

    // Fetched before the stream could carry its changes: an event in between was never sent.
    expect(isStale(documentKeys.ofSolicitud(REQUEST))).toBe(true);
    // Fetched once the stream was open: events keep it current.
    expect(isStale(documentKeys.ofSolicitud('r-2'))).toBe(false);
    // The catalogue has no live events: untouched.
    expect(isStale([...queryKeys.catalog, 'list'])).toBe(false);
  });

  it('after a break, reloads every live-backed query whenever it was fetched', () => {
    const { queryClient, isStale } = setup();
    queryClient.setQueryData(documentKeys.ofSolicitud(REQUEST), { documents_status: [] });
    queryClient.setQueryData([...queryKeys.solicitudes, 'list'], []);

    refreshLiveData(queryClient);

    expect(isStale(documentKeys.ofSolicitud(REQUEST))).toBe(true);
    expect(isStale([...queryKeys.solicitudes, 'list'])).toBe(true);
  });
});
