import { Readable } from 'node:stream';
import {
  LedgerFiltersSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  RevenueQuerySchema,
  RevenueSchema,
} from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleGuardedSchemas } from '../../../lib/http-schemas.ts';
import { attachmentDisposition } from '../../documents/content-disposition.ts';
import { exportLedgerCsv, getRevenue, ledgerCsvFilename, listLedger } from './ledger.service.ts';

const adminSchema = roleGuardedSchemas(['pagos', 'admin']);

/** The admin's "Pagos" tab (issue 24): the ledger, its CSV and revenue per month. Admins only. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/payments',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Libro de pagos: cada pago con su solicitud, cliente, gestor, reembolsos y factura',
        description:
          'Filtros: `from`/`to` (días AAAA-MM-DD de la Ciudad de México), `method`, `status` (confirmado, por_revisar, reembolso_parcial, reembolsado), `gestor_id`, `folio` (parte del folio). Lo más reciente primero; `totals` suma todos los pagos que cumplen los filtros, no solo la página.',
        querystring: LedgerQuerySchema,
        response: { 200: LedgerPageSchema },
        errors: [422],
      }),
    },
    async (request) => listLedger(app.db, request.query),
  );

  app.get(
    '/admin/payments/export.csv',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Exportar el libro de pagos a CSV (mismos filtros)',
        description:
          'UTF-8 con BOM (Excel), encabezados en español, montos con 2 decimales y fechas de la Ciudad de México. Una fila por movimiento: cada pago y, después, cada uno de sus reembolsos (monto negativo); la factura va en columnas del pago.',
        produces: ['text/csv'],
        querystring: LedgerFiltersSchema,
        response: { 200: z.any().meta({ type: 'string', description: 'El archivo CSV' }) },
        errors: [422],
      }),
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(ledgerCsvFilename(request.query)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportLedgerCsv(app.db, request.query))),
  );

  app.get(
    '/admin/payments/revenue',
    {
      onRequest: adminOnly,
      schema: adminSchema({
        summary: 'Ingresos por mes (Ciudad de México): cobrado, reembolsado, neto y número de pagos',
        description:
          'Los pagos cuentan en el mes en que llegaron y los reembolsos en el suyo. `months` (1–36, 12 por omisión) termina en `until` (AAAA-MM), el mes actual por omisión.',
        querystring: RevenueQuerySchema,
        response: { 200: RevenueSchema },
        errors: [422],
      }),
    },
    async (request) => getRevenue(app.db, request.query),
  );
};
