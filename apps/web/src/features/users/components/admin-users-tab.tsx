import { type AdminUser, ROLE_LABELS, ROLES, type Role } from '@tramites/shared';
import { ChevronDown, KeyRound, ShieldOff, UserCheck, UserCog, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { PagedList } from '../../../components/paged-list.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import type { UserStatusFilter } from '../api/user-keys.ts';
import { AccountActiveButton } from './account-active-button.tsx';
import { type UserAction, UserActionDialog } from './user-action-dialog.tsx';

const PAGE_SIZE = 20;

const STATUS_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
  { value: 'pendientes', label: 'Gestores pendientes' },
];

export const OWN_ACCOUNT_NOTE = 'Es tu cuenta: otro administrador tendría que cambiar tu rol o desactivarla.';

export const isPendingGestor = (user: Pick<AdminUser, 'role' | 'is_approved' | 'is_active'>) =>
  user.role === 'gestor' && !user.is_approved && user.is_active;

export interface AdminUsersTabProps {
  /** The signed-in admin: their own row cannot be demoted or deactivated. */
  currentUserId: string;
  /** A client's solicitudes (solicitudes feature), shown when a row is expanded. */
  renderUserSolicitudes: (user: AdminUser) => ReactNode;
}

/** Users: search, role and status filters, approve gestores, change role, (de)activate, their solicitudes. */
export function AdminUsersTab({ currentUserId, renderUserSolicitudes }: AdminUsersTabProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [status, setStatus] = useState<UserStatusFilter | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<UserAction | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on the first page.
  useEffect(() => setPage(1), [debouncedSearch, role, status]);

  const users = useAdminUsers({
    search: debouncedSearch || undefined,
    role,
    status,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pending = users.data?.pending_gestores ?? 0;
  const isFiltered = Boolean(debouncedSearch || role || status);

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h2 className="font-semibold text-lg text-slate-900">Usuarios</h2>
        <p className="text-slate-600 text-sm">
          Clientes, gestores y administradores: aprueba gestores, cambia roles y activa o desactiva cuentas.
        </p>
      </div>

      {pending > 0 && status !== 'pendientes' ? (
        <Alert
          tone="warning"
          title={`${formatInteger(pending)} ${pending === 1 ? 'gestor espera' : 'gestores esperan'} aprobación`}
        >
          <p>Hasta que los apruebes no ven casos ni reciben solicitudes.</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => {
              setRole(undefined);
              setStatus('pendientes');
            }}
          >
            Ver gestores pendientes
          </Button>
        </Alert>
      ) : null}

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <legend className="sr-only">Filtrar usuarios</legend>
          <SearchField
            id={`${id}-buscar`}
            label="Buscar usuario"
            placeholder="Nombre, correo o teléfono"
            autoComplete="off"
            maxLength={100}
            value={search}
            onValueChange={setSearch}
          />
          <Field id={`${id}-rol`} label="Rol">
            <Select
              id={`${id}-rol`}
              value={role ?? ''}
              onChange={(event) => setRole((event.target.value || undefined) as Role | undefined)}
            >
              <option value="">Todos los roles</option>
              <SelectOptions values={ROLES} labels={ROLE_LABELS} />
            </Select>
          </Field>
          <Field id={`${id}-estado`} label="Estado de la cuenta">
            <Select
              id={`${id}-estado`}
              value={status ?? ''}
              onChange={(event) =>
                setStatus((event.target.value || undefined) as UserStatusFilter | undefined)
              }
            >
              <option value="">Todas</option>
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === 'pendientes' && pending > 0
                    ? `${option.label} (${formatInteger(pending)})`
                    : option.label}
                </option>
              ))}
            </Select>
          </Field>
        </fieldset>
      </Card>

      <QueryList
        query={users}
        skeleton={<ListSkeleton label="Cargando usuarios" count={4} itemClassName="h-24 w-full rounded-xl" />}
        error={{ title: 'Error cargando usuarios' }}
        isEmpty={(data) => data.users.length === 0}
        empty={
          <EmptyState
            icon={Users}
            title={
              status === 'pendientes'
                ? 'No hay gestores pendientes de aprobación'
                : isFiltered
                  ? 'No hay usuarios que coincidan con los filtros'
                  : 'Todavía no hay usuarios'
            }
          />
        }
      >
        {(data) => (
          <PagedList
            label="Usuarios"
            items={data.users}
            itemKey={(user) => user.id}
            renderItem={(user) => (
              <UserCard
                user={user}
                isSelf={user.id === currentUserId}
                onAction={(kind) => setAction({ kind, user })}
                renderSolicitudes={renderUserSolicitudes}
              />
            )}
            query={users}
            pagination={{
              page,
              pageSize: PAGE_SIZE,
              total: data.total,
              onPageChange: setPage,
              noun: 'usuarios',
            }}
          />
        )}
      </QueryList>

      <UserActionDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}

