import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database, DbOrTx } from '../client.ts';
import {
  categories,
  formTemplates,
  formTemplateVersions,
  tramiteFormTemplates,
  tramites,
  users,
} from '../schema/index.ts';
import { SEED_CATEGORIES } from './catalog-data.ts';
import { buildSeedRequestForm, SEED_FORM_SOURCES } from './catalog-forms.ts';
import { SENSITIVE_TRAMITE_SLUGS } from './sensitive-tramites.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'cliente@demo.mx', name: 'María López (demo)', role: 'cliente', phone: '5512345678' },
  { email: 'gestor@demo.mx', name: 'Jorge Ramírez (demo)', role: 'gestor', phone: '5587654321' },
  { email: 'admin@demo.mx', name: 'Ana Torres (demo)', role: 'admin', phone: '5511223344' },
] as const;

/** Extra demo people so lists show more than one client and gestor (seeded with the sample requests). */
export const DEMO_EXTRA_ACCOUNTS = [
  { email: 'luis@demo.mx', name: 'Luis Hernández (demo)', role: 'cliente', phone: '3312345678' },
  { email: 'sofia@demo.mx', name: 'Sofía Martínez (demo)', role: 'cliente', phone: '8112345678' },
  { email: 'gestor2@demo.mx', name: 'Patricia Gómez (demo)', role: 'gestor', phone: '5523456789' },
] as const;

const DEMO_EMAILS: ReadonlySet<string> = new Set(
  [...DEMO_ACCOUNTS, ...DEMO_EXTRA_ACCOUNTS].map((account) => account.email),
);

/**
 * Every seeded demo account: in demo mode (only there) they sign in with `demo1234` alone, exempt from the
 * two-step sign-in and the staff password rule, so the demo stays one click away (issue 23).
 */
export const isDemoAccountEmail = (email: string): boolean => DEMO_EMAILS.has(email.trim().toLowerCase());

/**
 * The real catalogue, in every mode, on the first start only: from then on the catalogue is the admins'
 * (a procedure they delete stays deleted, one they rename keeps its name). Keyed by slug all the same.
 */
export async function seedCatalog(db: Database): Promise<void> {
  // Every restart after the first finds categories: one count instead of a 100-row upsert.
  const [existing] = await db.select({ value: count() }).from(categories);
  if ((existing?.value ?? 0) > 0) {
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((category) => ({
          slug: category.slug,
          name: category.name,
          description: category.description,
          icon: category.icon,
          color: category.color,
          displayOrder: category.display_order,
          estimatedProcedures: Math.min(100, Math.max(1, category.tramites.length)),
        })),
      )
      .onConflictDoNothing({ target: categories.slug });
    const idBySlug = new Map(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(
            inArray(
              categories.slug,
              SEED_CATEGORIES.map((category) => category.slug),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );
    const tramiteRows = SEED_CATEGORIES.flatMap((category) =>
      category.tramites.map((tramite, index) => ({
        slug: tramite.slug,
        categoryId: idBySlug.get(category.slug)!,
        name: tramite.name,
        description: tramite.description,
        priceType: tramite.price_type,
        fixedPrice: tramite.price_type === 'fijo' ? tramite.fixed_price : null,
        governmentFee: tramite.government_fee,
        estimatedTimeDays: tramite.estimated_time_days,
        requiredDocuments: tramite.required_documents,
        displayOrder: index + 1,
        dependencia: tramite.dependencia,
        fundamentoJuridico: tramite.fundamento_juridico,
        modalidad: tramite.modalidad,
        vigencia: tramite.vigencia,
        sensitiveData: SENSITIVE_TRAMITE_SLUGS.has(tramite.slug),
      })),
    );
    await tx.insert(tramites).values(tramiteRows).onConflictDoNothing({ target: tramites.slug });
    await seedRequestForms(tx);
  });
}

/**
 * Issue 25: the seeded procedures that ask for data get their request form, published and connected (version
 * 1, by nobody: the catalogue's own). Migration 0015 did the same for databases seeded before.
 */
async function seedRequestForms(tx: DbOrTx): Promise<void> {
  const seeded = await tx
    .select({
      id: tramites.id,
      slug: tramites.slug,
      name: tramites.name,
      requiredDocuments: tramites.requiredDocuments,
    })
    .from(tramites)
    .where(inArray(tramites.slug, Object.keys(SEED_FORM_SOURCES)));
  if (seeded.length === 0) {
    return;
  }
  const forms = seeded.map((tramite) => ({
    tramiteId: tramite.id,
    ...buildSeedRequestForm(tramite, SEED_FORM_SOURCES[tramite.slug ?? ''] ?? []),
  }));
  const templates = await tx
    .insert(formTemplates)
    .values(forms.map((form) => ({ ...form, version: 1, publishedVersion: 1 })))
    .returning({ id: formTemplates.id, tramiteId: formTemplates.tramiteId });
  await tx.insert(formTemplateVersions).values(
    templates.map((template, index) => ({
      templateId: template.id,
      version: 1,
      name: forms[index]!.name,
      description: forms[index]!.description,
      fields: forms[index]!.fields,
    })),
  );
  await tx
    .insert(tramiteFormTemplates)
    .values(templates.map((template) => ({ tramiteId: template.tramiteId!, formTemplateId: template.id })))
    .onConflictDoNothing();
}

/** Demo mode only: the three accounts of DESIGN section 3. */
export async function seedDemoUsers(db: Database): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) {
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      missing.map((account) => ({ ...account, passwordHash, isApproved: true, emailVerifiedAt: new Date() })),
    )
    .onConflictDoNothing();
}
