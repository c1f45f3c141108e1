import { z } from 'zod';
import { RegisterSchema } from './auth-schemas.ts';

/** One signed-in device of the user (GET /api/auth/sessions); `current` is the one asking. */
export const SessionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

/** How long sessions live unless SESSION_IDLE_DAYS / SESSION_MAX_DAYS say otherwise (issue 23). */
export const SESSION_IDLE_DAYS_DEFAULT = 14;
export const SESSION_MAX_DAYS_DEFAULT = 30;

/** PUT /api/auth/me: what a person may change of their own profile (the spec's rules of registration). */
export const ProfileUpdateSchema = RegisterSchema.pick({ name: true, phone: true });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
