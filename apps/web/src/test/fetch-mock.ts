import { vi } from 'vitest';

/** A JSON Response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchHandler = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

/** Replaces global fetch; every call goes to `handler` with the request URL. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve().then(() => handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
