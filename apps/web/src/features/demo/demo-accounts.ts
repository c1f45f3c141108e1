/** The demo accounts seeded in demo mode (DESIGN 3); shown on the test pages on purpose. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'cliente@demo.mx', role: 'cliente', label: 'Cliente' },
  { email: 'gestor@demo.mx', role: 'gestor', label: 'Gestor' },
  { email: 'admin@demo.mx', role: 'admin', label: 'Administrador' },
] as const;

/** A few read-only endpoints to check from the API test page. */
export const ENDPOINT_CHECKS = [
  { label: 'Salud del servidor', path: '/health' },
  { label: 'Configuración pública', path: '/config/public' },
  { label: 'Categorías', path: '/categories' },
  { label: 'Mi perfil (requiere sesión)', path: '/auth/me' },
] as const;
