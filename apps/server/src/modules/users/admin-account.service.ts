import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { endSessionsOf } from './sessions.service.ts';
import { findUserByEmail, insertUser, updateUser } from './users.repository.ts';

/** The first admin of a real deployment holds every key: a longer password than a client's. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const CreateAdminSchema = z
  .object({
    email: z
      .email({ error: 'Indica un correo válido con --email' })
      .transform((value) => value.toLowerCase()),
    name: z.string({ error: 'Indica el nombre con --name' }).trim().min(2, 'Indica el nombre con --name'),
    password: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    const problem = input.password === undefined ? null : weakPasswordReason(input.password, input.email);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    }
  });

/** Why a password is too weak for an admin, or null. */
export function weakPasswordReason(password: string, email: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `La contraseña debe tener al menos ${ADMIN_PASSWORD_MIN_LENGTH} caracteres`;
  }
  if (!/[a-zA-Z]/.test(password) || !/\d/.test(password)) {
    return 'La contraseña debe combinar letras y números';
  }
  if (new Set(password).size < 5) {
    return 'La contraseña repite demasiado los mismos caracteres';
  }
  const localPart = email.split('@')[0] ?? '';
  if (localPart.length >= 4 && password.toLowerCase().includes(localPart)) {
    return 'La contraseña no debe contener el correo';
  }
  return null;
}

/**
 * `npm run create-admin`: creates the admin, or promotes the account with that e-mail (active, approved,
 * role admin; its password is kept). Returns what happened, in Spanish, for the terminal.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; name: string; password?: string },
): Promise<{ outcome: 'created' | 'promoted'; message: string }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.transaction(async (tx) => {
      await updateUser(tx, existing.id, {
        role: 'admin',
        isActive: true,
        isApproved: true,
        updatedAt: new Date(),
      });
      // A role change ends the account's sessions (issue 23): it signs in again, as an admin.
      await endSessionsOf(tx, existing.id);
    });
    return {
      outcome: 'promoted',
      message: `${existing.email} ahora es administrador (conserva su contraseña).`,
    };
  }
  if (input.password === undefined) {
    throw new Error('Falta la contraseña del nuevo administrador');
  }
  await insertUser(db, {
    email: input.email,
    name: input.name,
    role: 'admin',
    isApproved: true,
    // The person running the command owns the address: nothing to verify.
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(input.password),
  });
  return { outcome: 'created', message: `Administrador ${input.email} creado.` };
}
