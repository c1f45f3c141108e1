import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import {
  ApiError,
  api,
  MAX_RETRY_WAIT_MS,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './api-client.ts';

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

describe('api client on a 503 (the database briefly down)', () => {
  const unavailable = (retryAfter = '1', extraHeaders: Record<string, string> = {}) =>
    new Response(
      JSON.stringify({
        detail: 'El servicio no está disponible por un momento.',
        code: 'service_unavailable',
      }),
      {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter, ...extraHeaders },
      },
    );

  /** Answers each call with the next of `responses`. */
  const answers = (...responses: (() => Response)[]) => {
    let call = 0;
    return mockFetch(() => responses[Math.min(call++, responses.length - 1)]!());
  };

  it('sends a GET once more after Retry-After and returns its data: two calls', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(
      () => unavailable('2'),
      () => jsonResponse({ ok: true }),
    );
    const result = api.get('/x');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives the error when the second try is a 503 too, and never waits more than a few seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(() => unavailable('120'));
    const result = api.get('/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_WAIT_MS);
    expect(await result).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      detail: 'El servicio no está disponible por un momento.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a PUT, but never a POST (it may have been applied before the connection dropped)', async () => {
    vi.useFakeTimers();
    const putMock = answers(
      () => unavailable(),
      () => jsonResponse({ message: 'ok' }),
    );
    const put = api.put('/x', { a: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await put).toEqual({ message: 'ok' });
    expect(putMock).toHaveBeenCalledTimes(2);
    expect(putMock.mock.calls[1]![1]?.body).toBe('{"a":1}');

    const postMock = answers(
      () => unavailable(),
      () => jsonResponse({ id: 1 }),
    );
    expect(await api.post('/x', { a: 1 }).catch((caught: unknown) => caught)).toMatchObject({ status: 503 });
    expect(postMock).toHaveBeenCalledTimes(1);
  });

  it('retries a POST the server marks as not applied (refused at the token check)', async () => {
    vi.useFakeTimers();
    const postMock = answers(
      () => unavailable('1', { 'X-Not-Applied': '1' }),
      () => jsonResponse({ id: 1 }),
    );
    const post = api.post('/x', { a: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await post).toEqual({ id: 1 });
    expect(postMock).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the caller aborts', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(
      () => unavailable('2'),
      () => jsonResponse({ ok: true }),
    );
    const controller = new AbortController();
    const result = api.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await result).not.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
