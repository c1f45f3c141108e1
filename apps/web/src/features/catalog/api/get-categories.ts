import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATEGORY_FETCH_MOBILE_ATTEMPTS,
  CATEGORY_FETCH_RETRY_STEP_MS,
  CATEGORY_FETCH_TIMEOUT_DESKTOP_MS,
  CATEGORY_FETCH_TIMEOUT_MOBILE_MS,
  type Category,
  MSG,
} from '@tramites/shared';
import { api, isApiError } from '../../../lib/api-client.ts';
import { isMobileDevice } from '../../../lib/device.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A category load failure, already carrying the spec's message (section 8) and how many tries were made. */
export class CategoriesLoadError extends Error {
  readonly attempts: number;

  constructor(message: string, attempts = 1) {
    super(message);
    this.name = 'CategoriesLoadError';
    this.attempts = attempts;
  }
}

/** Spec section 8: timeout, no data, not a list, TypeError (old browser), otherwise the default. */
function categoriesErrorMessage(error: unknown): string {
  if (error instanceof CategoriesLoadError) {
    return error.message;
  }
  if (isApiError(error) && error.isTimeout) {
    return MSG.categoriasTimeout;
  }
  if (error instanceof TypeError) {
    return MSG.categoriasCompat;
  }
  return MSG.categoriasError;
}

export interface FetchCategoriesOptions {
  isMobile?: boolean;
  signal?: AbortSignal;
  /** Injected by tests to skip the real waits. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt, raced against the category fetch's own timeout (the slower request is aborted). */
async function fetchCategoriesOnce(timeoutMs: number, outerSignal?: AbortSignal): Promise<Category[]> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outerSignal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CategoriesLoadError(MSG.categoriasTimeout));
    }, timeoutMs);
  });
  try {
    const data = await Promise.race([
      // The spec's attempts are the only retries: the api client's own one after a 503 would double them.
      api.get<unknown>('/categories', { signal: controller.signal, timeoutMs, retryOn503: false }),
      timeout,
    ]);
    if (data === null || data === undefined || data === '') {
      throw new CategoriesLoadError(MSG.categoriasSinDatos);
    }
    if (!Array.isArray(data)) {
      throw new CategoriesLoadError(MSG.categoriasFormato);
    }
    return data as Category[];
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', abort);
  }
}

/**
 * GET /api/categories with the spec's rules (section 7): 5 s timeout on desktop with one attempt;
 * 10 s on mobile with up to 3 attempts, waiting 1 s × attempt number between them.
 */
export async function fetchCategories(options: FetchCategoriesOptions = {}): Promise<Category[]> {
  const { isMobile = isMobileDevice(), signal, sleep = defaultSleep } = options;
  const attempts = isMobile ? CATEGORY_FETCH_MOBILE_ATTEMPTS : 1;
  const timeoutMs = isMobile ? CATEGORY_FETCH_TIMEOUT_MOBILE_MS : CATEGORY_FETCH_TIMEOUT_DESKTOP_MS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await fetchCategoriesOnce(timeoutMs, signal);
    } catch (error) {
      if (signal?.aborted) {
        throw error;
      }
      lastError = error;
      if (attempt < attempts) {
        await sleep(CATEGORY_FETCH_RETRY_STEP_MS * attempt);
      }
    }
  }
  throw new CategoriesLoadError(categoriesErrorMessage(lastError), attempts);
}

export const categoriesQueryKey = queryKeys.catalog;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => fetchCategories({ signal }),
    // The retries are the spec's own (mobile only), inside fetchCategories.
    retry: false,
  });

/** Loading, error (list emptied) and loaded states of spec section 4, with retry. */
export function useCategories() {
  const query = useQuery(categoriesQueryOptions());
  return {
    ...query,
    categories: query.isError ? [] : (query.data ?? []),
    errorMessage: query.isError ? categoriesErrorMessage(query.error) : null,
    attempts: query.error instanceof CategoriesLoadError ? query.error.attempts : 0,
  };
}
