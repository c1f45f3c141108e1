import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  asksForSecret,
  computeCurpCheckDigit,
  computeRfcCheckDigit,
  EFIRMA_CER_DOCUMENT,
  EFIRMA_CHAT_GUIDANCE,
  EFIRMA_FICHA_NOTE,
  EFIRMA_KEY_DOCUMENT,
  EFIRMA_PASSWORD_WARNING,
  namesSecret,
  SECRET_REQUEST_MSG,
} from '@tramites/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, multipartBody, SIGNATURES } from '../../modules/documents/test-helpers.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { tramiteFormTemplates, tramites } from '../schema/index.ts';
import { SEED_CATEGORIES } from './catalog-data.ts';
import { buildSeedRequestForm, SEED_FORM_SOURCES } from './catalog-forms.ts';

/** Issue 25: no secrets as uploads, data as form fields, in the seed, the database and migration 0016. */

// A self-signed test certificate in DER (EC P-256, "PRUEBA e.firma"): the shape of a SAT .cer.
const CERTIFICATE = Buffer.from(
  'MIIBwzCCAWmgAwIBAgIUXCtFjwZ18Wr/XXesBMQ0ONr8TkIwCgYIKoZIzj0EAwIwNzEXMBUGA1UEAwwOUFJVRUJBIGUuZmlybWExHDAaBgNVBAoME1RyYW1pdGVzIE1YIHBydWViYXMwHhcNMjYxMTI3MTA0OTU5WhcNMzYxMTI0MTA0OTU5WjA3MRcwFQYDVQQDDA5QUlVFQkEgZS5maXJtYTEcMBoGA1UECgwTVHJhbWl0ZXMgTVggcHJ1ZWJhczBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABLg783UlsOT+Epx/JfvtFmJsJTgIaLRwg2t/RXhlI9lZ0C9JZC9d8jeDaRRzHaLxnf4LlRN49/cub2vlkwmNwkyjUzBRMB0GA1UdDgQWBBR3SMdEzvud4Dg+73oskV1uOEb6XDAfBgNVHSMEGDAWgBR3SMdEzvud4Dg+73oskV1uOEb6XDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQCvx6ZbRoXRLBUEAkzkRJtACfwqJN2gte6TuISBf3Ti3wIgAqXeT8wLBi/I/hs2TFZ7q5hqH7Kuz7Qht0uMeW+rpO4=',
  'base64',
);
// A fresh RSA key as the SAT's .key files are: PKCS#8 in DER, encrypted with a password (PBES2).
const keyPair = (cipher?: string) =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: cipher
      ? { type: 'pkcs8', format: 'der', cipher, passphrase: 'la-contraseña-que-nunca-pedimos' }
      : { type: 'pkcs8', format: 'der' },
  }).privateKey;
const ENCRYPTED_KEY = keyPair('des-ede3-cbc');
const PLAIN_KEY = keyPair();

const SECRET = /contrase[ñn]a|password|\bNIP\b|clave de acceso|\bCIEC\b/i;
const VALID_CURP = `LOPM900215MDFPRR0${computeCurpCheckDigit('LOPM900215MDFPRR0')}`;
const VALID_RFC = `LOPM900215AB${computeRfcCheckDigit('LOPM900215AB')}`;

let t: TestApp;
let admin: string;
let cliente: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const tramiteBySlug = async (slug: string) =>
  (await t.app.db.select().from(tramites).where(eq(tramites.slug, slug)))[0]!;

const publicForm = async (tramiteId: number) =>
  (await call('GET', `/api/tramites/${tramiteId}/form`)).json().form as {
    fields: { name: string; label: string; type: string; required: boolean; help_text?: string | null }[];
  } | null;

const createRequest = (tramiteId: number, formAnswers?: object) =>
  call('POST', '/api/tramites/request', cliente, {
    tramite_type_id: tramiteId,
    description: 'Prueba de issue 25',
    ...(formAnswers ? { form_answers: formAnswers } : {}),
  });

const documentsOf = async (requestId: string) =>
  (await call('GET', `/api/tramite-requests/${requestId}/documents`, cliente)).json() as {
    documents_status: { required_name: string; accepted_types: string[]; document: { id: string } | null }[];
  };

