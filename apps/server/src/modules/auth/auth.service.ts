import { type LoginInput, MSG, type RegisterSchema, type User } from '@tramites/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenIssuer } from '../../lib/tokens.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './auth.repository.ts';

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

// Compared against when the email is unknown so both paths cost one argon2 verify (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

export async function registerUser(
  deps: { db: Database; tokens: TokenIssuer },
  input: z.output<typeof RegisterSchema>,
): Promise<{ token: string; user: User }> {
  if (await findUserByEmail(deps.db, input.email)) {
    throw conflict(MSG.emailDuplicado, 'email_taken');
  }
  const passwordHash = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await insertUser(deps.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: input.role,
      passwordHash,
      // A self-registered gestor waits for an admin's approval before seeing cases (DESIGN 9.5).
      isApproved: input.role !== 'gestor',
    });
  } catch (error) {
    // Two simultaneous registrations: the unique index decides.
    if (
      (error as { cause?: { code?: string } }).cause?.code === '23505' ||
      (error as { code?: string }).code === '23505'
    ) {
      throw conflict(MSG.emailDuplicado, 'email_taken');
    }
    throw error;
  }
  return { token: await deps.tokens.sign(row.id), user: toPublicUser(row) };
}

export async function loginUser(
  deps: { db: Database; tokens: TokenIssuer },
  input: LoginInput,
): Promise<{ token: string; user: User }> {
  const row = await findUserByEmail(deps.db, input.email);
  if (!row) {
    dummyHash ??= hashPassword('contraseña-que-no-existe');
    await verifyPassword(await dummyHash, input.password);
    throw unauthorized(MSG.credencialesInvalidas);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw unauthorized(MSG.credencialesInvalidas);
  }
  if (!row.isActive) {
    throw new AppError(403, MSG.cuentaInactiva, 'inactive');
  }
  return { token: await deps.tokens.sign(row.id), user: toPublicUser(row) };
}

export async function getProfile(db: Database, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) {
    throw unauthorized(MSG.tokenInvalido);
  }
  return toPublicUser(row);
}
