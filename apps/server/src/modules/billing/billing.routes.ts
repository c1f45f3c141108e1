import {
  CancelInvoiceSchema,
  InvoiceSchema,
  TaxProfileInputSchema,
  TaxProfileResponseSchema,
  TaxProfileSchema,
} from '@tramites/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedSchemas, IdParams, roleGuardedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import type { InvoiceIssuer } from './facturapi-issuer.ts';
import {
  cancelInvoice,
  downloadInvoiceFile,
  type InvoiceFileKind,
  requestInvoice,
} from './invoices.service.ts';
import { type BusinessIdentity, downloadReceipt } from './receipts.service.ts';
import { getTaxProfile, saveTaxProfile } from './tax-profile.service.ts';

const billingSchema = authenticatedSchemas(['facturación']);
const staffBillingSchema = roleGuardedSchemas(['facturación']);
const binary = (description: string) => z.any().meta({ type: 'string', format: 'binary', description });

/** A file for whoever may see it, never rendered by the browser nor kept by a shared cache. */
const sendFile = (reply: FastifyReply, file: { filename: string; contentType: string; content: Buffer }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.content.length))
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);

export interface BillingRoutesOptions {
  business: BusinessIdentity;
  issuer: InvoiceIssuer | null;
}

/** Receipts, the client's tax profile and CFDI invoices (issue 24, section 3). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const staffOnly = app.requireRole('gestor', 'admin');
  const invoicing = (request: FastifyRequest) => ({ db: app.db, issuer: options.issuer, log: request.log });

  app.get(
    '/payments/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: billingSchema({
        summary: 'Recibo de un pago en PDF (cliente de la solicitud, gestor asignado o admin)',
        produces: ['application/pdf'],
        params: IdParams,
        response: { 200: binary('El recibo (PDF)') },
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const receipt = await downloadReceipt(app.db, actorOf(request), request.params.id, options.business);
      return sendFile(reply, {
        filename: receipt.filename,
        contentType: 'application/pdf',
        content: receipt.pdf,
      });
    },
  );

  app.get(
    '/account/tax-profile',
    {
      onRequest: app.authenticate,
      schema: billingSchema({
        summary: 'Mis datos de facturación (null hasta que los captures)',
        response: { 200: TaxProfileResponseSchema },
      }),
    },
    async (request) => getTaxProfile(app.db, actorOf(request)),
  );

  app.put(
    '/account/tax-profile',
    {
      onRequest: app.authenticate,
      schema: billingSchema({
        summary: 'Guardar mis datos de facturación (como en la Constancia de Situación Fiscal)',
        body: TaxProfileInputSchema,
        response: { 200: TaxProfileSchema },
        errors: [422],
      }),
    },
    async (request) => saveTaxProfile(app.db, actorOf(request), request.body),
  );

  app.post(
    '/payments/:id/invoice',
    {
      onRequest: app.authenticate,
      schema: billingSchema({
        summary: 'Solicitar la factura (CFDI 4.0) de un pago: solo el cliente de la solicitud',
        params: IdParams,
        response: { 201: InvoiceSchema },
        errors: [403, 404, 409, 502],
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await requestInvoice(invoicing(request), actorOf(request), request.params.id)),
  );

  for (const kind of ['xml', 'pdf'] as const satisfies InvoiceFileKind[]) {
    app.get(
      `/invoices/:id/${kind}`,
      {
        onRequest: app.authenticate,
        schema: billingSchema({
          summary: `Descargar el ${kind.toUpperCase()} de una factura emitida`,
          produces: [kind === 'xml' ? 'application/xml' : 'application/pdf'],
          params: IdParams,
          response: { 200: binary(`La factura (${kind.toUpperCase()})`) },
          errors: [403, 404, 409, 502],
        }),
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadInvoiceFile(invoicing(request), actorOf(request), request.params.id, kind),
        ),
    );
  }

  app.post(
    '/invoices/:id/cancel',
    {
      onRequest: staffOnly,
      schema: staffBillingSchema({
        summary: 'Cancelar una factura con un motivo del SAT (01–04)',
        params: IdParams,
        body: CancelInvoiceSchema,
        response: { 200: InvoiceSchema },
        errors: [404, 409, 422, 502],
      }),
    },
    async (request) => cancelInvoice(invoicing(request), actorOf(request), request.params.id, request.body),
  );
};
