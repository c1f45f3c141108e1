import { isApiError } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';

/** The panel's error titles (spec section 8); the reason goes underneath (lib/notify.ts). */
export const GESTOR_ERRORS = {
  cargando: '❌ Error cargando documentos',
  aprobando: '❌ Error aprobando documento',
  rechazando: '❌ Error rechazando documento',
  conexion: '❌ Error de conexión',
  lote: '❌ Error en aprobación en lote',
  loteRechazo: '❌ Error en rechazo en lote',
} as const;

/** A failed call: '❌ Error de conexión' when the server was not reached, otherwise `title`. */
export function notifyGestorError(error: unknown, title: string) {
  notifyError(isApiError(error) && error.isNetworkError ? GESTOR_ERRORS.conexion : title, error);
}
