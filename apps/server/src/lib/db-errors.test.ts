import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08003',
    '08006',
    '08P01',
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
  ])('knows %s as a connection-class failure', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('looks inside what Drizzle and Node wrap', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P01')))).toBe(true);
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it("knows node-postgres's messages for a lost connection", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an invalid value', withCode('22P02')],
    ['a missing table, wrapped', new DrizzleQueryError('select 1', [], withCode('42P01'))],
    ['a plain error', new Error('boom')],
    ['a string', '57P01'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
