import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Header } from '../../components/layout/header.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';

// Signed-in only, so in their own chunks: the public pages' first load stays small (DESIGN 7).
const LiveSession = lazy(() => import('../live/live-session.tsx').then((m) => ({ default: m.LiveSession })));
const VerifyEmailBanner = lazy(() =>
  import('../../features/email/components/verify-email-banner.tsx').then((m) => ({
    default: m.VerifyEmailBanner,
  })),
);
const RequiredActionsCount = lazy(() =>
  import('../../features/requests/components/required-actions.tsx').then((m) => ({
    default: m.RequiredActionsCount,
  })),
);
const WorkQueueCount = lazy(() =>
  import('../../features/work-queue/components/work-queue-count.tsx').then((m) => ({
    default: m.WorkQueueCount,
  })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function RootLayout() {
  const navigation = useNavigation();
  const { isAuthenticated, user } = useAuth();
  const isNavigating = navigation.state === 'loading';
  return (
    <div className="flex min-h-dvh flex-col">
      {isNavigating ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label="Cargando página"
        />
      ) : null}
      <Header
        queueCount={
          isAuthenticated && (user?.role === 'gestor' || user?.role === 'admin') ? (
            <Suspense fallback={null}>
              <WorkQueueCount />
            </Suspense>
          ) : null
        }
        notificationCenter={
          isAuthenticated ? (
            <>
              {user?.role === 'cliente' ? (
                <Suspense fallback={null}>
                  <RequiredActionsCount dashboardHref={paths.dashboard.href()} />
                </Suspense>
              ) : null}
              <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
            </>
          ) : null
        }
      />
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <LiveSession />
        </Suspense>
      ) : null}
      {isAuthenticated && user?.email_verified === false && user.email ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={user.email} />
        </Suspense>
      ) : null}
      <main id="contenido" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration
        // Every full page load starts with the key "default": key it by path then, so one page's
        // saved position is never applied to another.
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
