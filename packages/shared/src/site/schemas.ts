import { z } from 'zod';

/** GET /api/config/public: what the web needs to know about this deployment. */
export const PublicConfigSchema = z.object({
  demo_mode: z.boolean(),
  public_phone: z.string().nullable(),
  public_whatsapp: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
