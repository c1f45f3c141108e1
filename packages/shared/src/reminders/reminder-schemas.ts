import { z } from 'zod';
import { REMINDER_KINDS } from './reminder-copy.ts';

/** PUT /api/solicitudes/{id}/reminders: the client pauses (an oposición to being chased) or resumes them. */
export const RemindersPauseSchema = z.object({
  paused: z.boolean({ error: 'paused debe ser verdadero o falso' }),
});
export type RemindersPause = z.infer<typeof RemindersPauseSchema>;

/** One reminder sent: what it chased and said, when, and who pressed the button (null: the schedule). */
export const ReminderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REMINDER_KINDS),
  summary: z.string(),
  sent_at: z.string(),
  sent_by_name: z.string().nullable(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/**
 * GET /api/solicitudes/{id}/reminders. Everyone who sees the request: whether the client paused reminders
 * and since when. Staff also get the reminders sent (newest first) and what one sent now would chase
 * (`pending`, null when the client owes nothing); for the client both are null.
 */
export const RemindersStateSchema = z.object({
  paused: z.boolean(),
  paused_at: z.string().nullable(),
  reminders: z.array(ReminderSchema).nullable(),
  pending: z.string().nullable(),
});
export type RemindersState = z.infer<typeof RemindersStateSchema>;
