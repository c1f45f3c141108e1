import { ROLE_LABELS } from '@tramites/shared';
import { FileCheck2, LogOut, Menu, UserRound, X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useIsHydrated } from '../../lib/use-is-hydrated.ts';
import { Button, ButtonLink } from '../ui/button.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 font-medium text-sm transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-3 font-medium text-base',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
  );

export interface HeaderProps {
  /** The signed-in user's notification centre (composed by the app): shown at every width. */
  notificationCenter?: ReactNode;
  /** Staff: the count after "Bandeja" (what waits on the gestoría), composed by the app. */
  queueCount?: ReactNode;
}

export function Header({ notificationCenter, queueCount }: HeaderProps) {
  const { user, isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A navigation or Escape closes the mobile menu.
  const [isMenuOpen, setMenuOpen] = useDisclosure({ toggleRef });

  const handleLogout = () => {
    setMenuOpen(false);
    void logout();
    navigate(paths.home.href());
  };

  const renderLinks = (linkClass: typeof navLinkClass) => (
    <>
      <NavLink to={paths.home.href()} end className={linkClass}>
        Inicio
      </NavLink>
      <NavLink to={paths.categorias.href()} className={linkClass}>
        Categorías
      </NavLink>
      {isAuthenticated ? (
        <NavLink to={paths.dashboard.href()} className={linkClass}>
          Dashboard
        </NavLink>
      ) : null}
      {isAuthenticated && (user?.role === 'gestor' || user?.role === 'admin') ? (
        // Issue 27: the gestor's one work queue, where their day happens.
        <NavLink to={paths.gestor.href()} className={linkClass}>
          Bandeja
          {queueCount}
        </NavLink>
      ) : null}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Saltar al contenido
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home.href()}
          className="flex items-center gap-2 rounded-lg font-bold text-lg text-slate-900"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <FileCheck2 className="size-5" aria-hidden="true" />
          </span>
          <span>
            Trámites <span className="text-brand-700">MX</span>
          </span>
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {renderLinks(navLinkClass)}
        </nav>

        <div className="flex items-center gap-1 md:gap-3">
          {isAuthenticated ? notificationCenter : null}
          <div className="hidden items-center gap-3 md:flex">
            {isAuthenticated && user ? (
              <>
                <div className="text-right leading-tight">
                  <p className="max-w-48 truncate font-medium text-slate-900 text-sm">Hola {user.name}</p>
                  <p
                    className="font-semibold text-brand-700 text-xs tracking-wide"
                    title={ROLE_LABELS[user.role]}
                  >
                    {user.role.toUpperCase()}
                  </p>
                </div>
                <ButtonLink to={paths.cuenta.href()} variant="ghost" size="sm">
                  <UserRound className="size-4" aria-hidden="true" />
                  Mi cuenta
                </ButtonLink>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={handleLogout}
                  leftIcon={<LogOut className="size-4" aria-hidden="true" />}
                >
                  Cerrar Sesión
                </Button>
              </>
            ) : (
              <>
                <ButtonLink to={paths.login.href()} variant="ghost" size="sm">
                  Iniciar Sesión
                </ButtonLink>
                <ButtonLink to={paths.register.href()} variant="primary" size="sm">
                  Registrarse
                </ButtonLink>
              </>
            )}
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-disabled={isHydrated ? undefined : true}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!isMenuOpen} className="border-slate-200 border-t bg-white md:hidden">
        {isMenuOpen ? (
          <div className="container-page space-y-4 py-4">
            <nav aria-label="Menú móvil" className="space-y-1">
              {renderLinks(mobileLinkClass)}
            </nav>
            <div className="border-slate-200 border-t pt-4">
              {isAuthenticated && user ? (
                <div className="space-y-3">
                  <div className="px-3">
                    <p className="font-medium text-slate-900">Hola {user.name}</p>
                    <p className="font-semibold text-brand-700 text-xs tracking-wide">
                      {user.role.toUpperCase()}
                    </p>
                  </div>
                  <ButtonLink to={paths.cuenta.href()} variant="outline" fullWidth>
                    <UserRound className="size-4" aria-hidden="true" />
                    Mi cuenta
                  </ButtonLink>
                  <Button
                    variant="outline"
                    fullWidth
                    onClick={handleLogout}
                    leftIcon={<LogOut className="size-4" aria-hidden="true" />}
                  >
                    Cerrar Sesión
                  </Button>
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <ButtonLink to={paths.login.href()} variant="outline">
                    Iniciar Sesión
                  </ButtonLink>
                  <ButtonLink to={paths.register.href()} variant="primary">
                    Registrarse
                  </ButtonLink>
                </div>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}
