import type { GestorDocument } from '@tramites/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  countUniqueSolicitudes,
  documentsCountLabel,
  filterByUrgency,
  groupDocuments,
  pruneSelection,
  runBatchReview,
  selectAllPending,
  toggleSelection,
  toPanelDocument,
} from './gestor-documents.ts';

const NOW = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

let sequence = 0;
function doc(overrides: Partial<GestorDocument> & { age?: number; hours?: number } = {}): GestorDocument {
  sequence += 1;
  const { age = 0, hours = 0, ...rest } = overrides;
  return {
    id: `doc-${sequence}`,
    status: 'pending',
    client_name: 'Ana López',
    tramite_name: 'Acta de nacimiento',
    tramite_request_id: 'aaaaaaaa-1111-2222-3333-444444444444',
    folio: 'TMX-2026-000001',
    required_document_name: 'CURP',
    current_filename: 'curp.pdf',
    file_size: 1_048_576,
    created_at: daysAgo(age, hours),
    reviewed_at: null,
    ...rest,
  };
}

const panel = (documents: GestorDocument[]) => documents.map((document) => toPanelDocument(document, NOW));

describe('urgency (spec section 4: > 7 días urgente, > 3 media)', () => {
  it('derives the age in whole days and the level from the shared thresholds', () => {
    const [fresh, three, four, seven, eight] = panel([
      doc({ age: 0 }),
      doc({ age: 3, hours: 23 }),
      doc({ age: 4 }),
      doc({ age: 7, hours: 5 }),
      doc({ age: 8 }),
    ]);
    expect([fresh, three, four, seven, eight].map((d) => d!.ageDays)).toEqual([0, 3, 4, 7, 8]);
    expect([fresh, three, four, seven, eight].map((d) => d!.urgency)).toEqual([
      'normal',
      'normal',
      'media',
      'media',
      'urgente',
    ]);
  });

  it('filters by urgency level, or keeps everything for "todos"', () => {
    const documents = panel([doc({ age: 1 }), doc({ age: 5 }), doc({ age: 10 }), doc({ age: 12 })]);
    expect(filterByUrgency(documents, 'todos')).toHaveLength(4);
    expect(filterByUrgency(documents, 'urgente').map((d) => d.ageDays)).toEqual([10, 12]);
    expect(filterByUrgency(documents, 'media').map((d) => d.ageDays)).toEqual([5]);
    expect(filterByUrgency(documents, 'normal').map((d) => d.ageDays)).toEqual([1]);
  });
});

