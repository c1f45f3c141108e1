import { z } from 'zod';
import { REQUEST_STATUSES } from '../requests/statuses.ts';

/** GET /api/admin/dashboard/stats (spec section 3, "Admin stats"). */
export const AdminDashboardStatsSchema = z.object({
  total_categories: z.number(),
  total_tramites: z.number(),
  total_requests: z.number(),
  pending_documents: z.number(),
  active_clients: z.number(),
  total_gestores: z.number(),
  gestores_pendientes_aprobacion: z.number(),
  pending_quotations: z.number(),
  completed_tramites: z.number(),
  recent_requests: z.array(
    z.object({
      id: z.string(),
      folio: z.string(),
      tramite_name: z.string(),
      client_name: z.string(),
      status: z.enum(REQUEST_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type AdminDashboardStats = z.infer<typeof AdminDashboardStatsSchema>;

/** GET /api/admin/gestores/workload → {gestores} (spec section 3, "Gestor workload"). */
export const GestorWorkloadSchema = z.object({
  gestor_id: z.string(),
  name: z.string(),
  email: z.string(),
  is_approved: z.boolean(),
  is_active: z.boolean(),
  current_assignments: z.number(),
  max_concurrent: z.number(),
  workload_percentage: z.number(),
});
export type GestorWorkload = z.infer<typeof GestorWorkloadSchema>;
export const GestorWorkloadListSchema = z.object({ gestores: z.array(GestorWorkloadSchema) });
export type GestorWorkloadList = z.infer<typeof GestorWorkloadListSchema>;

/** GET /api/admin/gestores/available-for-assignment → {gestores} (spec section 3, "Assignable gestor"). */
export const AssignableGestorSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  current_assignments: z.number(),
  max_concurrent: z.number(),
});
export type AssignableGestor = z.infer<typeof AssignableGestorSchema>;
export const AssignableGestorListSchema = z.object({ gestores: z.array(AssignableGestorSchema) });
export type AssignableGestorList = z.infer<typeof AssignableGestorListSchema>;
