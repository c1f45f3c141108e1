import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, api, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api-client.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends the stored token as Bearer and JSON bodies', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await api.post('/tramites/request', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tramites/request');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns {detail, errors} into an ApiError', async () => {
    mockFetch(() =>
      jsonResponse(
        { detail: 'Datos inválidos', code: 'validation', errors: [{ field: 'email', message: 'x' }] },
        422,
      ),
    );
    const error = await api.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      detail: 'Datos inválidos',
      code: 'validation',
      hasServerDetail: true,
    });
    expect((error as ApiError).errors).toEqual([{ field: 'email', message: 'x' }]);
  });

  it('reports a network failure as status 0 in Spanish', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_MESSAGE });
  });

  it('times out after 10 s', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = api.get('/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 0, code: 'timeout', detail: TIMEOUT_ERROR_MESSAGE });
  });
});
