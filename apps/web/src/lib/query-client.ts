import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * Client errors (4xx) are answers, not glitches: retry only network trouble and 5xx, once. A 503 was
 * already tried again by the api client (after its Retry-After): not a third time here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 503)) {
            return false;
          }
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
