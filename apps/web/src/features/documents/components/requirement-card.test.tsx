import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { RequirementDocument, RequirementStatus } from '../api/get-solicitud-documents.ts';
import { RequirementCard } from './requirement-card.tsx';

const UPLOADED = '2026-03-10T19:48:00.000Z';
const REVIEWED = '2026-03-10T19:52:00.000Z';

function requirementWith(document: Partial<RequirementDocument>): RequirementStatus {
  return {
    required_name: 'CURP',
    is_required: true,
    accepted_types: ['application/pdf'],
    max_file_size_mb: 10,
    uploaded: true,
    document: {
      id: 'doc-1',
      status: 'pending',
      current_filename: 'curp.pdf',
      file_size: 2048,
      content_type: 'application/pdf',
      version: 1,
      uploaded_at: UPLOADED,
      updated_at: UPLOADED,
      reviewed_at: null,
      current_review_notes: null,
      rejection_reason: null,
      requires_resubmission: false,
      priority_level: 'normal',
      review_history: [],
      versions: [],
      purged_at: null,
      ...document,
    },
  };
}

function renderCard(requirement: RequirementStatus) {
  renderWithProviders(
    <RequirementCard solicitudId="req-1" requirement={requirement} canUpload isStaff={false} />,
    { route: false },
  );
}

afterEach(cleanup);

describe('RequirementCard', () => {
  it('says when the current version was uploaded and, apart, when it was reviewed', () => {
    // The review moved updated_at to 19:52; the file was uploaded at 19:48.
    renderCard(requirementWith({ status: 'approved', updated_at: REVIEWED, reviewed_at: REVIEWED }));
    expect(screen.getByText(`Subido ${formatDateTime(UPLOADED)}`)).toBeTruthy();
    expect(screen.getByText(`Revisado ${formatDateTime(REVIEWED)}`)).toBeTruthy();
    expect(screen.queryByText(`Subido ${formatDateTime(REVIEWED)}`)).toBeNull();
  });

  it('shows a purged file as deleted, with its date, instead of its download', () => {
    const purgedAt = '2026-09-20T12:00:00.000Z';
    renderCard(requirementWith({ status: 'approved', purged_at: purgedAt }));
    expect(
      screen.getByText(`Archivo eliminado el ${formatDate(purgedAt)} (periodo de conservación)`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Descargar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Vista previa|Ver/ })).toBeNull();
    // The name of the file stays: the row is the tombstone.
    expect(screen.getByText('curp.pdf')).toBeTruthy();
  });

  it('offers the download of a file still stored', () => {
    renderCard(requirementWith({ status: 'approved' }));
    expect(screen.getByRole('button', { name: 'Descargar curp.pdf' })).toBeTruthy();
    expect(screen.queryByText(/Archivo eliminado/)).toBeNull();
  });

  it('says nothing of a review before there is one', () => {
    renderCard(requirementWith({}));
    expect(screen.getByText(`Subido ${formatDateTime(UPLOADED)}`)).toBeTruthy();
    expect(screen.queryByText(/^Revisado/)).toBeNull();
  });
});
