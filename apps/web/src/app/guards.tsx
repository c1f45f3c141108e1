import { needsPrivacyNoticeAcceptance, type Role } from '@tramites/shared';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext, useSearchParams } from 'react-router';
import { AccessDenied } from '../components/access-denied.tsx';
import { FullPageLoader } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { PrivacyNoticeGate } from '../features/privacy/components/privacy-notice-gate.tsx';
import { type SessionUser, useAuth } from '../lib/auth.tsx';
import { useDemoMode } from '../lib/public-config.ts';
import { NotFoundPage } from './routes/errors/not-found-page.tsx';

export const AUTH_CHECK_LABEL = 'Verificando autenticación...';

/** Where a page sent the user to sign in from (kept in the /login location state). */
export interface ReturnTo {
  pathname: string;
  search?: string;
}

export function readReturnTo(state: unknown): ReturnTo | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (from && typeof from === 'object' && typeof (from as ReturnTo).pathname === 'string') {
    const { pathname, search } = from as ReturnTo;
    // Only paths inside the app.
    return pathname.startsWith('/') && !pathname.startsWith('//') ? { pathname, search } : null;
  }
  return null;
}

export const returnToHref = (returnTo: ReturnTo) => `${returnTo.pathname}${returnTo.search ?? ''}`;

/**
 * Signed-in only: anonymous users go to /login and come back here afterwards. A client who has not accepted
 * the aviso de privacidad in force reads it first (issue 25), whatever page they asked for.
 */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <FullPageLoader label={AUTH_CHECK_LABEL} />;
  }
  if (status === 'anonymous') {
    const from: ReturnTo = { pathname: location.pathname, search: location.search };
    return <Navigate to={paths.login.href()} replace state={{ from }} />;
  }
  if (user && needsPrivacyNoticeAcceptance(user)) {
    return <PrivacyNoticeGate />;
  }
  return <Outlet />;
}

export interface RequireRoleProps {
  roles: Role[];
  message: string;
  /** The gestor panel's one-line wording ('Acceso Denegado - …'). */
  inline?: boolean;
}

/** Comfort only: the server enforces every role rule (DESIGN 6). */
export function RequireRole({ roles, message, inline = false }: RequireRoleProps) {
  const { user } = useAuth();
  if (!user || !roles.includes(user.role)) {
    return <AccessDenied message={message} inline={inline} />;
  }
  return <Outlet />;
}

/** How a guest page tells the guard where to go once the session starts. */
export interface GuestOutletContext {
  setRedirectAfterSignIn: (target: (user: SessionUser) => string) => void;
}

/**
 * /login and /register: a signed-in visitor goes to /dashboard. When the page itself just signed the
 * user in, it has told us the destination (role landing or the page that sent them) — one redirect,
 * decided here, so it never races with the page's own navigation.
 */
export function GuestOnly() {
  const { status, user } = useAuth();
  const redirectAfterSignIn = useRef<((user: SessionUser) => string) | null>(null);
  if (status === 'loading') {
    return <FullPageLoader label={AUTH_CHECK_LABEL} />;
  }
  if (status === 'authenticated' && user) {
    const target = redirectAfterSignIn.current?.(user) ?? paths.dashboard.href();
    return <Navigate to={target} replace />;
  }
  const context: GuestOutletContext = {
    setRedirectAfterSignIn: (target) => {
      redirectAfterSignIn.current = target;
    },
  };
  return <Outlet context={context} />;
}

export function useGuestOutletContext(): GuestOutletContext {
  return useOutletContext<GuestOutletContext>();
}

/** Debug and test pages exist only in demo mode; otherwise they are a 404 (DESIGN 9.4). */
export function DemoOnly() {
  const { isDemoMode, isLoading } = useDemoMode();
  if (isLoading) {
    return <FullPageLoader />;
  }
  return isDemoMode ? <Outlet /> : <NotFoundPage />;
}

/** /admin is for admins; its form editor (?tab=forms) has the spec's own one-line wording. */
export function RequireAdmin({ message, formsMessage }: { message: string; formsMessage: string }) {
  const [searchParams] = useSearchParams();
  return searchParams.get('tab') === 'forms' ? (
    <RequireRole roles={['admin']} message={formsMessage} inline />
  ) : (
    <RequireRole roles={['admin']} message={message} />
  );
}
