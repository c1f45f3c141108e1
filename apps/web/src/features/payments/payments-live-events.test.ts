import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from './api/get-payment-options.ts';
import { applyPaymentsLiveEvent } from './payments-live-events.ts';

const chat = (isSystem: boolean, solicitudId = 'r-1'): LiveEvent => ({
  type: 'chat.message',
  data: {
    id: 'm-1',
    sender_id: null,
    sender_name: 'Sistema',
    sender_role: 'system',
    message_text: 'Recibimos tu pago de $1,500.00 MXN.',
    is_system_message: isSystem,
    created_at: '2026-11-27T09:00:00.000Z',
    tramite_request_id: solicitudId,
  },
});

function setup() {
  const queryClient = new QueryClient();
  for (const id of ['r-1', 'r-2']) {
    queryClient.setQueryData(paymentKeys.options(id), { attempts: [] });
  }
  const isStale = (id: string) => queryClient.getQueryState(paymentKeys.options(id))?.isInvalidated;
  return { queryClient, isStale };
}

describe('applyPaymentsLiveEvent', () => {
  it('a system message (a comprobante, a webhook, a confirmation) reloads that solicitud’s options', () => {
    const { queryClient, isStale } = setup();
    applyPaymentsLiveEvent(queryClient, chat(true));
    expect(isStale('r-1')).toBe(true);
    expect(isStale('r-2')).toBe(false);
  });

  it('a status change reloads them too', () => {
    const { queryClient, isStale } = setup();
    applyPaymentsLiveEvent(queryClient, {
      type: 'request.status',
      data: { tramite_request_id: 'r-2', from: 'cotizacion_enviada', to: 'pago_procesado', progress: 40 },
    });
    expect(isStale('r-2')).toBe(true);
  });

  it('a person’s chat message changes nothing about payments', () => {
    const { queryClient, isStale } = setup();
    applyPaymentsLiveEvent(queryClient, chat(false));
    expect(isStale('r-1')).toBe(false);
  });
});
