import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { paymentAdminKeys } from './api/payment-admin-keys.ts';
import { applyPaymentsAdminLiveEvent } from './payments-admin-live-events.ts';

const chat = (isSystem: boolean): LiveEvent => ({
  type: 'chat.message',
  data: {
    id: 'm-1',
    sender_id: null,
    sender_name: 'Sistema',
    sender_role: 'system',
    message_text: 'Se registró un reembolso de $100.00 MXN',
    is_system_message: isSystem,
    created_at: '2026-03-20T12:00:00Z',
    tramite_request_id: 'r-1',
  },
});

function setup() {
  const queryClient = new QueryClient();
  const ledger = paymentAdminKeys.ledger({ limit: 25, offset: 0 });
  queryClient.setQueryData(ledger, { entries: [] });
  queryClient.setQueryData(paymentAdminKeys.pendingTransfers, { items: [] });
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, ledger, isStale };
}

describe('applyPaymentsAdminLiveEvent', () => {
  it('reloads the ledger and the transfers queue on a system message (every money step writes one)', () => {
    const { queryClient, ledger, isStale } = setup();
    applyPaymentsAdminLiveEvent(queryClient, chat(true));
    expect(isStale(ledger)).toBe(true);
    expect(isStale(paymentAdminKeys.pendingTransfers)).toBe(true);
  });

  it('leaves them alone on a person writing in a chat', () => {
    const { queryClient, ledger, isStale } = setup();
    applyPaymentsAdminLiveEvent(queryClient, chat(false));
    expect(isStale(ledger)).toBe(false);
  });
});
