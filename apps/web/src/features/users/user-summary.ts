import type { AdminUser } from '@tramites/shared';

/** What the dialogs need of an account (a users-tab row, or a gestor of the workload list). */
export type UserSummary = Pick<
  AdminUser,
  'id' | 'name' | 'email' | 'role' | 'is_active' | 'max_concurrent' | 'current_assignments'
>;
