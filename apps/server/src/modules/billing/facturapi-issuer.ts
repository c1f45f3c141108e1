import type FacturapiModule from 'facturapi';

/**
 * The few Facturapi calls the billing module makes, through the official SDK (it speaks to the API with the
 * global fetch, so tests answer it with undici's MockAgent). Files come back as Buffers.
 */
export interface InvoiceIssuer {
  create: (body: Record<string, unknown>) => Promise<IssuedInvoice>;
  downloadXml: (id: string) => Promise<Buffer>;
  downloadPdf: (id: string) => Promise<Buffer>;
  cancel: (id: string, options: { motive: string; substitution?: string }) => Promise<CancelledInvoice>;
}

export interface IssuedInvoice {
  id: string;
  uuid: string;
  series: string | null;
  folio_number: number | null;
  total: number;
  status: string;
}

export interface CancelledInvoice {
  status: string;
  /** Facturapi: none | pending (the receiver must accept) | accepted | rejected | expired. */
  cancellation_status: string;
}

async function toBuffer(file: unknown): Promise<Buffer> {
  if (file instanceof Blob) {
    return Buffer.from(await file.arrayBuffer());
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file as AsyncIterable<Uint8Array | string>) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The SDK is loaded here, only with FACTURAPI_KEY set, so a server without it never holds it in memory. It is
 * CommonJS marked as an ES module: Node's import gives its exports, whose `default` is the class.
 */
export async function createFacturapiIssuer(apiKey: string): Promise<InvoiceIssuer> {
  const loaded = (await import('facturapi')) as unknown as {
    default: typeof FacturapiModule & { default?: typeof FacturapiModule };
  };
  const Facturapi = loaded.default.default ?? loaded.default;
  const client = new Facturapi(apiKey);
  return {
    create: async (body) => {
      const invoice = await client.invoices.create(body);
      return {
        id: invoice.id,
        uuid: invoice.uuid,
        series: invoice.series || null,
        folio_number:
          invoice.folio_number === undefined || invoice.folio_number === null
            ? null
            : Number(invoice.folio_number),
        total: Number(invoice.total),
        status: invoice.status,
      };
    },
    downloadXml: async (id) => toBuffer(await client.invoices.downloadXml(id)),
    downloadPdf: async (id) => toBuffer(await client.invoices.downloadPdf(id)),
    cancel: async (id, options) => {
      const invoice = await client.invoices.cancel(
        id,
        options as Parameters<typeof client.invoices.cancel>[1],
      );
      return { status: invoice.status, cancellation_status: invoice.cancellation_status };
    },
  };
}

/** Facturapi's refusal (4xx: the SAT's validations, bad data) as opposed to its being unreachable. */
export function isFacturapiRefusal(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error) || error.name !== 'FacturapiError') {
    return false;
  }
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
