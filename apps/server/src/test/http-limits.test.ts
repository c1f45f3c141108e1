import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { DOCUMENT_MSG, MSG, UPLOAD_MAX_BYTES } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, SIGNATURES } from '../modules/documents/test-helpers.ts';
import { tramitesWithoutForm } from './catalog-rows.ts';
import { bearer, createTestApp, loginAs, type TestApp } from './test-app.ts';

const execFileAsync = promisify(execFile);

// Real HTTP on one keep-alive connection: what `inject` cannot show (a refused body left on the wire).
let t: TestApp;
let origin: string;
let cliente: string;
let requestId: string;
let documentName: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Reply {
  status: number;
  body: { detail?: string; code?: string };
}

function send(path: string, headers: Record<string, string>, body: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A multipart body with `extraFields` text fields before the file, as a misbehaving client sends. */
function multipart(extraFields: number, file: Buffer): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----tmx${randomUUID().replaceAll('-', '')}`;
  const fields = Array.from(
    { length: extraFields },
    (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="campo${index}"\r\n\r\nvalor\r\n`,
  ).join('');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(cliente) },
    body: Buffer.concat([Buffer.from(fields + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const uploadPath = () =>
  `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: documentName })}`;

beforeAll(async () => {
  t = await createTestApp();
  cliente = await loginAs(t.app, 'cliente@demo.mx');
  const tramite = (await tramitesWithoutForm(t.app.db)).find((row) => row.requiredDocuments.length > 0)!;
  documentName = tramite.requiredDocuments[0]!;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(cliente),
    payload: { tramite_type_id: tramite.id, description: 'Prueba de límites' },
  });
  requestId = created.json().id;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

describe('request size limits over real HTTP', () => {
  it('answers a JSON body over 1 MB with a message about the request, not about a file', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(1_100_000) }));
    const reply = await send('/api/auth/login', { 'content-type': 'application/json' }, body);
    expect(reply.status).toBe(413);
    expect(reply.body.detail).toBe('La petición es demasiado grande: el máximo es 1 MB.');
  });

  it('answers a multipart with 500 fields with its own message, and keeps the connection usable', async () => {
    const valid = fileOf(SIGNATURES.pdf, UPLOAD_MAX_BYTES);
    for (let round = 0; round < 5; round++) {
      const junk = multipart(500, valid);
      const refused = await send(uploadPath(), junk.headers, junk.body);
      expect(refused.status).toBe(413);
      expect(refused.body.detail).toBe(
        'El formulario de subida trae demasiados campos: envía un solo archivo en el campo "file" (y notas si quieres).',
      );
      // The next upload through the same agent (same or fresh connection) is never reset.
      const good = multipart(0, valid);
      const accepted = await send(uploadPath(), good.headers, good.body);
      expect(accepted.status, `round ${round}`).toBe(201);
    }
  });
});

describe('an upload refused before its body is read, over real HTTP with fetch', () => {
  // Browsers and fetch do not wait for `100-continue`: the whole body is on its way when the refusal leaves.
  // The client runs in a process of its own, as a real one would: sharing the server's event loop hides the race.
  const client = `
    const [url, headers] = JSON.parse(process.argv[1]);
    const file = Buffer.alloc(5 * 1024 * 1024, 7);
    Buffer.from('%PDF-1.7\\n').copy(file);
    const outcomes = [];
    for (let round = 0; round < 10; round++) {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), 'doc.pdf');
      try {
        const response = await fetch(url, { method: 'POST', headers, body: form });
        outcomes.push(response.status + ' ' + (await response.json()).detail);
      } catch (error) {
        outcomes.push('error ' + (error.cause?.code ?? error.message));
      }
    }
    console.log(JSON.stringify(outcomes));
  `;

  /** The outcome of each of 10 uploads of 5 MB sent with Node's fetch (undici): status and detail, or the error. */
  async function tenUploads(url: string, headers: Record<string, string>): Promise<string[]> {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', client, JSON.stringify([url, headers])],
      { timeout: 60_000 },
    );
    return JSON.parse(stdout);
  }

  it('answers 401 with its detail on each of 10 tries without a token', async () => {
    const outcomes = await tenUploads(`${origin}${uploadPath()}`, {});
    expect(outcomes).toEqual(Array(10).fill(`401 ${MSG.noAutenticado}`));
  });

  it('answers 422 with its detail on each of 10 tries with an unknown document_name', async () => {
    const url = `${origin}/api/tramite-requests/${requestId}/upload-document?document_name=No+existe`;
    const outcomes = await tenUploads(url, bearer(cliente));
    expect(outcomes).toEqual(Array(10).fill(`422 ${DOCUMENT_MSG.documentoNoRequerido}`));
  });
});
