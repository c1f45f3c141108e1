import { cleanup, screen } from '@testing-library/react';
import type { AuditEntry } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminAuditTab } from './admin-audit-tab.tsx';

const REQUEST_ID = '76672c7c-1111-2222-3333-444444444444';

const ENTRY: AuditEntry = {
  id: 'r1',
  entity: 'request',
  entity_id: REQUEST_ID,
  action: 'status_changed',
  actor_id: null,
  actor_name: 'Ana Torres',
  actor_role: 'gestor',
  before: { status: 'en_proceso' },
  after: { status: 'listo_para_entrega' },
  reason: '',
  created_at: '2026-03-10T19:52:00.000Z',
  folio: 'TMX-2026-000016',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminAuditTab', () => {
  it('names a solicitud by its folio, not by its internal id', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/audit') ? jsonResponse({ entries: [ENTRY], total: 1 }) : jsonResponse([]),
    );
    renderWithProviders(<AdminAuditTab categoryNames={new Map()} />);
    const link = await screen.findByRole('link', { name: 'TMX-2026-000016' });
    expect(link.getAttribute('href')).toBe(`/solicitud/${REQUEST_ID}`);
    expect(screen.queryByText(/76672c7c/)).toBeNull();
  });
});
