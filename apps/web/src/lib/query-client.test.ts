import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const retryOf = () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') {
    throw new Error('retry is a function');
  }
  return retry;
};
const apiError = (status: number) => new ApiError({ status, detail: 'x' });

describe('query retries', () => {
  it('retries network trouble and a 500 once, never a 4xx', () => {
    const retry = retryOf();
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, apiError(500))).toBe(true);
    expect(retry(1, apiError(500))).toBe(false);
    expect(retry(0, apiError(404))).toBe(false);
  });

  it('does not retry a 503: the api client already tried again after its Retry-After', () => {
    expect(retryOf()(0, apiError(503))).toBe(false);
  });
});
