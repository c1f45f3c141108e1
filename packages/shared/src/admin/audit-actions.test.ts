import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel, isAuditAction } from './audit-actions.ts';

describe('audit actions', () => {
  it('gives every action its own Spanish label', () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(0);
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[action].trim(), action).not.toBe('');
      expect(auditActionLabel(action)).toBe(AUDIT_ACTION_LABELS[action]);
    }
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("reads an action it does not know (an older entry) as 'Actualización'", () => {
    expect(isAuditAction('quotation_sent')).toBe(true);
    expect(isAuditAction('renamed_action')).toBe(false);
    expect(isAuditAction('constructor')).toBe(false);
    expect(auditActionLabel('renamed_action')).toBe('Actualización');
    expect(auditActionLabel('toString')).toBe('Actualización');
  });

  it('keeps the words the screens show', () => {
    expect(auditActionLabel('created')).toBe('Solicitud creada');
    expect(auditActionLabel('documents_all_approved')).toBe('Documentos completos');
    expect(auditActionLabel('tramite_category_changed')).toBe('Trámite cambiado de categoría');
  });
});
