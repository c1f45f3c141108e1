import { describe, expect, it } from 'vitest';
import { auditChanges, EMPTY_VALUE, formatAuditValue } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, in words', () => {
    const changes = auditChanges({
      before: { name: 'Actas', is_visible: true, color: 'blue', estimated_procedures: 3, id: 4 },
      after: {
        name: 'Actas del registro civil',
        is_visible: false,
        color: 'blue',
        estimated_procedures: 3,
        id: 4,
      },
    });
    expect(changes).toEqual([
      { field: 'name', label: 'Nombre', before: 'Actas', after: 'Actas del registro civil' },
      { field: 'is_visible', label: 'Visible', before: 'Sí', after: 'No' },
    ]);
  });

  it('shows what a creation set, leaving out empty values', () => {
    const changes = auditChanges({
      before: null,
      after: {
        name: 'Permiso',
        fixed_price: 1250,
        price_type: 'fijo',
        vigencia: null,
        required_documents: [],
      },
    });
    expect(changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Nombre', EMPTY_VALUE, 'Permiso'],
      ['Precio fijo', EMPTY_VALUE, '$1,250.00'],
      ['Tipo de precio', EMPTY_VALUE, 'Precio fijo'],
    ]);
  });

  it('names statuses, roles, colours and categories', () => {
    expect(auditChanges({ before: { status: 'en_proceso' }, after: { status: 'completado' } })).toEqual([
      { field: 'status', label: 'Estado', before: 'En proceso', after: 'Completado' },
    ]);
    expect(formatAuditValue('role', 'gestor')).toBe('Gestor');
    expect(formatAuditValue('color', 'rose')).toBe('Frambuesa');
    expect(formatAuditValue('category_id', 5, { categoryNames: new Map([[5, 'Pasaportes']]) })).toBe(
      'Pasaportes',
    );
    expect(formatAuditValue('required_documents', ['INE', 'CURP'])).toBe('INE, CURP');
  });

  it('reads a new order by position, with names when it has them', () => {
    const names = new Map([
      [1, 'Actas'],
      [2, 'Pasaportes'],
    ]);
    const [change] = auditChanges(
      {
        before: {
          order: [
            { id: 1, order: 0 },
            { id: 2, order: 1 },
          ],
        },
        after: {
          order: [
            { id: 1, order: 1 },
            { id: 2, order: 0 },
          ],
        },
      },
      { orderNames: names },
    );
    expect(change).toMatchObject({ label: 'Orden', before: 'Actas, Pasaportes', after: 'Pasaportes, Actas' });
    expect(formatAuditValue('order', [{ id: 9, order: 0 }])).toBe('#9');
  });
});

describe('form templates in the audit log', () => {
  it('lists a form’s fields by name and type, not as JSON', () => {
    expect(
      auditChanges({
        before: null,
        after: {
          name: 'Formulario de actas',
          version: 2,
          fields: [
            { name: 'curp', type: 'curp', required: true },
            { name: 'notas', type: 'textarea', required: false },
          ],
        },
      }),
    ).toEqual([
      { field: 'name', label: 'Nombre', before: '—', after: 'Formulario de actas' },
      { field: 'version', label: 'Versión', before: '—', after: '2' },
      {
        field: 'fields',
        label: 'Campos',
        before: '—',
        after: 'curp (CURP, obligatorio), notas (Texto largo)',
      },
    ]);
  });
});
