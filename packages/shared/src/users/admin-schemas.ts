import { z } from 'zod';
import { optionalQueryParam, PG_INT_MAX, uuidSchema } from '../validation/safe-input.ts';
import { UserSchema } from './auth-schemas.ts';
import { ROLES } from './roles.ts';

export const USERS_ADMIN_MSG = {
  propioRol: 'No puedes quitarte el rol de administrador: pídeselo a otro administrador.',
  propiaCuenta: 'No puedes desactivar tu propia cuenta.',
  noEsGestorPendiente: 'Solo se aprueba a un gestor pendiente de aprobación.',
  capacidad: 'La capacidad debe ser un número entero entre 1 y 100',
  usuarioNoEncontrado: 'Usuario no encontrado',
  gestorDestino: 'Selecciona un gestor',
  mismoGestor: 'Elige un gestor distinto del actual',
} as const;

export const USER_STATUS_FILTERS = ['activos', 'inactivos', 'pendientes'] as const;

/** GET /api/admin/users?search=&role=&status=&limit=&offset= */
export const AdminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: optionalQueryParam(z.enum(ROLES, { error: 'Rol inválido' })),
  status: optionalQueryParam(z.enum(USER_STATUS_FILTERS, { error: 'Estado inválido' })),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});

export const AdminUserSchema = UserSchema.extend({
  requests_count: z.number().int(),
  max_concurrent: z.number().int(),
  current_assignments: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  /** Gestores waiting for approval, whatever the filters: the tab's badge. */
  pending_gestores: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** PUT /api/admin/users/{id}: any of role, is_active, max_concurrent. */
export const AdminUserUpdateSchema = z
  .object({
    role: z.enum(ROLES, { error: 'Rol inválido' }),
    is_active: z.boolean({ error: 'is_active debe ser verdadero o falso' }),
    max_concurrent: z.coerce
      .number({ error: USERS_ADMIN_MSG.capacidad })
      .int(USERS_ADMIN_MSG.capacidad)
      .min(1, USERS_ADMIN_MSG.capacidad)
      .max(100, USERS_ADMIN_MSG.capacidad),
    reason: z.string().trim().max(500),
  })
  .partial()
  .refine(
    (value) =>
      value.role !== undefined || value.is_active !== undefined || value.max_concurrent !== undefined,
    {
      message: 'Indica qué cambiar: role, is_active o max_concurrent',
    },
  );
export type AdminUserUpdateInput = z.input<typeof AdminUserUpdateSchema>;

/** What POST /api/admin/gestores/{id}/reassign-open answers. */
export const ReassignOpenResultSchema = z.object({ message: z.string(), reassigned: z.number().int() });
export type ReassignOpenResult = z.infer<typeof ReassignOpenResultSchema>;

/** POST /api/admin/gestores/{id}/reassign-open: every open request of a gestor to another one. */
export const ReassignOpenRequestsSchema = z.object({
  new_gestor_id: uuidSchema({
    required: USERS_ADMIN_MSG.gestorDestino,
    invalid: USERS_ADMIN_MSG.gestorDestino,
  }),
  reason: z.string().trim().max(500).optional().default(''),
});
