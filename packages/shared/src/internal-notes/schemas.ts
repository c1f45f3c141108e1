import { z } from 'zod';
import { containsNul } from '../validation/safe-input.ts';

export const INTERNAL_NOTE_MAX_LENGTH = 2000;

export const INTERNAL_NOTE_MESSAGES = {
  vacia: 'La nota no puede estar vacía',
  larga: `La nota no puede tener más de ${INTERNAL_NOTE_MAX_LENGTH} caracteres`,
  caracteres: 'La nota contiene caracteres no permitidos',
  soloPersonal: 'Las notas internas son solo para el equipo de la gestoría',
} as const;

/** POST /api/solicitudes/{id}/internal-notes: what the staff-only note box sends. */
export const CreateInternalNoteSchema = z.object({
  body: z
    .string({ error: INTERNAL_NOTE_MESSAGES.vacia })
    .trim()
    .min(1, INTERNAL_NOTE_MESSAGES.vacia)
    .max(INTERNAL_NOTE_MAX_LENGTH, INTERNAL_NOTE_MESSAGES.larga)
    .refine((value) => !containsNul(value), INTERNAL_NOTE_MESSAGES.caracteres),
});
export type CreateInternalNoteInput = z.input<typeof CreateInternalNoteSchema>;

/**
 * A note on a request for staff only (issue 27): never in the client's chat, timeline, export,
 * notifications or live stream.
 */
export const InternalNoteSchema = z.object({
  id: z.string(),
  tramite_request_id: z.string(),
  body: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  author_role: z.string(),
  created_at: z.string(),
});
export type InternalNote = z.infer<typeof InternalNoteSchema>;