const upload = (
  requestId: string,
  documentName: string,
  file: { content: Buffer; contentType: string; filename: string },
) => {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: documentName })}`,
    headers: { ...bearer(cliente), ...headers },
    payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, cliente] = await Promise.all([loginAs(t.app, 'admin@demo.mx'), loginAs(t.app, 'cliente@demo.mx')]);
});
afterAll(() => t.close());

describe('no seeded required document or form field asks for a “contraseña”', () => {
  it('in the seed data, read directly', () => {
    let forms = 0;
    for (const category of SEED_CATEGORIES) {
      for (const tramite of category.tramites) {
        for (const document of tramite.required_documents) {
          expect(document, tramite.slug).not.toMatch(SECRET);
          expect(namesSecret(document), document).toBe(false);
        }
        const sources = SEED_FORM_SOURCES[tramite.slug];
        if (!sources) {
          continue;
        }
        forms++;
        const form = buildSeedRequestForm(
          { id: 1, name: tramite.name, requiredDocuments: tramite.required_documents },
          sources,
        );
        for (const field of form.fields) {
          expect(field.label, tramite.slug).not.toMatch(SECRET);
          expect(asksForSecret(field.help_text), field.help_text ?? '').toBe(false);
        }
      }
    }
    expect(forms).toBeGreaterThan(50);
  });

  it('in the seeded database, through the public API', async () => {
    const categories = (await call('GET', '/api/categories')).json() as { id: number }[];
    let checked = 0;
    for (const category of categories) {
      const list = (await call('GET', `/api/categories/${category.id}/tramites`)).json() as {
        id: number;
        required_documents: string[];
        form_template_id: string | null;
      }[];
      for (const tramite of list) {
        for (const document of tramite.required_documents) {
          expect(document).not.toMatch(SECRET);
        }
        if (tramite.form_template_id) {
          for (const field of (await publicForm(tramite.id))?.fields ?? []) {
            expect(field.label).not.toMatch(SECRET);
            expect(asksForSecret(field.help_text)).toBe(false);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('admins cannot ask for a password again (422)', () => {
  it('in the catalogue: a required document', async () => {
    const category = (await call('GET', '/api/categories')).json()[0];
    const response = await call('POST', '/api/admin/tramites', admin, {
      name: 'Trámite que pediría una contraseña',
      category_id: category.id,
      price_type: 'fijo',
      fixed_price: '500.00',
      estimated_time_days: 3,
      required_documents: 'Identificación oficial\nContraseña del SAT (CIEC)',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContainEqual({
      field: 'required_documents.1',
      message: SECRET_REQUEST_MSG.documento,
    });
  });

  it('in the form builder: a field label or a help text; a warning that we never ask is fine', async () => {
    const tramite = await tramiteBySlug('curp-correccion');
    const form = (field: object) =>
      call('POST', '/api/admin/form-templates', admin, {
        name: 'Formulario de prueba',
        tramite_type_id: tramite.id,
        fields: [{ id: 'f1', name: 'dato', label: 'Dato', type: 'text', order: 0, ...field }],
      });
    const byLabel = await form({ label: 'Contraseña de tu e.firma' });
    expect(byLabel.statusCode).toBe(422);
    expect(byLabel.json().errors).toContainEqual({
      field: 'fields.0.label',
      message: SECRET_REQUEST_MSG.campo,
    });
    const byHelp = await form({ help_text: 'Escribe aquí tu NIP' });
    expect(byHelp.statusCode).toBe(422);
    expect(byHelp.json().errors).toContainEqual({
      field: 'fields.0.help_text',
      message: SECRET_REQUEST_MSG.ayuda,
    });
    expect((await form({ help_text: 'Nunca te pediremos tu contraseña.' })).statusCode).toBe(201);
  });
});

describe('a converted procedure asks for its data as form fields', () => {
  it('shows the fields, validates them (422 at each) and keeps the documents as documents', async () => {
    const tramite = await tramiteBySlug('sat-rfc-persona-fisica');
    expect(tramite.requiredDocuments).toEqual([
      'Identificación oficial vigente con fotografía',
      'Comprobante de domicilio fiscal (no mayor a 3 meses)',
    ]);
    const form = await publicForm(tramite.id);
    expect(form?.fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['curp', 'curp', true],
      ['correo_personal', 'email', true],
      ['documento_1', 'file', true],
      ['documento_2', 'file', true],
    ]);
    // The spec's bare body still opens the request (the gestor asks for the data); answers sent are checked.
    const bare = await createRequest(tramite.id);
    expect(bare.statusCode, bare.body).toBe(201);
    const missing = await call('POST', '/api/tramites/request', cliente, {
      tramite_type_id: tramite.id,
      description: 'Prueba de issue 25',
      form_answers: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'form_answers.curp',
      'form_answers.correo_personal',
    ]);
    const badCurp = await createRequest(tramite.id, {
      curp: 'NO-ES-CURP',
      correo_personal: 'maria@example.mx',
    });
    expect(badCurp.statusCode).toBe(422);
    expect(badCurp.json().errors[0].field).toBe('form_answers.curp');
    const created = await createRequest(tramite.id, {
      curp: VALID_CURP,
      correo_personal: 'maria@example.mx',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { documents_status } = await documentsOf(created.json().id);
    expect(documents_status.map((document) => document.required_name)).toEqual(tramite.requiredDocuments);
  });
});

describe('a procedure done with the client’s e.firma', () => {
  let requestId: string;
  beforeAll(async () => {
    const tramite = await tramiteBySlug('sat-constancia-situacion-fiscal');
    const created = await createRequest(tramite.id, { rfc: VALID_RFC });
    expect(created.statusCode, created.body).toBe(201);
    requestId = created.json().id;
  });

  it('says so in the ficha, in the requirements’ help and in the chat, and asks for the .cer and .key only', async () => {
    const tramite = await tramiteBySlug('sat-constancia-situacion-fiscal');
    expect(tramite.description).toContain(EFIRMA_FICHA_NOTE);
    expect(tramite.requiredDocuments).toEqual([EFIRMA_CER_DOCUMENT, EFIRMA_KEY_DOCUMENT]);
    const files = (await publicForm(tramite.id))!.fields.filter((field) => field.type === 'file');
    expect(files.map((field) => [field.label, field.help_text])).toEqual([
      [EFIRMA_CER_DOCUMENT, EFIRMA_PASSWORD_WARNING],
      [EFIRMA_KEY_DOCUMENT, EFIRMA_PASSWORD_WARNING],
    ]);
    const messages = (await call('GET', `/api/tramite-requests/${requestId}/messages`, cliente)).json();
    const texts = (messages as { message_text: string }[]).map((message) => message.message_text);
    expect(texts.some((text: string) => text.includes(EFIRMA_CHAT_GUIDANCE))).toBe(true);
    const { documents_status } = await documentsOf(requestId);
    expect(documents_status.map((document) => document.accepted_types)).toEqual([
      ['application/pkix-cert'],
      ['application/pkcs8'],
    ]);
  });

  it('accepts the DER certificate and the encrypted key, whatever type the browser declares', async () => {
    const cer = await upload(requestId, EFIRMA_CER_DOCUMENT, {
      content: CERTIFICATE,
      contentType: 'application/x-x509-ca-cert',
      filename: 'lopm900215ab1.cer',
    });
    expect(cer.statusCode, cer.body).toBe(201);
    const key = await upload(requestId, EFIRMA_KEY_DOCUMENT, {
      content: ENCRYPTED_KEY,
      contentType: 'application/octet-stream',
      filename: 'Claveprivada_FIEL_LOPM900215AB1.key',
    });
    expect(key.statusCode, key.body).toBe(201);
    expect(key.json()).toMatchObject({ content_type: 'application/pkcs8' });
    const download = await call('GET', `/api/documents/${key.json().id}/download`, cliente);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(ENCRYPTED_KEY)).toBe(true);
  });

  it('refuses anything else there (415): a PDF, an unencrypted key, the wrong file, a truncated or padded one', async () => {
    const refused = [
      [EFIRMA_CER_DOCUMENT, fileOf(SIGNATURES.pdf), 'application/pdf', 'certificado.pdf'],
      [EFIRMA_CER_DOCUMENT, fileOf(SIGNATURES.exe), 'application/octet-stream', 'certificado.cer'],
      [EFIRMA_KEY_DOCUMENT, PLAIN_KEY, 'application/octet-stream', 'clave.key'],
      [EFIRMA_KEY_DOCUMENT, CERTIFICATE, 'application/octet-stream', 'clave.key'],
      [EFIRMA_CER_DOCUMENT, ENCRYPTED_KEY, 'application/pkix-cert', 'certificado.cer'],
      [EFIRMA_CER_DOCUMENT, CERTIFICATE.subarray(0, 300), 'application/pkix-cert', 'certificado.cer'],
      [
        EFIRMA_CER_DOCUMENT,
        Buffer.concat([CERTIFICATE, Buffer.from('<script>')]),
        'application/pkix-cert',
        'x.cer',
      ],
    ] as const;
    for (const [name, content, contentType, filename] of refused) {
      const response = await upload(requestId, name, { content, contentType, filename });
      expect(response.statusCode, `${filename} ${contentType}`).toBe(415);
    }
  });

  it('does not take an e.firma file where a document is asked for', async () => {
    const tramite = await tramiteBySlug('sat-rfc-persona-fisica');
    const created = await createRequest(tramite.id, {
      curp: VALID_CURP,
      correo_personal: 'maria@example.mx',
    });
    const response = await upload(created.json().id, tramite.requiredDocuments[0]!, {
      content: CERTIFICATE,
      contentType: 'application/x-x509-ca-cert',
      filename: 'certificado.cer',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('migration 0016 on a catalogue seeded before issue 25', () => {
  const OLD = {
    'sat-constancia-situacion-fiscal': ['RFC', 'Contraseña del SAT o e.firma vigente'],
    'acta-nacimiento-certificada': [
      'CURP o datos completos del registro (nombre, fecha y lugar de nacimiento)',
      'Nombres de los padres tal como aparecen en el acta',
      'Identificación oficial del solicitante',
    ],
  } as const;

  async function runMigration() {
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../drizzle/0016_catalogue_no_secrets.sql',
    );
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await t.app.db.execute(sql.raw(statement));
    }
    t.app.catalog.invalidate();
  }

  it('rewrites the old slots by their text, gives the procedures their form, and spares the uploaded documents', async () => {
    const seeded = await t.app.db
      .select()
      .from(tramites)
      .where(inArray(tramites.slug, Object.keys(OLD)));
    const ficha = await tramiteBySlug('sat-constancia-situacion-fiscal');
    // The catalogue as it was: the old lists, the old ficha, no request forms.
    for (const [slug, documents] of Object.entries(OLD)) {
      await t.app.db
        .update(tramites)
        .set({ requiredDocuments: [...documents] })
        .where(eq(tramites.slug, slug));
    }
    await t.app.db
      .update(tramites)
      .set({ description: ficha.description.replace(` ${EFIRMA_FICHA_NOTE}`, '') })
      .where(eq(tramites.id, ficha.id));
    await t.app.db.delete(tramiteFormTemplates).where(
      inArray(
        tramiteFormTemplates.tramiteId,
        seeded.map((row) => row.id),
      ),
    );
    t.app.catalog.invalidate();
    // A client uploaded their "RFC" as a document back then.
    const before = await createRequest(ficha.id);
    expect(before.statusCode, before.body).toBe(201);
    const rfc = await upload(before.json().id, 'RFC', {
      content: fileOf(SIGNATURES.pdf),
      contentType: 'application/pdf',
      filename: 'rfc.pdf',
    });
    expect(rfc.statusCode, rfc.body).toBe(201);

    await runMigration();

    for (const row of seeded) {
      const now = await tramiteBySlug(row.slug!);
      expect(now.requiredDocuments).toEqual(row.requiredDocuments);
      expect(now.description).toBe(row.description);
      const form = await publicForm(row.id);
      expect(form?.fields.every((field) => !SECRET.test(field.label))).toBe(true);
    }
    expect((await publicForm(ficha.id))?.fields.map((field) => field.name)).toEqual([
      'rfc',
      'efirma_cer',
      'efirma_key',
    ]);
    // The old document keeps its name, is still listed (nothing more asked under it) and downloadable.
    const { documents_status } = await documentsOf(before.json().id);
    expect(documents_status.map((document) => document.required_name)).toEqual([
      EFIRMA_CER_DOCUMENT,
      EFIRMA_KEY_DOCUMENT,
      'RFC',
    ]);
    expect(documents_status[2]).toMatchObject({ accepted_types: [], document: { id: rfc.json().id } });
    expect((await call('GET', `/api/documents/${rfc.json().id}/download`, cliente)).statusCode).toBe(200);
    // Run again, it changes nothing more: no second form.
    await runMigration();
    const connections = await t.app.db
      .select()
      .from(tramiteFormTemplates)
      .where(eq(tramiteFormTemplates.tramiteId, ficha.id));
    expect(connections).toHaveLength(1);
  });
});
