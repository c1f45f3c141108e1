import { cleanup, screen } from '@testing-library/react';
import type { DocumentStatusResponse } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SolicitudDocuments } from './solicitud-documents.tsx';

const UPLOADED = '2026-03-10T19:48:00.000Z';
const KEPT_UNTIL = '2026-09-06T19:48:00.000Z';

/** A closed solicitud with one approved document, its file stored (or purged). */
function statusWith(overrides: {
  files_kept_until: string | null;
  purged_at?: string | null;
}): DocumentStatusResponse {
  const purgedAt = overrides.purged_at ?? null;
  return {
    tramite_name: 'Acta de nacimiento',
    total_required: 1,
    total_uploaded: 1,
    total_approved: 1,
    all_approved: true,
    files_kept_until: overrides.files_kept_until,
    documents_status: [
      {
        required_name: 'CURP',
        is_required: true,
        accepted_types: ['application/pdf'],
        max_file_size_mb: 10,
        uploaded: true,
        document: {
          id: 'doc-1',
          status: 'approved',
          current_filename: 'curp.pdf',
          file_size: 2048,
          content_type: 'application/pdf',
          version: 1,
          uploaded_at: UPLOADED,
          updated_at: UPLOADED,
          reviewed_at: UPLOADED,
          current_review_notes: null,
          rejection_reason: null,
          requires_resubmission: false,
          priority_level: 'normal',
          review_history: [],
          versions: [
            {
              id: 'doc-1',
              version: 1,
              status: 'approved',
              current_filename: 'curp.pdf',
              created_at: UPLOADED,
              purged_at: purgedAt,
            },
          ],
          purged_at: purgedAt,
        },
      },
    ],
  };
}

function renderDocuments(status: DocumentStatusResponse, isStaff = false) {
  mockFetch(() => jsonResponse(status));
  renderWithProviders(<SolicitudDocuments solicitudId="req-1" canUpload={false} isStaff={isStaff} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SolicitudDocuments of a closed solicitud', () => {
  it('tells the client until when their documents are kept, and where to download them', async () => {
    renderDocuments(statusWith({ files_kept_until: KEPT_UNTIL }));
    expect(
      await screen.findByText(`Tus documentos se conservarán hasta el ${formatDate(KEPT_UNTIL)}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/cuenta');
  });

  it('tells staff until when the files are kept', async () => {
    renderDocuments(statusWith({ files_kept_until: KEPT_UNTIL }), true);
    expect(await screen.findByText(/Los archivos de esta solicitud se conservarán hasta el/)).toBeTruthy();
  });

  it('says nothing of a date once every file is purged: each document says when it went', async () => {
    const purgedAt = '2026-09-07T08:00:00.000Z';
    renderDocuments(statusWith({ files_kept_until: KEPT_UNTIL, purged_at: purgedAt }));
    expect(
      await screen.findByText(`Archivo eliminado el ${formatDate(purgedAt)} (periodo de conservación)`),
    ).toBeTruthy();
    expect(screen.queryByText(/se conservarán hasta/)).toBeNull();
  });

  it('says nothing of retention while the solicitud is open', async () => {
    renderDocuments(statusWith({ files_kept_until: null }));
    expect(await screen.findByText('curp.pdf')).toBeTruthy();
    expect(screen.queryByText(/se conservarán hasta/)).toBeNull();
  });
});
