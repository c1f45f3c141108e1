import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../lib/api-client.ts';

/** The panel's error titles (spec section 8), with the server's reason underneath. */
export const GESTOR_ERRORS = {
  cargando: '❌ Error cargando documentos',
  aprobando: '❌ Error aprobando documento',
  rechazando: '❌ Error rechazando documento',
  conexion: '❌ Error de conexión',
  lote: '❌ Error en aprobación en lote',
  loteRechazo: '❌ Error en rechazo en lote',
} as const;

/** A failed call: '❌ Error de conexión' when the server was not reached, otherwise `title`. */
export function toastGestorError(error: unknown, title: string) {
  if (isApiError(error) && error.isNetworkError) {
    toast.error(GESTOR_ERRORS.conexion, { description: error.detail });
    return;
  }
  toast.error(title, { description: errorMessage(error, 'Intenta de nuevo.') });
}
