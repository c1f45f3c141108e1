import {
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuerySchema,
  type AdminUserUpdateSchema,
  USERS_ADMIN_MSG,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import { endSessionsOf } from './sessions.service.ts';
import {
  type AdminUserRow,
  countPendingGestores,
  listUsersForAdmin,
  lockUser,
  type UserRow,
  updateUser,
} from './users.repository.ts';
import { toPublicUser } from './users.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...toPublicUser(row),
  requests_count: row.requestsCount,
  max_concurrent: row.maxConcurrent,
  current_assignments: row.currentAssignments,
});

/** What the audit keeps of an account: never the password hash. */
const auditedUser = (row: UserRow) => ({
  role: row.role,
  is_active: row.isActive,
  is_approved: row.isApproved,
  max_concurrent: row.maxConcurrent,
});

async function loadAdminUser(db: Database, id: string): Promise<AdminUser> {
  const { rows } = await listUsersForAdmin(db, { id, limit: 1, offset: 0 });
  if (!rows[0]) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  return toAdminUser(rows[0]);
}

export async function listUsers(
  db: Database,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersPage> {
  const [{ rows, total }, pending] = await Promise.all([
    listUsersForAdmin(db, query),
    countPendingGestores(db),
  ]);
  return { users: rows.map(toAdminUser), total, pending_gestores: pending };
}

/**
 * PUT /api/admin/users/{id}: role, active, capacity. An admin never removes their own admin role nor
 * deactivates themselves (409): the panel must always keep someone able to undo a mistake.
 */
export async function updateUserByAdmin(
  db: Database,
  actor: Actor,
  id: string,
  input: z.output<typeof AdminUserUpdateSchema>,
): Promise<AdminUser> {
  if (!UUID.test(id)) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) {
      throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
    }
    if (id === actor.id && input.role !== undefined && input.role !== 'admin') {
      throw conflict(USERS_ADMIN_MSG.propioRol);
    }
    if (id === actor.id && input.is_active === false) {
      throw conflict(USERS_ADMIN_MSG.propiaCuenta);
    }
    const after = await updateUser(tx, id, {
      role: input.role,
      isActive: input.is_active,
      maxConcurrent: input.max_concurrent,
      updatedAt: new Date(),
    });
    await recordAdminChange(tx, actor, {
      entity: 'user',
      entityId: id,
      action: 'user_updated',
      before: auditedUser(before),
      after: auditedUser(after),
      reason: input.reason,
    });
    if (after.role !== before.role || after.isActive !== before.isActive) {
      // Every session of the account ends (issue 23): its tokens get 401 at once on every instance, and its
      // open live streams end. A reactivated account signs in again. The row's id: the path's may be
      // written in upper case.
      await endSessionsOf(tx, after.id);
    }
  });
  return loadAdminUser(db, id);
}

/** PUT /api/admin/users/{id}/approve: a pending gestor starts seeing cases and receiving assignments. */
export async function approveGestor(db: Database, actor: Actor, id: string): Promise<AdminUser> {
  if (!UUID.test(id)) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) {
      throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
    }
    if (before.role !== 'gestor' || before.isApproved) {
      throw conflict(USERS_ADMIN_MSG.noEsGestorPendiente);
    }
    const after = await updateUser(tx, id, { isApproved: true, updatedAt: new Date() });
    await recordAdminChange(tx, actor, {
      entity: 'user',
      entityId: id,
      action: 'gestor_approved',
      before: auditedUser(before),
      after: auditedUser(after),
    });
    // The sessions of the pending account end (issue 23): it signed up with a password alone, and a staff
    // member works only after the sign-in's steps (a 12-character password, two-step enrolment).
    await endSessionsOf(tx, after.id);
  });
  return loadAdminUser(db, id);
}
