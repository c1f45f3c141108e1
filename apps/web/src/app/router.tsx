import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider, useSearchParams } from 'react-router';
import { FullPageLoader } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { DemoOnly, GuestOnly, RequireAuth, RequireRole } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './routes/errors/not-found-page.tsx';
import { RouteErrorPage } from './routes/errors/route-error-page.tsx';
import { HomePage } from './routes/home/home-page.tsx';

/** Every page but home is a lazy chunk (DESIGN 7: first load ≤ 170 KB gzipped). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const ADMIN_ONLY = 'Solo los administradores pueden acceder a este panel.';
const FORMS_ADMIN_ONLY = 'Solo los administradores pueden editar formularios.';
const STAFF_ONLY = 'Solo gestores y administradores pueden revisar documentos.';

/** /admin is for admins; its form editor (?tab=forms) has the spec's own one-line wording. */
function RequireAdmin() {
  const [searchParams] = useSearchParams();
  return searchParams.get('tab') === 'forms' ? (
    <RequireRole roles={['admin']} message={FORMS_ADMIN_ONLY} inline />
  ) : (
    <RequireRole roles={['admin']} message={ADMIN_ONLY} />
  );
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Errors render inside the layout, so the header stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: paths.categorias.path,
            lazy: lazyPage(
              () => import('./routes/catalog/categorias-page.tsx'),
              (m) => m.CategoriasPage,
            ),
          },
          {
            path: paths.categoria.path,
            lazy: lazyPage(
              () => import('./routes/catalog/categoria-page.tsx'),
              (m) => m.CategoriaPage,
            ),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: paths.login.path,
                lazy: lazyPage(
                  () => import('./routes/auth/login-page.tsx'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: paths.register.path,
                lazy: lazyPage(
                  () => import('./routes/auth/register-page.tsx'),
                  (m) => m.RegisterPage,
                ),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.dashboard.path,
                lazy: lazyPage(
                  () => import('./routes/dashboard/dashboard-page.tsx'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: paths.improvedDashboard.path,
                lazy: lazyPage(
                  () => import('./routes/dashboard/improved-dashboard-page.tsx'),
                  (m) => m.ImprovedDashboardPage,
                ),
              },
              {
                path: paths.solicitudes.path,
                lazy: lazyPage(
                  () => import('./routes/requests/solicitudes-page.tsx'),
                  (m) => m.SolicitudesPage,
                ),
              },
              {
                path: paths.solicitud.path,
                lazy: lazyPage(
                  () => import('./routes/requests/solicitud-detail-page.tsx'),
                  (m) => m.SolicitudDetailPage,
                ),
              },
              {
                path: paths.tramiteDocumentos.path,
                lazy: lazyPage(
                  () => import('./routes/requests/tramite-documentos-page.tsx'),
                  (m) => m.TramiteDocumentosPage,
                ),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.admin.path,
                    lazy: lazyPage(
                      () => import('./routes/admin/admin-page.tsx'),
                      (m) => m.AdminPage,
                    ),
                  },
                ],
              },
              {
                // DESIGN 9.4: /gestor-avanzado is guarded like /gestor.
                element: <RequireRole roles={['gestor', 'admin']} message={STAFF_ONLY} inline />,
                children: [
                  {
                    path: paths.gestor.path,
                    lazy: lazyPage(
                      () => import('./routes/gestor/gestor-page.tsx'),
                      (m) => m.GestorPage,
                    ),
                  },
                  {
                    path: paths.gestorAvanzado.path,
                    lazy: lazyPage(
                      () => import('./routes/gestor/gestor-page.tsx'),
                      (m) => m.GestorPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            // Debug and test pages: demo mode only, otherwise 404 (DESIGN 9.4).
            element: <DemoOnly />,
            children: [
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: paths.test.path,
                    lazy: lazyPage(
                      () => import('./routes/demo/test-page.tsx'),
                      (m) => m.TestPage,
                    ),
                  },
                ],
              },
              {
                path: paths.testLogin.path,
                lazy: lazyPage(
                  () => import('./routes/demo/test-login-page.tsx'),
                  (m) => m.TestLoginPage,
                ),
              },
              {
                path: paths.newLogin.path,
                lazy: lazyPage(
                  () => import('./routes/demo/new-login-page.tsx'),
                  (m) => m.NewLoginPage,
                ),
              },
              {
                path: paths.apiTest.path,
                lazy: lazyPage(
                  () => import('./routes/demo/api-test-page.tsx'),
                  (m) => m.ApiTestPage,
                ),
              },
              {
                path: paths.standaloneLogin.path,
                lazy: lazyPage(
                  () => import('./routes/demo/standalone-login-page.tsx'),
                  (m) => m.StandaloneLoginPage,
                ),
              },
              {
                path: paths.completeTest.path,
                lazy: lazyPage(
                  () => import('./routes/demo/complete-test-page.tsx'),
                  (m) => m.CompleteTestPage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
