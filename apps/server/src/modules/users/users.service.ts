import type { User } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { publishAccountChange } from '../live/live-events.service.ts';
import {
  findActiveAdmins,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  insertUser,
  type NewUser,
  type UserRow,
  updateUser,
} from './users.repository.ts';

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
    email_verified: row.emailVerifiedAt !== null,
    privacy_notice_version: row.privacyNoticeVersion,
  };
}

/** The public shape of the signed-in user (`GET /api/auth/me`): an actor is an active account. */
export const profileOf = (actor: Actor): User => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  phone: actor.phone,
  role: actor.role,
  is_active: true,
  is_approved: actor.isApproved,
  created_at: actor.createdAt.toISOString(),
  email_verified: actor.emailVerified,
  privacy_notice_version: actor.privacyNoticeVersion ?? null,
});

export const getUser = (db: DbOrTx, id: string): Promise<UserRow | undefined> => findUserById(db, id);

export const getUserByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  findUserByEmail(db, email);

export const createUser = (db: DbOrTx, values: NewUser): Promise<UserRow> => insertUser(db, values);

/** The owner's address verified, or changed through the link sent to it (issue 23: auth/email). */
export const setEmailOf = (
  tx: DbOrTx,
  id: string,
  values: { email?: string; emailVerifiedAt: Date; updatedAt: Date },
): Promise<UserRow> => updateUser(tx, id, values);

export const toActor = (user: UserRow): Actor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isApproved: user.isApproved,
  phone: user.phone,
  createdAt: user.createdAt,
  emailVerified: user.emailVerifiedAt !== null,
  privacyNoticeVersion: user.privacyNoticeVersion,
});

/**
 * The aviso's version the user accepted (issue 25: privacy/consents), written with its consent record; the
 * caller announces the account change so sessions read it again.
 */
export async function setPrivacyNoticeVersionOf(tx: DbOrTx, id: string, version: string): Promise<void> {
  await updateUser(tx, id, { privacyNoticeVersion: version, updatedAt: new Date() });
}

/** The actor behind a token: an active account, read on every request so deactivation takes effect at once. */
export async function findActiveActor(db: DbOrTx, id: string): Promise<Actor | null> {
  const user = await findUserById(db, id);
  if (!user?.isActive) {
    return null;
  }
  return toActor(user);
}

/** Several actors at once (the accounts behind open event streams); inactive ones are left out. */
export async function findActiveActors(db: DbOrTx, ids: string[]): Promise<Map<string, Actor>> {
  const rows = await findUsersByIds(db, ids);
  return new Map(rows.filter((row) => row.isActive).map((row) => [row.id, toActor(row)]));
}

export async function getUsers(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  return findUsersByIds(db, ids);
}

export async function listActiveAdmins(db: DbOrTx): Promise<UserRow[]> {
  return findActiveAdmins(db);
}

/**
 * PUT /api/auth/me: the person's own name and phone (the spec's registration rules, checked by the route).
 * Every instance reads the account again (its cached actor carries the name): the same announcement as
 * any account change.
 */
export async function updateOwnProfile(
  db: Database,
  actor: Actor,
  input: { name: string; phone: string },
): Promise<User> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateUser(tx, actor.id, {
      name: input.name,
      phone: input.phone,
      updatedAt: new Date(),
    });
    await publishAccountChange(tx, actor.id);
    return updated;
  });
  return toPublicUser(row);
}
