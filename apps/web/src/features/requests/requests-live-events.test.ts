import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { solicitudKeys } from './api/solicitud-keys.ts';
import { applyRequestsLiveEvent } from './requests-live-events.ts';

const chat = (isSystem: boolean): LiveEvent => ({
  type: 'chat.message',
  data: {
    id: 'm-1',
    sender_id: null,
    sender_name: 'Sistema',
    sender_role: 'system',
    message_text: 'Recibimos tu pago de $1,500.00 MXN. ¡Gracias! Ya no tienes saldo pendiente.',
    is_system_message: isSystem,
    created_at: '2026-11-27T09:00:00.000Z',
    tramite_request_id: 'r-1',
  },
});

function setup() {
  const queryClient = new QueryClient();
  for (const id of ['r-1', 'r-2']) {
    queryClient.setQueryData(solicitudKeys.detail(id), { solicitud: { id } });
  }
  const isStale = (id: string) => queryClient.getQueryState(solicitudKeys.detail(id))?.isInvalidated;
  return { queryClient, isStale };
}

describe('applyRequestsLiveEvent', () => {
  it('a system message (the balance paid, a refund) reloads that open solicitud only', () => {
    const { queryClient, isStale } = setup();
    applyRequestsLiveEvent(queryClient, chat(true));
    expect(isStale('r-1')).toBe(true);
    expect(isStale('r-2')).toBe(false);
  });

  it('a person’s message leaves the solicitud as it is (the chat has its own cache)', () => {
    const { queryClient, isStale } = setup();
    applyRequestsLiveEvent(queryClient, chat(false));
    expect(isStale('r-1')).toBe(false);
  });
});
