import { Readable } from 'node:stream';
import type { RequestStatus } from '@tramites/shared';
import { foldAccents } from '@tramites/shared';
import { count, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { tramiteFormTemplates, tramiteRequests, tramites, users } from '../db/schema/index.ts';
import { DEMO_EXTRA_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/index.ts';
import type { Actor } from '../lib/actor.ts';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { reviewDocument } from '../modules/documents/document-review.service.ts';
import { uploadDocument } from '../modules/documents/document-upload.service.ts';
import { recordManualPayment } from '../modules/payments/payments.service.ts';
import { createQuotation } from '../modules/requests/quotations.service.ts';
import { changeStatus, createTramiteRequest } from '../modules/requests/requests.service.ts';
import { buildDemoPdf } from './demo-pdf.ts';
import { seedDemoForm } from './seed-demo-form.ts';

/** How far each sample request is walked along the status machine, through the real services. */
const PLAN: { status: RequestStatus; fixed: boolean }[] = [
  { status: 'cotizacion_solicitada', fixed: false },
  { status: 'cotizacion_solicitada', fixed: false },
  { status: 'cotizacion_enviada', fixed: true },
  { status: 'cotizacion_enviada', fixed: false },
  // pago_procesado is never a resting status: a payment moves the request on at once (DESIGN section 4).
  { status: 'esperando_documentos', fixed: false },
  { status: 'esperando_documentos', fixed: true },
  { status: 'documentos_en_revision', fixed: true },
  { status: 'documentos_rechazados', fixed: false },
  { status: 'en_proceso', fixed: true },
  { status: 'esperando_autoridad', fixed: false },
  { status: 'listo_para_entrega', fixed: true },
  { status: 'completado', fixed: true },
  { status: 'completado', fixed: false },
  { status: 'cancelado', fixed: false },
];

/** After the documents are approved (en_proceso), the moves staff make by hand to reach each status. */
const PATH_AFTER_APPROVAL: RequestStatus[] = ['esperando_autoridad', 'listo_para_entrega', 'completado'];

const DOCUMENT_STAGES: RequestStatus[] = [
  'esperando_documentos',
  'documentos_en_revision',
  'documentos_rechazados',
  'en_proceso',
  'esperando_autoridad',
  'listo_para_entrega',
  'completado',
];

interface DemoContext {
  db: Database;
  storage: Storage;
  client: Actor;
  /** Who reviews: the request's gestor, so the gestor panel's metrics have history. */
  reviewer: Actor;
  log: FastifyBaseLogger;
}

/** Uploads a real sample PDF for a requirement, as the client would. */
async function uploadSample(ctx: DemoContext, requestId: string, requiredName: string) {
  const pdf = buildDemoPdf(['Trámites MX - documento de ejemplo (modo demo)', requiredName, ctx.client.name]);
  const fileName = `${foldAccents(requiredName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
  return uploadDocument(
    { db: ctx.db, storage: ctx.storage, actor: ctx.client, log: ctx.log },
    { requestId, documentName: requiredName, notes: '', declaredLength: pdf.length },
    async () => ({
      fieldname: 'file',
      filename: fileName,
      mimetype: 'application/pdf',
      file: Readable.from([pdf]),
    }),
  );
}

/** Documents that explain each sample status: some missing, in review, one rejected, or all approved. */
async function walkDocuments(ctx: DemoContext, requestId: string, required: string[], target: RequestStatus) {
  const toUpload =
    target === 'esperando_documentos' ? required.slice(0, Math.max(0, required.length - 1)) : required;
  const uploaded = [];
  for (const name of toUpload) {
    uploaded.push(await uploadSample(ctx, requestId, name));
  }
  if (target === 'esperando_documentos' || target === 'documentos_en_revision') {
    return;
  }
  for (const [index, document] of uploaded.entries()) {
    const reject = target === 'documentos_rechazados' && index === 0;
    await reviewDocument(
      ctx.db,
      ctx.reviewer,
      document.id,
      reject
        ? {
            status: 'rejected',
            reviewNotes: 'La imagen está borrosa',
            rejectionReason: 'La imagen está borrosa; sube una copia legible',
          }
        : { status: 'approved', reviewNotes: 'Documento correcto', rejectionReason: null },
    );
  }
}

async function actingUserWhere(db: Database, condition: SQL): Promise<Actor> {
  const [row] = await db.select().from(users).where(condition);
  if (!row) {
    throw new Error('demo account missing');
  }
  const { id, name, email, role, isApproved, phone, createdAt, emailVerifiedAt } = row;
  return { id, name, email, role, isApproved, phone, createdAt, emailVerified: emailVerifiedAt !== null };
}
const actingUser = (db: Database, email: string) => actingUserWhere(db, eq(users.email, email));
const actingUserById = (db: Database, id: string) => actingUserWhere(db, eq(users.id, id));

/**
 * Demo mode only, once: sample requests in every status with quotations, payments and history.
 * Resolves true when it seeded (and so wrote the notifications those steps cause).
 */
export async function seedDemoRequests(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(tramiteRequests);
  if ((existing?.value ?? 0) > 0) {
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_EXTRA_ACCOUNTS.map((account) => ({
        ...account,
        passwordHash,
        isApproved: true,
        emailVerifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  const clients = await Promise.all(
    ['cliente@demo.mx', 'luis@demo.mx', 'sofia@demo.mx'].map((e) => actingUser(db, e)),
  );
  const admin = await actingUser(db, 'admin@demo.mx');
  // Procedures with a request form (issue 25) need its answers: the samples use the plain request form.
  const withForm = new Set(
    (await db.select({ id: tramiteFormTemplates.tramiteId }).from(tramiteFormTemplates)).map((row) => row.id),
  );
  const catalog = (await db.select().from(tramites).where(eq(tramites.isActive, true))).filter(
    (row) => !withForm.has(row.id),
  );
  const fixed = catalog.filter((row) => row.priceType === 'fijo' && row.requiredDocuments.length > 0);
  const variable = catalog.filter((row) => row.priceType === 'variable' && row.requiredDocuments.length > 0);

  for (const [index, step] of PLAN.entries()) {
    const client = clients[index % clients.length]!;
    const tramite = (step.fixed ? fixed : variable)[(index * 7) % (step.fixed ? fixed : variable).length]!;
    const request = await createTramiteRequest(db, client, {
      tramite_type_id: tramite.id,
      nombre_completo: client.name.replace(' (demo)', ''),
      telefono: '5512345678',
      email: 'demo@tramites.mx',
      beneficiario_tipo: index % 4 === 3 ? 'para_tercero' : 'para_mi',
      nombre_beneficiario: index % 4 === 3 ? 'Rosa Pérez Castillo' : null,
      // A sample request for a procedure with sensitive data carries the demo client's express consent.
      consentimiento_sensibles: true,
      description: 'Solicitud de ejemplo del modo demo.',
      confirmacion_documentos: true,
    });
    if (step.status === 'cotizacion_solicitada') {
      continue;
    }
    if (step.status === 'cancelado') {
      await changeStatus(db, client, request.id, {
        status: 'cancelado',
        reason: 'Ya no necesito el trámite',
      });
      continue;
    }
    const amount = step.fixed ? String(tramite.fixedPrice) : '2450.00';
    if (!step.fixed) {
      await createQuotation(db, admin, {
        tramite_request_id: request.id,
        amount,
        description: 'Honorarios y gastos estimados del trámite',
        items: [],
        client_derechos_note: '',
      });
    }
    if (step.status === 'cotizacion_enviada') {
      continue;
    }
    await recordManualPayment(db, admin, {
      tramite_request_id: request.id,
      method: index % 2 === 0 ? 'spei' : 'oxxo',
      amount,
      reference: `DEMO-${1000 + index}`,
    });
    if (DOCUMENT_STAGES.includes(step.status)) {
      const gestor = request.assigned_gestor_id
        ? await actingUserById(db, request.assigned_gestor_id)
        : admin;
      await walkDocuments(
        { db, storage, client, reviewer: gestor, log },
        request.id,
        tramite.requiredDocuments,
        step.status,
      );
    }
    const steps = PATH_AFTER_APPROVAL.slice(0, PATH_AFTER_APPROVAL.indexOf(step.status) + 1);
    for (const next of steps) {
      await changeStatus(db, admin, request.id, { status: next, reason: 'Avance del trámite (demo)' });
    }
  }
  await seedDemoForm(db, { admin, client: clients[0]! });
  return true;
}
