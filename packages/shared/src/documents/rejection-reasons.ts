import { z } from 'zod';
import { uuidSchema } from '../validation/safe-input.ts';

/**
 * Preset rejection reasons (issue 27): one click fills the reviewer's reason; admins edit the list. The
 * review endpoint still receives the reason as text, so an edited or archived preset never changes what a
 * client was already told.
 */
export const REJECTION_REASON_MAX_LENGTH = 200;

export const REJECTION_REASON_MSG = {
  motivoRequerido: 'Escribe el motivo',
  motivoLargo: `El motivo no puede pasar de ${REJECTION_REASON_MAX_LENGTH} caracteres`,
  motivoDuplicado: 'Ya existe un motivo con ese texto',
  motivoNoEncontrado: 'Motivo de rechazo no encontrado',
  sinCambios: 'Indica el nuevo texto del motivo o si está activo',
  ordenIncompleto: 'El nuevo orden debe incluir cada motivo una sola vez',
  creado: 'Motivo de rechazo creado',
  actualizado: 'Motivo de rechazo actualizado',
  eliminado: 'Motivo de rechazo eliminado',
  archivado: 'El motivo ya se usó en documentos rechazados: quedó archivado y ya no se ofrece',
  ordenGuardado: 'Orden de los motivos guardado',
} as const;

export const RejectionReasonLabelSchema = z
  .string({ error: REJECTION_REASON_MSG.motivoRequerido })
  .trim()
  .min(1, REJECTION_REASON_MSG.motivoRequerido)
  .max(REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_MSG.motivoLargo);

/** One preset as the API answers it; `active: false` is archived (kept for history, no longer offered). */
export const RejectionReasonPresetSchema = z.object({
  id: z.string(),
  label: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type RejectionReasonPreset = z.infer<typeof RejectionReasonPresetSchema>;

/** POST /api/admin/rejection-reasons */
export const RejectionReasonCreateSchema = z.object({ label: RejectionReasonLabelSchema });
export type RejectionReasonCreate = z.infer<typeof RejectionReasonCreateSchema>;

/** PUT /api/admin/rejection-reasons/{id}: a new text, or archive / restore (`active`). */
export const RejectionReasonUpdateSchema = z
  .object({
    label: RejectionReasonLabelSchema.optional(),
    active: z.boolean({ error: 'Indica si el motivo está activo (true o false)' }).optional(),
  })
  .refine((body) => body.label !== undefined || body.active !== undefined, {
    message: REJECTION_REASON_MSG.sinCambios,
    path: ['label'],
  });
export type RejectionReasonUpdate = z.infer<typeof RejectionReasonUpdateSchema>;

/** PUT /api/admin/rejection-reasons/reorder: every reason's id, in the new order. */
export const RejectionReasonReorderSchema = z.object({
  ids: z
    .array(uuidSchema(), { error: REJECTION_REASON_MSG.ordenIncompleto })
    .min(1, REJECTION_REASON_MSG.ordenIncompleto)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, REJECTION_REASON_MSG.ordenIncompleto),
});
export type RejectionReasonReorder = z.infer<typeof RejectionReasonReorderSchema>;

/** DELETE /api/admin/rejection-reasons/{id}: deleted, or archived when documents were rejected with it. */
export const RejectionReasonRemovalSchema = z.object({
  message: z.string(),
  archived: z.boolean(),
});
export type RejectionReasonRemoval = z.infer<typeof RejectionReasonRemovalSchema>;
