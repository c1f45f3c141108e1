import type { Readable } from 'node:stream';
import { mexicoCityDate } from '@tramites/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client.ts';
import {
  arcoRequests,
  auditEvents,
  chatMessages,
  documentAccessEvents,
  documents,
  invoices,
  notificationSettings,
  notifications,
  paymentAttempts,
  payments,
  privacyConsents,
  quotations,
  refunds,
  satisfactionRatings,
  sessions,
  taxProfiles,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { recordDocumentAccess } from './document-access-log.ts';
import { ExportFileNames } from './export-file-names.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** One document of the export: its row in the manifest, and where its file goes in the ZIP (none if purged). */
interface ExportedDocument {
  id: string;
  requestId: string;
  storageKey: string;
  sizeBytes: number;
  zipPath: string | null;
}

export interface DataExport {
  filename: string;
  manifest: Record<string, unknown>;
  files: ExportedDocument[];
}

/** The client's own rating of a request, as they gave it (issue 27). */
function calificacionOf(rating: typeof satisfactionRatings.$inferSelect | undefined) {
  return rating
    ? { estrellas: rating.stars, comentario: rating.comment, fecha: iso(rating.createdAt) }
    : null;
}

/**
 * Everything the platform holds about the user (issue 25, derecho de acceso), read with their own id
 * only: their profile, their requests (as the client) with form answers, quotations, status history, chat,
 * payments, refunds and invoices, their consents, the access log of their documents and their ARCO cases.
 * Staff exporting their own data get their account's rows: the cases they work on are the clients' data.
 * Documents are those of the user's requests, every version; a purged one is a tombstone with no file.
 */
export async function collectDataExport(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) {
    throw new Error(`collectDataExport: no user ${userId}`);
  }
  const requests = await db
    .select()
    .from(tramiteRequests)
    .where(eq(tramiteRequests.clientId, userId))
    .orderBy(asc(tramiteRequests.createdAt));
  const requestIds = requests.map((request) => request.id);
  const byRequest = requestIds.length > 0;
  const [
    requestQuotations,
    history,
    messages,
    requestDocuments,
    requestPayments,
    attempts,
    requestInvoices,
    accessLog,
    ratings,
  ] = await Promise.all([
    byRequest
      ? db
          .select()
          .from(quotations)
          .where(inArray(quotations.requestId, requestIds))
          .orderBy(asc(quotations.createdAt))
      : [],
    byRequest
      ? db
          .select()
          .from(auditEvents)
          .where(inArray(auditEvents.requestId, requestIds))
          .orderBy(asc(auditEvents.id))
      : [],
    byRequest
      ? db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.requestId, requestIds))
          .orderBy(asc(chatMessages.createdAt))
      : [],
    byRequest
      ? db
          .select()
          .from(documents)
          .where(inArray(documents.requestId, requestIds))
          .orderBy(asc(documents.createdAt), asc(documents.requiredName), asc(documents.version))
      : [],
    byRequest
      ? db
          .select()
          .from(payments)
          .where(inArray(payments.requestId, requestIds))
          .orderBy(asc(payments.createdAt))
      : [],
    byRequest
      ? db
          .select()
          .from(paymentAttempts)
          .where(inArray(paymentAttempts.requestId, requestIds))
          .orderBy(asc(paymentAttempts.createdAt))
      : [],
    byRequest
      ? db
          .select()
          .from(invoices)
          .where(inArray(invoices.requestId, requestIds))
          .orderBy(asc(invoices.createdAt))
      : [],
    byRequest
      ? db
          .select({ event: documentAccessEvents, actorName: users.name })
          .from(documentAccessEvents)
          .leftJoin(users, eq(users.id, documentAccessEvents.actorId))
          .where(inArray(documentAccessEvents.requestId, requestIds))
          .orderBy(asc(documentAccessEvents.id))
      : [],
    byRequest
      ? db.select().from(satisfactionRatings).where(inArray(satisfactionRatings.requestId, requestIds))
      : [],
  ]);
  const ratingOf = new Map(ratings.map((rating) => [rating.requestId, rating]));
  const paymentIds = requestPayments.map((payment) => payment.id);
  const [requestRefunds, consents, cases, ownSessions, ownNotifications, [taxProfile], [settings]] =
    await Promise.all([
      paymentIds.length > 0
        ? db
            .select()
            .from(refunds)
            .where(inArray(refunds.paymentId, paymentIds))
            .orderBy(asc(refunds.createdAt))
        : [],
      db
        .select()
        .from(privacyConsents)
        .where(eq(privacyConsents.userId, userId))
        .orderBy(asc(privacyConsents.createdAt)),
      db
        .select()
        .from(arcoRequests)
        .where(eq(arcoRequests.userId, userId))
        .orderBy(asc(arcoRequests.createdAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
      db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)),
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    ]);

  const folioOf = new Map(requests.map((request) => [request.id, request.folio]));
  const names = new ExportFileNames();
  const files: ExportedDocument[] = requestDocuments.map((document) => ({
    id: document.id,
    requestId: document.requestId,
    storageKey: document.storageKey,
    sizeBytes: document.sizeBytes,
    zipPath: document.purgedAt
      ? null
      : names.take(folioOf.get(document.requestId) ?? 'solicitud', document.originalFilename),
  }));
  const zipPathOf = new Map(files.map((file) => [file.id, file.zipPath]));

  const manifest = {
    generado: now.toISOString(),
    descripcion:
      'Tus datos personales en Trámites MX (derecho de acceso, LFPDPPP). Los archivos de tus documentos están en una carpeta por folio de solicitud; los documentos eliminados por el periodo de conservación o por una cancelación aparecen sin archivo.',
    perfil: {
      id: user.id,
      nombre: user.name,
      correo: user.email,
      telefono: user.phone,
      rol: user.role,
      activo: user.isActive,
      correo_verificado: iso(user.emailVerifiedAt),
      verificacion_en_dos_pasos: user.totpEnabledAt !== null,
      creado: iso(user.createdAt),
      actualizado: iso(user.updatedAt),
      notificaciones_por_correo: settings?.email ?? true,
      datos_fiscales: taxProfile
        ? {
            rfc: taxProfile.rfc,
            razon_social: taxProfile.razonSocial,
            regimen_fiscal: taxProfile.regimenFiscal,
            uso_cfdi: taxProfile.usoCfdi,
            codigo_postal: taxProfile.codigoPostal,
          }
        : null,
    },
    sesiones: ownSessions.map((session) => ({
      inicio: iso(session.createdAt),
      ultimo_uso: iso(session.lastSeenAt),
      ip: session.ip,
      navegador: session.userAgent,
      terminada: iso(session.endedAt),
    })),
    consentimientos: consents.map((consent) => ({
      tipo: consent.kind,
      version: consent.version,
      otorgado: consent.granted,
      ip: consent.ip,
      navegador: consent.userAgent,
      fecha: iso(consent.createdAt),
    })),
    solicitudes: requests.map((request) => ({
      id: request.id,
      folio: request.folio,
      tramite: request.tramiteName,
      estado: request.status,
      descripcion: request.description,
      nombre_completo: request.nombreCompleto,
      telefono: request.telefono,
      correo: request.email,
      beneficiario: request.beneficiarioTipo,
      nombre_beneficiario: request.nombreBeneficiario,
      respuestas_del_formulario: request.formAnswers,
      creada: iso(request.createdAt),
      concluida: iso(request.completedAt),
      cerrada: iso(request.closedAt),
      recordatorios_pausados_desde: iso(request.remindersPausedAt),
      calificacion: calificacionOf(ratingOf.get(request.id)),
      cotizaciones: requestQuotations
        .filter((quotation) => quotation.requestId === request.id)
        .map((quotation) => ({
          monto: quotation.amount,
          descripcion: quotation.description,
          conceptos: quotation.items,
          vigencia: quotation.validUntil,
          estado: quotation.status,
          anticipo_porcentaje: quotation.depositPercent,
          creada: iso(quotation.createdAt),
        })),
      historial: history
        .filter((event) => event.requestId === request.id)
        .map((event) => ({
          accion: event.action,
          de: event.fromStatus,
          a: event.toStatus,
          motivo: event.reason,
          por: event.actorRole,
          fecha: iso(event.createdAt),
        })),
      mensajes: messages
        .filter((message) => message.requestId === request.id)
        .map((message) => ({
          de: message.isSystemMessage ? 'sistema' : message.senderId === userId ? 'tú' : message.senderRole,
          texto: message.messageText,
          fecha: iso(message.createdAt),
        })),
      documentos: requestDocuments
        .filter((document) => document.requestId === request.id)
        .map((document) => ({
          id: document.id,
          requisito: document.requiredName,
          version: document.version,
          vigente: document.isCurrent,
          estado: document.status,
          nombre_original: document.originalFilename,
          tipo: document.contentType,
          bytes: document.sizeBytes,
          sha256: document.sha256,
          motivo_de_rechazo: document.rejectionReason,
          subido: iso(document.createdAt),
          eliminado: iso(document.purgedAt),
          archivo_en_zip: zipPathOf.get(document.id) ?? null,
        })),
      pagos: requestPayments
        .filter((payment) => payment.requestId === request.id)
        .map((payment) => ({
          id: payment.id,
          tipo: payment.kind,
          metodo: payment.method,
          monto: payment.amount,
          moneda: payment.currency,
          referencia: payment.reference,
          fecha: iso(payment.createdAt),
          reembolsos: requestRefunds
            .filter((refund) => refund.paymentId === payment.id)
            .map((refund) => ({
              monto: refund.amount,
              motivo: refund.reason,
              estado: refund.status,
              fecha: iso(refund.createdAt),
            })),
        })),
      intentos_de_pago: attempts
        .filter((attempt) => attempt.requestId === request.id)
        .map((attempt) => ({
          tipo: attempt.kind,
          metodo: attempt.method,
          monto: attempt.amount,
          estado: attempt.status,
          comprobante: attempt.proofFilename,
          fecha: iso(attempt.createdAt),
        })),
      facturas: requestInvoices
        .filter((invoice) => invoice.requestId === request.id)
        .map((invoice) => ({
          estado: invoice.status,
          folio_fiscal: invoice.satUuid,
          serie: invoice.series,
          folio: invoice.folioNumber,
          total: invoice.total,
          receptor: invoice.receiver,
          solicitada: iso(invoice.createdAt),
          emitida: iso(invoice.issuedAt),
          cancelada: iso(invoice.cancelledAt),
        })),
    })),
    accesos_a_tus_documentos: accessLog.map(({ event, actorName }) => ({
      documento: event.documentId,
      folio: folioOf.get(event.requestId) ?? null,
      accion: event.action,
      quien: event.actorId === userId ? 'tú' : (actorName ?? 'sistema'),
      rol: event.actorRole,
      ip: event.actorId === userId ? event.ip : null,
      fecha: iso(event.createdAt),
    })),
    notificaciones: ownNotifications.map((notification) => ({
      mensaje: notification.message,
      fecha: iso(notification.createdAt),
      leida: iso(notification.readAt),
    })),
    solicitudes_arco: cases.map((entry) => ({
      tipo: entry.type,
      detalle: entry.detail,
      estado: entry.status,
      fecha_limite: entry.dueDate,
      respuesta: entry.resolution,
      respondida: iso(entry.resolvedAt),
      creada: iso(entry.createdAt),
    })),
  };
  return { filename: `mis-datos-${mexicoCityDate(now)}.zip`, manifest, files };
}

