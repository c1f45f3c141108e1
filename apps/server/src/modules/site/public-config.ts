import type { PublicConfig } from '@tramites/shared';
import type { AppConfig } from '../../config.ts';

/** What the web shows about this deployment: the API answers it, and the prerendered pages carry it. */
export const publicConfigOf = (config: AppConfig): PublicConfig => ({
  demo_mode: config.demoMode,
  public_phone: config.publicPhone ?? null,
  public_whatsapp: config.publicWhatsapp ?? null,
});