function UserCard({
  user,
  isSelf,
  onAction,
  renderSolicitudes,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (kind: UserAction['kind']) => void;
  renderSolicitudes: (user: AdminUser) => ReactNode;
}) {
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const noteId = `${id}-propia`;
  const panelId = `${id}-solicitudes`;
  const pendingApproval = isPendingGestor(user);
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold text-slate-900">{user.name}</span>
            <RoleBadge role={user.role} />
            {user.is_active ? null : <Badge tone="danger">Inactiva</Badge>}
            {pendingApproval ? <Badge tone="warning">Pendiente de aprobación</Badge> : null}
            {isSelf ? <Badge tone="neutral">Tú</Badge> : null}
          </p>
          <p className="break-all text-slate-600 text-sm">
            {user.email}
            {user.phone ? ` · ${user.phone}` : ''}
          </p>
          <p className="text-slate-500 text-xs">
            Alta el {formatDate(user.created_at)}
            {user.role === 'gestor'
              ? ` · ${formatInteger(user.current_assignments)} de ${formatInteger(user.max_concurrent)} casos abiertos`
              : ''}
          </p>
          {isSelf ? (
            <p id={noteId} className="text-slate-600 text-xs">
              {OWN_ACCOUNT_NOTE}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {pendingApproval ? (
            <Button
              size="sm"
              onClick={() => onAction('approve')}
              leftIcon={<UserCheck className="size-4" aria-hidden="true" />}
              aria-label={`Aprobar a ${user.name}`}
            >
              Aprobar
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onAction('role')}
            disabled={isSelf}
            aria-describedby={isSelf ? noteId : undefined}
            leftIcon={<UserCog className="size-4" aria-hidden="true" />}
            aria-label={`Cambiar rol de ${user.name}`}
          >
            Cambiar rol
          </Button>
          {user.role === 'gestor' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction('two_factor_reset')}
              leftIcon={<ShieldOff className="size-4" aria-hidden="true" />}
              aria-label={`Restablecer verificación en dos pasos de ${user.name}`}
            >
              Restablecer verificación
            </Button>
          ) : null}
          {user.is_active ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction('password_reset')}
              leftIcon={<KeyRound className="size-4" aria-hidden="true" />}
              aria-label={`Enviar enlace de contraseña a ${user.name}`}
            >
              Enviar enlace de contraseña
            </Button>
          ) : null}
          <AccountActiveButton
            name={user.name}
            isActive={user.is_active}
            onClick={() => onAction('active')}
            disabled={isSelf}
            describedBy={isSelf ? noteId : undefined}
          />
        </div>
      </div>
      {user.requests_count > 0 ? (
        <div className="mt-3 border-slate-100 border-t pt-3">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? panelId : undefined}
            onClick={() => setIsExpanded((value) => !value)}
            className="inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:text-brand-900"
          >
            <ChevronDown
              className={
                isExpanded ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'
              }
              aria-hidden="true"
            />
            {isExpanded ? 'Ocultar solicitudes' : 'Ver solicitudes'} ({formatInteger(user.requests_count)})
          </button>
          {isExpanded ? (
            <div id={panelId} className="mt-3">
              {renderSolicitudes(user)}
            </div>
          ) : null}
        </div>
      ) : user.role === 'cliente' ? (
        <p className="mt-3 border-slate-100 border-t pt-3 text-slate-500 text-sm">Sin solicitudes</p>
      ) : null}
    </Card>
  );
}
