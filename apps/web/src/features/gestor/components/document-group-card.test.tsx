import { cleanup, render, screen } from '@testing-library/react';
import type { GestorDocument } from '@tramites/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { groupDocuments, toPanelDocument } from '../gestor-documents.ts';
import { DocumentGroupCard } from './document-group-card.tsx';

const REQUEST = '76672c7c-1111-2222-3333-444444444444';

const document = {
  id: 'doc-1',
  status: 'pending',
  client_name: 'Ana López',
  tramite_name: 'Acta de nacimiento',
  tramite_request_id: REQUEST,
  folio: 'TMX-2026-000016',
  required_document_name: 'CURP',
  current_filename: 'curp.pdf',
  file_size: 2048,
  created_at: new Date().toISOString(),
  reviewed_at: null,
} as GestorDocument;

afterEach(cleanup);

describe('DocumentGroupCard', () => {
  it('names the solicitud by its folio, as the client quotes it, not by its internal id', () => {
    const [group] = groupDocuments([toPanelDocument(document)]);
    render(
      <MemoryRouter>
        <DocumentGroupCard
          group={group!}
          isExpanded={false}
          onToggleExpanded={() => {}}
          isSelectionMode={false}
          selection={new Set()}
          onToggleSelected={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('TMX-2026-000016')).toBeTruthy();
    expect(screen.queryByText(/#76672c7c/)).toBeNull();
  });
});
