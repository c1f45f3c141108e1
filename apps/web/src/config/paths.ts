/** Every route of the spec's route table (section 2), in one place. `href` builds a link with parameters. */
export const paths = {
  home: { path: '/', href: () => '/' },
  categorias: { path: '/categorias', href: () => '/categorias' },
  categoria: {
    path: '/categoria/:categoryId',
    href: (categoryId: number | string, tramiteId?: number | string) =>
      `/categoria/${categoryId}${tramiteId === undefined ? '' : `?tramite=${tramiteId}`}`,
  },
  /** A procedure's own page (issue 26): public, prerendered, the URL a client shares. */
  tramiteInfo: {
    path: '/tramite-info/:tramiteId',
    href: (tramiteId: number | string) => `/tramite-info/${tramiteId}`,
  },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  /** Password recovery (issue 23): asks for the e-mail, then the e-mailed link opens /restablecer. */
  recuperar: { path: '/recuperar', href: () => '/recuperar' },
  restablecer: {
    path: '/restablecer',
    href: (token?: string) => (token ? `/restablecer?token=${encodeURIComponent(token)}` : '/restablecer'),
  },
  /** The e-mailed link of a verification or an e-mail change (issue 23). */
  verificarCorreo: {
    path: '/verificar-correo',
    href: (token?: string) =>
      token ? `/verificar-correo?token=${encodeURIComponent(token)}` : '/verificar-correo',
  },
  /** The aviso de privacidad integral and the términos y condiciones (issue 25): public, prerendered. */
  privacidad: { path: '/privacidad', href: () => '/privacidad' },
  terminos: { path: '/terminos', href: () => '/terminos' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  /** Every role's own account (issue 23): profile, password, two-step sign-in, sessions, notices. */
  cuenta: { path: '/cuenta', href: () => '/cuenta' },
  improvedDashboard: { path: '/improved-dashboard', href: () => '/improved-dashboard' },
  admin: { path: '/admin', href: () => '/admin' },
  gestor: { path: '/gestor', href: () => '/gestor' },
  gestorAvanzado: { path: '/gestor-avanzado', href: () => '/gestor-avanzado' },
  solicitudes: { path: '/solicitudes', href: () => '/solicitudes' },
  solicitud: {
    path: '/solicitud/:solicitudId',
    href: (solicitudId: string | number) => `/solicitud/${solicitudId}`,
  },
  tramiteDocumentos: {
    path: '/tramite/:solicitudId/documentos',
    href: (solicitudId: string | number) => `/tramite/${solicitudId}/documentos`,
  },
  test: { path: '/test', href: () => '/test' },
  testLogin: { path: '/test-login', href: () => '/test-login' },
  newLogin: { path: '/new-login', href: () => '/new-login' },
  apiTest: { path: '/api-test', href: () => '/api-test' },
  standaloneLogin: { path: '/standalone-login', href: () => '/standalone-login' },
  completeTest: { path: '/complete-test', href: () => '/complete-test' },
} as const;
