import { describe, expect, it } from 'vitest';
import { AuditQuerySchema } from '../admin/audit-schemas.ts';
import { LedgerFiltersSchema } from '../payments/ledger-schemas.ts';
import { SolicitudesQuerySchema } from '../requests/list-schemas.ts';
import { AdminUsersQuerySchema } from '../users/admin-schemas.ts';
import { WorkQueueQuerySchema } from '../work-queue/work-queue-schemas.ts';
import { UuidParamSchema, uuidSchema } from './safe-input.ts';

const id = 'e537f3df-0b1c-4c2d-8e3f-1a2b3c4d5e6f';

describe('uuids', () => {
  it('lower-cases a uuid of a body, a query or a path, so one id has one spelling', () => {
    expect(uuidSchema().parse(id.toUpperCase())).toBe(id);
    expect(UuidParamSchema.parse('E537F3DF-0B1C-4c2d-8E3F-1A2B3C4D5E6F')).toBe(id);
  });

  it('refuses what is not a uuid in a body or a query, with the given message', () => {
    const result = uuidSchema({ invalid: 'Solicitud inválida' }).safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Solicitud inválida');
  });
});

describe('optional query parameters of the lists', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('answer a bad value with the message of its filter, not the generic one', () => {
    expect(messages(SolicitudesQuerySchema.safeParse({ status: 'nope' }))).toEqual(['Estado inválido']);
    expect(messages(SolicitudesQuerySchema.safeParse({ cliente_id: 'x' }))).toEqual(['Cliente inválido']);
    expect(messages(AdminUsersQuerySchema.safeParse({ role: 'jefe' }))).toEqual(['Rol inválido']);
    expect(messages(AuditQuerySchema.safeParse({ entity: 'nada' }))).toEqual(['Entidad inválida']);
    expect(messages(LedgerFiltersSchema.safeParse({ status: 'x' }))).toEqual(['Estado de pago inválido']);
    expect(messages(WorkQueueQuerySchema.safeParse({ urgency: 'x' }))).toEqual(['Urgencia inválida']);
  });

  it('take an empty value (a cleared filter) as no filter, and keep a good one', () => {
    expect(SolicitudesQuerySchema.parse({ status: '', cliente_id: '' })).toMatchObject({
      status: undefined,
      cliente_id: undefined,
    });
    expect(AuditQuerySchema.parse({ from: '', to: '2026-11-27' })).toMatchObject({
      from: undefined,
      to: '2026-11-27',
    });
    expect(LedgerFiltersSchema.parse({ status: 'confirmado', folio: '' })).toMatchObject({
      status: 'confirmado',
      folio: undefined,
    });
  });
});
