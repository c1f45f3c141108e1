import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './routes/errors/not-found-page.tsx';
import { RouteErrorPage } from './routes/errors/route-error-page.tsx';

/** Every page module, by file: each one a lazy chunk (DESIGN 7: the first load carries only its own page). */
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/*/*-page.tsx',
  '!./routes/errors/*',
]);

/** What the server needs of a matched page: the source file, to preload its chunk with the prerendered HTML. */
export interface PageHandle {
  module: string;
}

/**
 * A page loaded on demand: `file` under routes/ (no extension) and the component it exports. The handle
 * names the module as the build's `page-preloads.json` does (`src/app/routes/...`).
 */
function lazyPage(file: string, exportName: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) {
    throw new Error(`No existe la página routes/${file}.tsx`);
  }
  const handle: PageHandle = { module: `src/app/routes/${file}.tsx` };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (!Component) {
        throw new Error(`routes/${file}.tsx no exporta ${exportName}`);
      }
      return { Component };
    },
  };
}

/** Marks the layout of the demo-only pages: outside demo mode the server answers them with 404. */
export const DEMO_ONLY = { demoOnly: true } as const;

/** The guards wrap only pages that are lazy themselves: they load with them, never with the public pages. */
const guard = (pick: (guards: typeof import('./guards.tsx')) => ReactNode): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: pick(await import('./guards.tsx')) }),
});

const ADMIN_ONLY = 'Solo los administradores pueden acceder a este panel.';
const FORMS_ADMIN_ONLY = 'Solo los administradores pueden editar formularios.';
const STAFF_ONLY = 'Solo gestores y administradores pueden revisar documentos.';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Errors render inside the layout, so the header stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...lazyPage('home/home-page', 'HomePage') },
          {
            path: paths.categorias.path,
            ...lazyPage('catalog/categorias-page', 'CategoriasPage'),
          },
          {
            path: paths.categoria.path,
            ...lazyPage('catalog/categoria-page', 'CategoriaPage'),
          },
          {
            path: paths.tramiteInfo.path,
            ...lazyPage('catalog/tramite-info-page', 'TramiteInfoPage'),
          },
          {
            path: paths.privacidad.path,
            ...lazyPage('privacy/privacidad-page', 'PrivacidadPage'),
          },
          {
            path: paths.terminos.path,
            ...lazyPage('privacy/terminos-page', 'TerminosPage'),
          },
          {
            // Not for guests only: a reset link signs out whoever is signed in on this browser.
            path: paths.restablecer.path,
            ...lazyPage('auth/reset-password-page', 'ResetPasswordPage'),
          },
          {
            // Open to everyone: the link may be opened where nobody (or someone else) is signed in.
            path: paths.verificarCorreo.path,
            ...lazyPage('auth/verify-email-page', 'VerifyEmailPage'),
          },
          {
            ...guard(({ GuestOnly }) => <GuestOnly />),
            children: [
              {
                path: paths.login.path,
                ...lazyPage('auth/login-page', 'LoginPage'),
              },
              {
                path: paths.register.path,
                ...lazyPage('auth/register-page', 'RegisterPage'),
              },
              {
                path: paths.recuperar.path,
                ...lazyPage('auth/forgot-password-page', 'ForgotPasswordPage'),
              },
            ],
          },
          {
            ...guard(({ RequireAuth }) => <RequireAuth />),
            children: [
              {
                path: paths.dashboard.path,
                ...lazyPage('dashboard/dashboard-page', 'DashboardPage'),
              },
              {
                path: paths.cuenta.path,
                ...lazyPage('account/account-page', 'AccountPage'),
              },
              {
                path: paths.improvedDashboard.path,
                ...lazyPage('dashboard/improved-dashboard-page', 'ImprovedDashboardPage'),
              },
              {
                path: paths.solicitudes.path,
                ...lazyPage('requests/solicitudes-page', 'SolicitudesPage'),
              },
              {
                path: paths.solicitud.path,
                ...lazyPage('requests/solicitud-detail-page', 'SolicitudDetailPage'),
              },
              {
                path: paths.tramiteDocumentos.path,
                ...lazyPage('requests/tramite-documentos-page', 'TramiteDocumentosPage'),
              },
              {
                ...guard(({ RequireAdmin }) => (
                  <RequireAdmin message={ADMIN_ONLY} formsMessage={FORMS_ADMIN_ONLY} />
                )),
                children: [
                  {
                    path: paths.admin.path,
                    ...lazyPage('admin/admin-page', 'AdminPage'),
                  },
                ],
              },
              {
                // DESIGN 9.4: /gestor-avanzado is guarded like /gestor.
                ...guard(({ RequireRole }) => (
                  <RequireRole roles={['gestor', 'admin']} message={STAFF_ONLY} inline />
                )),
                children: [
                  {
                    path: paths.gestor.path,
                    ...lazyPage('gestor/gestor-page', 'GestorPage'),
                  },
                  {
                    path: paths.gestorAvanzado.path,
                    ...lazyPage('gestor/gestor-page', 'GestorPage'),
                  },
                ],
              },
            ],
          },
          {
            // Debug and test pages: demo mode only, otherwise 404 (DESIGN 9.4); the server reads the handle.
            ...guard(({ DemoOnly }) => <DemoOnly />),
            handle: DEMO_ONLY,
            children: [
              {
                ...guard(({ RequireAuth }) => <RequireAuth />),
                children: [
                  {
                    path: paths.test.path,
                    ...lazyPage('demo/test-page', 'TestPage'),
                  },
                ],
              },
              {
                path: paths.testLogin.path,
                ...lazyPage('demo/test-login-page', 'TestLoginPage'),
              },
              {
                path: paths.newLogin.path,
                ...lazyPage('demo/new-login-page', 'NewLoginPage'),
              },
              {
                path: paths.apiTest.path,
                ...lazyPage('demo/api-test-page', 'ApiTestPage'),
              },
              {
                path: paths.standaloneLogin.path,
                ...lazyPage('demo/standalone-login-page', 'StandaloneLoginPage'),
              },
              {
                path: paths.completeTest.path,
                ...lazyPage('demo/complete-test-page', 'CompleteTestPage'),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy pages `pathname` matches before the router starts, so the first render is the page
 * itself: the same markup the server prerendered (hydration), and no loader flash otherwise.
 */
export async function loadMatchedPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }
    }),
  );
}