/**
 * Writes one 'exportacion' line of the access log per document file the ZIP will hold, in one
 * transaction, before the first byte is sent: the owner sees in "Quién ha visto tus documentos" that
 * their files left the platform in an export.
 */
export async function logExportedFiles(
  db: Database,
  actor: Actor,
  files: readonly ExportedDocument[],
  ip: string | null,
): Promise<void> {
  const included = files.filter((file) => file.zipPath !== null);
  if (included.length === 0) {
    return;
  }
  await db.transaction(async (tx) => {
    for (const file of included) {
      await recordDocumentAccess(tx, {
        document: { id: file.id, requestId: file.requestId },
        performer: actor,
        action: 'exportacion',
        ip,
      });
    }
  });
}

/**
 * The ZIP as a stream: the manifest first, then each document file read from the storage only when the
 * ZIP reaches it (yazl's lazy entries: one open file at a time, whatever the storage), piped with
 * backpressure, so memory stays flat whatever the files weigh. A file the storage lost ends the stream
 * with an error (logged): a ZIP missing a file it announces would mislead.
 */
export function streamDataExport(
  ctx: { storage: Storage; log: FastifyBaseLogger },
  data: DataExport,
): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data.manifest, null, 2)}\n`, 'utf8'), 'manifest.json');
  for (const file of data.files) {
    if (file.zipPath === null) {
      continue;
    }
    // Already compressed formats (PDF, JPEG, PNG): storing them costs no CPU and gains nothing to lose.
    zip.addReadStreamLazy(file.zipPath, { compress: false, size: file.sizeBytes }, (callback) => {
      ctx.storage.get(file.storageKey).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    ctx.log.error({ err: error }, 'data export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
