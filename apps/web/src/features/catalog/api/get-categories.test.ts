import { MSG } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { CategoriesLoadError, fetchCategories } from './get-categories.ts';

const noWait = vi.fn(async (_ms: number) => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  noWait.mockClear();
});

async function loadError(promise: Promise<unknown>): Promise<CategoriesLoadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CategoriesLoadError);
  return error as CategoriesLoadError;
}

describe('fetchCategories (spec sections 7 and 8)', () => {
  it('returns the list', async () => {
    mockFetch(() => jsonResponse([{ id: 1, name: 'IMSS' }]));
    await expect(fetchCategories({ isMobile: false })).resolves.toEqual([{ id: 1, name: 'IMSS' }]);
  });

  it('maps an empty body to "no data"', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    expect((await loadError(fetchCategories({ isMobile: false }))).message).toBe(MSG.categoriasSinDatos);
  });

  it('maps a non-list to "invalid format"', async () => {
    mockFetch(() => jsonResponse({ categories: [] }));
    expect((await loadError(fetchCategories({ isMobile: false }))).message).toBe(MSG.categoriasFormato);
  });

  it('maps a server error to the default message', async () => {
    mockFetch(() => jsonResponse({ detail: 'Error interno' }, 500));
    expect((await loadError(fetchCategories({ isMobile: false }))).message).toBe(MSG.categoriasError);
  });

  it('gives up after 5 s on desktop with one attempt', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(() => new Promise<Response>(() => {}));
    const result = loadError(fetchCategories({ isMobile: false, sleep: noWait }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.message).toBe(MSG.categoriasTimeout);
    expect(error.attempts).toBe(1);
  });

  it('tries 3 times on mobile, waiting 1 s × attempt between tries', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: 'Error interno' }, 503));
    const error = await loadError(fetchCategories({ isMobile: true, sleep: noWait }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([1_000, 2_000]);
    expect(error.attempts).toBe(3);
  });

  it('succeeds on a later mobile attempt', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls < 2 ? jsonResponse({ detail: 'x' }, 502) : jsonResponse([]);
    });
    await expect(fetchCategories({ isMobile: true, sleep: noWait })).resolves.toEqual([]);
  });
});
