import { PRIVACY_NOTICE_VERSION } from '@tramites/shared';
import { and, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_EXTRA_ACCOUNTS } from '../db/seed/index.ts';
import { recordConsent } from '../modules/privacy/consents.service.ts';

/**
 * Demo mode only, at every start: the demo accounts are people who already accepted the aviso in force (a new
 * version is accepted for them on the next start), so the demo opens on its pages and not on the aviso.
 * Accounts created in the demo go through the aviso like anyone's.
 */
export async function seedDemoConsents(db: Database): Promise<void> {
  const emails = [...DEMO_ACCOUNTS, ...DEMO_EXTRA_ACCOUNTS].map((account) => account.email);
  await db.transaction(async (tx) => {
    const accepted = await tx
      .update(users)
      .set({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION })
      .where(
        and(
          inArray(sql`lower(${users.email})`, emails),
          or(isNull(users.privacyNoticeVersion), ne(users.privacyNoticeVersion, PRIVACY_NOTICE_VERSION)),
        ),
      )
      .returning({ id: users.id });
    for (const { id } of accepted) {
      await recordConsent(tx, {
        userId: id,
        kind: 'aviso',
        granted: true,
        origin: { ip: null, userAgent: 'seed: cuenta demo' },
      });
    }
  });
}
