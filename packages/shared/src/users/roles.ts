export const ROLES = ['cliente', 'gestor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when registering (spec section 6). */
export const SELF_REGISTER_ROLES = ['cliente', 'gestor'] as const;
export const ROLE_LABELS: Record<Role, string> = {
  cliente: 'Cliente',
  gestor: 'Gestor',
  admin: 'Administrador',
};
export const isStaff = (role: Role): boolean => role === 'gestor' || role === 'admin';

/** Where a user lands after signing in (spec section 2). */
export function landingPathFor(role: Role): string {
  if (role === 'admin') {
    return '/admin';
  }
  if (role === 'gestor') {
    return '/gestor';
  }
  return '/dashboard';
}
