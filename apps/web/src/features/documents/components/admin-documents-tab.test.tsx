import { cleanup, screen } from '@testing-library/react';
import type { AdminDocument } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminDocumentsTab } from './admin-documents-tab.tsx';

const UPLOADED = '2026-03-10T19:48:00.000Z';
const REVIEWED = '2026-03-10T19:52:00.000Z';
const APPROVED: AdminDocument = {
  id: 'doc-1',
  status: 'approved',
  client_name: 'Ana López',
  tramite_name: 'Acta de nacimiento',
  tramite_request_id: 'aaaaaaaa-1111-2222-3333-444444444444',
  folio: 'TMX-2026-000001',
  required_document_name: 'CURP',
  current_filename: 'curp.pdf',
  file_size: 2048,
  created_at: UPLOADED,
  reviewed_at: REVIEWED,
  purged_at: null,
};
const PURGED_AT = '2026-09-20T12:00:00.000Z';

/** The tab with one approved document in 'Todos los documentos' and nothing pending. */
function renderTab(document: AdminDocument = APPROVED) {
  mockFetch((url) =>
    url.startsWith('/api/admin/documents/all')
      ? jsonResponse({ documents: [document], total: 1 })
      : jsonResponse([]),
  );
  renderWithProviders(<AdminDocumentsTab />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDocumentsTab', () => {
  it('shows the upload time of each document and, apart, its review time', async () => {
    renderTab();
    // The phone list and the table both show it.
    expect(await screen.findAllByText(`Subido ${formatDateTime(UPLOADED)}`)).toHaveLength(2);
    expect(screen.getAllByText(`Revisado ${formatDateTime(REVIEWED)}`)).toHaveLength(2);
  });

  it('names the solicitud of each document by its folio', async () => {
    renderTab();
    // The phone list and the table both link the solicitud by folio.
    const links = await screen.findAllByRole('link', { name: 'TMX-2026-000001 · Acta de nacimiento' });
    expect(links).toHaveLength(2);
  });

  it('says when the retention purge removed a file, instead of offering its download', async () => {
    renderTab({ ...APPROVED, purged_at: PURGED_AT });
    const notes = await screen.findAllByText(
      `Archivo eliminado el ${formatDate(PURGED_AT)} (periodo de conservación)`,
    );
    expect(notes).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Descargar/ })).toBeNull();
  });

  it('offers the download of a stored file', async () => {
    renderTab();
    expect(await screen.findAllByRole('button', { name: 'Descargar curp.pdf' })).toHaveLength(2);
  });
});
