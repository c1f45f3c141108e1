import { z } from 'zod';

/** A plain confirmation: `{message}` in Spanish. */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

/** GET /api/health: 200 when the database answers. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthDownSchema = z.object({
  status: z.literal('error'),
  database: z.literal('error'),
  detail: z.string(),
});

/** GET /api/test/connection (demo mode). */
export const ConnectionTestSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  server_time: z.string(),
});
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

/** POST /api/test/create-users (demo mode): the demo accounts and their password. */
export const CreatedTestUsersSchema = z.object({
  message: z.string(),
  users: z.array(z.object({ email: z.string(), password: z.string(), role: z.string() })),
});
export type CreatedTestUsers = z.infer<typeof CreatedTestUsersSchema>;
