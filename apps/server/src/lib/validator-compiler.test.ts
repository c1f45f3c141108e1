import { INPUT_MESSAGES } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validator-compiler.ts';

const validate = validatorCompiler({
  schema: z.object({ id: z.coerce.number(), items: z.array(z.object({ name: z.string() })).optional() }),
  method: 'POST',
  url: '/x',
  httpPart: 'body',
} as never) as (data: unknown) => {
  value?: unknown;
  error?: { errors?: { field: string; message: string }[] };
};

describe('validatorCompiler', () => {
  it('passes data without NUL characters on to the schema', () => {
    expect(validate({ id: '7', items: [{ name: 'acta' }] })).toEqual({
      value: { id: 7, items: [{ name: 'acta' }] },
    });
  });

  it('refuses a NUL character anywhere, naming where it was', () => {
    const fieldOf = (data: unknown) => validate(data).error?.errors?.[0];
    expect(fieldOf({ id: '1\u0000' })).toEqual({ field: 'id', message: INPUT_MESSAGES.caracteresInvalidos });
    expect(fieldOf({ id: '1', items: [{ name: 'a' }, { name: 'b\u0000' }] })?.field).toBe('items.1.name');
    expect(fieldOf({ id: '1', 'cla\u0000ve': 'x' })?.field).toBe('cla\u0000ve');
    expect(fieldOf('\u0000')?.field).toBe('body');
  });
});
