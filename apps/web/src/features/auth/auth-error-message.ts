import { isApiError } from '../../lib/api-client.ts';

/**
 * Spec section 8: the server's `detail`, else the form's fallback ('Error de login' / 'Error de registro');
 * a network failure says so, and our own errors (e.g. 'Respuesta de login incompleta') keep their text.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    return error.hasServerDetail || error.isNetworkError ? error.detail : fallback;
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}
