import { api } from '../../../lib/api-client.ts';

/** The demo accounts seeded in demo mode (DESIGN 3); shown on the test pages on purpose. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'cliente@demo.mx', role: 'cliente', label: 'Cliente' },
  { email: 'gestor@demo.mx', role: 'gestor', label: 'Gestor' },
  { email: 'admin@demo.mx', role: 'admin', label: 'Administrador' },
] as const;

export interface ConnectionResult {
  status: string;
  message: string;
  server_time: string;
}

export const testConnection = () => api.get<ConnectionResult>('/test/connection');

/** POST /api/test/create-users (no body); the result is shown raw. */
export const createTestUsers = () => api.post<unknown>('/test/create-users');

/** A few read-only endpoints to check from the API test page. */
export const ENDPOINT_CHECKS = [
  { label: 'Salud del servidor', path: '/health' },
  { label: 'Configuración pública', path: '/config/public' },
  { label: 'Categorías', path: '/categories' },
  { label: 'Mi perfil (requiere sesión)', path: '/auth/me' },
] as const;