describe('groupDocuments', () => {
  const solicitudA = 'aaaaaaaa-0000-0000-0000-000000000001';
  const solicitudB = 'bbbbbbbb-0000-0000-0000-000000000002';
  const solicitudC = 'cccccccc-0000-0000-0000-000000000003';

  it('groups by client + trámite + solicitud and counts per status', () => {
    const groups = groupDocuments(
      panel([
        doc({ tramite_request_id: solicitudA, age: 2, status: 'pending' }),
        doc({ tramite_request_id: solicitudA, age: 1, status: 'approved' }),
        doc({ tramite_request_id: solicitudA, age: 1, status: 'rejected' }),
        doc({ tramite_request_id: solicitudB, client_name: 'Beto Ruiz', tramite_name: 'RFC', age: 1 }),
      ]),
    );
    expect(groups).toHaveLength(2);
    const [first] = groups;
    expect(first!.solicitudId).toBe(solicitudA);
    expect(first!.folio).toBe('TMX-2026-000001');
    expect(first!.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect(first!.documents).toHaveLength(3);
  });

  it('keeps two solicitudes of the same client and trámite apart', () => {
    const groups = groupDocuments(
      panel([doc({ tramite_request_id: solicitudA }), doc({ tramite_request_id: solicitudB })]),
    );
    expect(groups.map((group) => group.solicitudId).sort()).toEqual([solicitudA, solicitudB]);
  });

  it('sorts groups by the age of their oldest document, oldest first', () => {
    const groups = groupDocuments(
      panel([
        doc({ tramite_request_id: solicitudA, age: 2 }),
        doc({ tramite_request_id: solicitudB, age: 1 }),
        doc({ tramite_request_id: solicitudB, age: 9 }),
        doc({ tramite_request_id: solicitudC, age: 5 }),
      ]),
    );
    expect(groups.map((group) => [group.solicitudId, group.oldestAgeDays])).toEqual([
      [solicitudB, 9],
      [solicitudC, 5],
      [solicitudA, 2],
    ]);
  });

  it('takes the worst urgency of its documents and lists the oldest document first', () => {
    const [group] = groupDocuments(
      panel([
        doc({ tramite_request_id: solicitudA, age: 1, required_document_name: 'INE' }),
        doc({ tramite_request_id: solicitudA, age: 8, required_document_name: 'Acta' }),
        doc({ tramite_request_id: solicitudA, age: 4, required_document_name: 'CURP' }),
      ]),
    );
    expect(group!.urgency).toBe('urgente');
    expect(group!.documents.map((d) => d.required_document_name)).toEqual(['Acta', 'CURP', 'INE']);
  });

  it('breaks ties in age by the earliest upload, so the order is stable', () => {
    const groups = groupDocuments(
      panel([
        doc({ tramite_request_id: solicitudA, age: 3, hours: 1 }),
        doc({ tramite_request_id: solicitudB, age: 3, hours: 5 }),
      ]),
    );
    expect(groups.map((group) => group.solicitudId)).toEqual([solicitudB, solicitudA]);
  });

  it('returns nothing for no documents', () => {
    expect(groupDocuments([])).toEqual([]);
  });
});

describe('counters and formatting', () => {
  it('counts unique solicitudes for the tab', () => {
    expect(
      countUniqueSolicitudes([
        doc({ tramite_request_id: 'r1' }),
        doc({ tramite_request_id: 'r1' }),
        doc({ tramite_request_id: 'r2' }),
      ]),
    ).toBe(2);
  });

  it('says how many documents were reviewed', () => {
    expect(documentsCountLabel(1, 'aprobado')).toBe('1 documento aprobado');
    expect(documentsCountLabel(3, 'aprobado')).toBe('3 documentos aprobados');
    expect(documentsCountLabel(2, 'rechazado')).toBe('2 documentos rechazados');
  });
});

describe('batch selection: only pending documents', () => {
  const pending = doc({ status: 'pending' });
  const approved = doc({ status: 'approved' });
  const rejected = doc({ status: 'rejected' });
  const other = doc({ status: 'pending' });

  it('"select all pending" takes only pending documents', () => {
    expect([...selectAllPending([pending, approved, rejected, other])]).toEqual([pending.id, other.id]);
  });

  it('toggling never adds a reviewed document, and removes a selected one', () => {
    expect(toggleSelection(new Set(), approved).size).toBe(0);
    expect(toggleSelection(new Set(), rejected).size).toBe(0);
    const selected = toggleSelection(new Set(), pending);
    expect([...selected]).toEqual([pending.id]);
    expect(toggleSelection(selected, pending).size).toBe(0);
  });

  it('drops ids that are no longer pending or no longer shown, and keeps the same set otherwise', () => {
    const selection = new Set([pending.id, other.id]);
    expect(pruneSelection(selection, [pending, other])).toBe(selection);
    const afterReview = pruneSelection(selection, [{ ...pending, status: 'approved' }, other]);
    expect([...afterReview]).toEqual([other.id]);
    expect([...pruneSelection(selection, [pending])]).toEqual([pending.id]);
  });
});

describe('runBatchReview', () => {
  it('sends nothing when nothing is selected', async () => {
    const review = vi.fn(async () => ({}));
    await expect(runBatchReview([], { status: 'approved', review_notes: 'x' }, review)).resolves.toEqual({
      succeeded: [],
      failed: [],
    });
    expect(review).not.toHaveBeenCalled();
  });

  it('sends one review per document, in parallel, and reports failures without stopping', async () => {
    const started: string[] = [];
    const release: (() => void)[] = [];
    const review = vi.fn(
      (id: string) =>
        new Promise((resolve, reject) => {
          started.push(id);
          release.push(() => (id === 'b' ? reject(new Error('409')) : resolve({})));
        }),
    );
    const decision = { status: 'rejected', rejection_reason: 'Ilegible' } as const;
    const result = runBatchReview(['a', 'b', 'c', 'a'], decision, review);
    // All three calls are in flight before any answers: parallel, and duplicates collapse.
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const answer of release) {
      answer();
    }
    const outcome = await result;
    expect(review).toHaveBeenCalledWith('a', decision);
    expect(outcome.succeeded).toEqual(['a', 'c']);
    expect(outcome.failed.map(({ id }) => id)).toEqual(['b']);
  });
});
