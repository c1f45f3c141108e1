import { describe, expect, it } from 'vitest';
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
