import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billingRoutes } from './billing.routes.ts';
import { createFacturapiIssuer } from './facturapi-issuer.ts';
import { invoiceAttachments } from './invoices.service.ts';
import { type BusinessIdentity, receiptAttachment } from './receipts.service.ts';

/**
 * Receipts, tax profiles and facturas (issue 24, section 3). Facturapi is used when FACTURAPI_KEY is set;
 * without it facturas are recorded for staff to issue outside. The e-mails of a payment received and of an
 * issued factura get their files here (the notifications outbox builds them when it sends).
 */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const issuer = config.payments.facturapiKey
      ? await createFacturapiIssuer(config.payments.facturapiKey)
      : null;
    const business: BusinessIdentity = {
      name: 'Trámites MX',
      legalName: config.payments.bank?.beneficiary ?? null,
    };
    app.emailOutbox.attachWith('payment_received', (paymentId) =>
      receiptAttachment(app.db, paymentId, business),
    );
    app.emailOutbox.attachWith('invoice_issued', (invoiceId) =>
      invoiceAttachments({ db: app.db, issuer }, invoiceId),
    );
    await app.register(billingRoutes, { business, issuer });
  },
  { name: 'billing', dependencies: ['db', 'auth', 'notifications'] },
);
