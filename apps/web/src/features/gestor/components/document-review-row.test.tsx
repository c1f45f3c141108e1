import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GestorDocument } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { toPanelDocument } from '../gestor-documents.ts';
import { DocumentReviewRow } from './document-review-row.tsx';

const NOW = new Date(2026, 2, 10, 20, 0);

function renderRow(overrides: Partial<GestorDocument>) {
  const document: GestorDocument = {
    id: 'doc-1',
    status: 'pending',
    client_name: 'Ana López',
    tramite_name: 'Acta de nacimiento',
    tramite_request_id: 'aaaaaaaa-1111-2222-3333-444444444444',
    folio: 'TMX-2026-000001',
    required_document_name: 'CURP',
    current_filename: 'curp.pdf',
    file_size: 2048,
    created_at: new Date(2026, 2, 10, 19, 48).toISOString(),
    reviewed_at: null,
    ...overrides,
  };
  renderWithProviders(
    <ul>
      <DocumentReviewRow
        document={toPanelDocument(document, NOW)}
        isSelectionMode={false}
        isSelected={false}
        onToggleSelected={() => {}}
      />
    </ul>,
    { route: false },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentReviewRow', () => {
  it("says 'hoy' and 'ayer', never 'hace 0 días' or 'hace 1 días'", () => {
    renderRow({});
    expect(screen.getByText('hoy')).toBeTruthy();
    cleanup();
    renderRow({ created_at: new Date(2026, 2, 9, 23, 0).toISOString() });
    expect(screen.getByText('ayer')).toBeTruthy();
    cleanup();
    renderRow({ created_at: new Date(2026, 2, 6, 9, 0).toISOString() });
    expect(screen.getByText('hace 4 días')).toBeTruthy();
  });

  it('shows the upload time and, once reviewed, the review time', () => {
    const uploadedAt = new Date(2026, 2, 10, 19, 48).toISOString();
    const reviewedAt = new Date(2026, 2, 10, 19, 52).toISOString();
    renderRow({ status: 'approved', created_at: uploadedAt, reviewed_at: reviewedAt });
    const line = screen.getByText(/^2 KB · Subido/);
    expect(line.textContent).toBe(
      `2 KB · Subido ${formatDateTime(uploadedAt)} · Revisado ${formatDateTime(reviewedAt)}`,
    );
  });

  it("the quick rejection offers the admins' preset reasons, and one click fills the reason sent", async () => {
    const reviews: unknown[] = [];
    mockFetch((url, init) => {
      if (url === '/api/rejection-reasons') {
        return jsonResponse([
          { id: 'r1', label: 'Ilegible', position: 0, active: true },
          { id: 'r2', label: 'Vencido', position: 1, active: true },
        ]);
      }
      if (url.endsWith('/review') && init?.method === 'PUT') {
        reviews.push(JSON.parse(String(init.body)));
        return jsonResponse({ message: 'Documento rechazado', request_status: 'documentos_rechazados' });
      }
      return jsonResponse({ detail: 'no esperado' }, 404);
    });
    renderRow({});
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar CURP de Ana López' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vencido' }));
    const reason = screen.getByRole('textbox', { name: /Motivo del rechazo/ }) as HTMLTextAreaElement;
    expect(reason.value).toBe('Vencido');
    expect(screen.getByRole('button', { name: 'Vencido' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar documento' }));
    await waitFor(() => expect(reviews).toEqual([{ status: 'rejected', rejection_reason: 'Vencido' }]));
  });
});
