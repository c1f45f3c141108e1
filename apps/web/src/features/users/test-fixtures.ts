import type { AdminUser, GestorWorkload } from '@tramites/shared';

/** Fixtures of the users and gestores tabs' tests: one copy, not one per file. */

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
export const GESTOR_ID = '00000000-0000-4000-8000-000000000002';
export const CLIENT_ID = '00000000-0000-4000-8000-000000000003';

export const user = (id: string, name: string, extra: Partial<AdminUser>): AdminUser => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.mx`,
  phone: '5512345678',
  role: 'cliente',
  is_active: true,
  is_approved: true,
  created_at: '2026-01-10T12:00:00.000Z',
  email_verified: true,
  privacy_notice_version: null,
  requests_count: 0,
  max_concurrent: 10,
  current_assignments: 0,
  ...extra,
});

export const gestor = (extra: Partial<GestorWorkload>): GestorWorkload => ({
  gestor_id: GESTOR_ID,
  name: 'Jorge Ramírez',
  email: 'jorge@example.mx',
  is_approved: true,
  is_active: true,
  current_assignments: 3,
  max_concurrent: 10,
  workload_percentage: 30,
  ...extra,
});
