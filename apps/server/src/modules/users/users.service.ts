import type { User } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { findUserByEmail, findUserById, insertUser, type NewUser, type UserRow } from './users.repository.ts';

export type { UserRow };

/** The public shape of a user: never the hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_active: row.isActive,
    is_approved: row.isApproved,
    created_at: row.createdAt.toISOString(),
  };
}

export const getUser = (db: DbOrTx, id: string): Promise<UserRow | undefined> => findUserById(db, id);

export const getUserByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  findUserByEmail(db, email);

export const createUser = (db: DbOrTx, values: NewUser): Promise<UserRow> => insertUser(db, values);

/** The actor behind a token: an active account, read on every request so deactivation takes effect at once. */
export async function findActiveActor(db: DbOrTx, id: string): Promise<Actor | null> {
  const user = await findUserById(db, id);
  if (!user?.isActive) {
    return null;
  }
  return { id: user.id, name: user.name, email: user.email, role: user.role, isApproved: user.isApproved };
}
