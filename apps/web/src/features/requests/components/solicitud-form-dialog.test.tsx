import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_MSG, computeCurpCheckDigit, MSG, type PublishedForm, type Tramite } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SolicitudFormDialog, type SolicitudFormDialogProps } from './solicitud-form-dialog.tsx';

const TRAMITE = {
  id: 12,
  name: 'Constancia de semanas cotizadas',
  required_documents: ['CURP'],
} as unknown as Tramite;

/** The procedure has no published form here; every other call goes to `handler` (the request's POST). */
function withoutForm(
  handler: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500),
): FetchHandler {
  return (url, init) => (url === '/api/tramites/12/form' ? jsonResponse({ form: null }) : handler(url, init));
}

const requestCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/tramites/request');

/** The dialog open on TRAMITE for María. */
function renderFormDialog({
  uploadFormFiles = vi.fn(),
  onCreated = vi.fn(),
}: Partial<Pick<SolicitudFormDialogProps, 'uploadFormFiles' | 'onCreated'>> = {}) {
  renderWithProviders(
    <SolicitudFormDialog
      tramite={TRAMITE}
      user={{ name: 'María López', email: 'maria@example.mx', phone: '5512345678' }}
      uploadFormFiles={uploadFormFiles}
      onClose={() => {}}
      onCreated={onCreated}
    />,
    { route: false },
  );
}

async function renderDialog(onCreated = vi.fn()) {
  renderFormDialog({ onCreated });
  // Sending waits until the procedure's form is known.
  await screen.findByText('Tendrás que subir:');
  return onCreated;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SolicitudFormDialog', () => {
  it('keeps submit disabled until the documents are confirmed', async () => {
    mockFetch(withoutForm());
    await renderDialog();
    const submit = screen.getByRole('button', { name: 'Enviar solicitud' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    expect(submit).toHaveProperty('disabled', false);
  });

  it('strips non-digits from the phone while typing', async () => {
    mockFetch(withoutForm());
    await renderDialog();
    const phone = screen.getByLabelText(/Teléfono/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '55-12 ab 34567899' } });
    expect(phone.value).toBe('5512345678');
  });

  it('asks the beneficiary name only for a third party', async () => {
    mockFetch(withoutForm());
    await renderDialog();
    expect(screen.queryByLabelText(/Nombre del beneficiario/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Para un tercero'));
    expect(screen.getByLabelText(/Nombre del beneficiario/)).toBeTruthy();
  });

  it('requires the name of a third-party beneficiary (the shared rule) before sending anything', async () => {
    const fetchMock = mockFetch(
      withoutForm(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201)),
    );
    const onCreated = await renderDialog();
    fireEvent.click(screen.getByLabelText('Para un tercero'));
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(MSG.beneficiarioRequerido)).toBeTruthy();
    expect(requestCalls(fetchMock)).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('posts the parsed values and reports the created solicitud', async () => {
    const fetchMock = mockFetch(
      withoutForm(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201)),
    );
    const onCreated = await renderDialog();
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'req-1', folio: 'TMX-2026-000001' }));
    const [url, init] = requestCalls(fetchMock)[0]!;
    expect(url).toBe('/api/tramites/request');
    expect(JSON.parse(String(init?.body))).toEqual({
      tramite_type_id: 12,
      nombre_completo: 'María López',
      telefono: '5512345678',
      email: 'maria@example.mx',
      beneficiario_tipo: 'para_mi',
      nombre_beneficiario: null,
      description: '',
      confirmacion_documentos: true,
    });
  });

  it('shows the server detail and maps field errors', async () => {
    mockFetch(
      withoutForm(() =>
        jsonResponse(
          {
            detail: 'Telefono debe tener 10 digitos',
            code: 'validation',
            errors: [{ field: 'telefono', message: 'Telefono debe tener 10 digitos' }],
          },
          422,
        ),
      ),
    );
    await renderDialog();
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al enviar solicitud: Telefono debe tener 10 digitos');
    expect(screen.getAllByText('Telefono debe tener 10 digitos').length).toBeGreaterThan(0);
  });
});

const CURP_BODY = 'GOMC800101HDFNRR0';
const VALID_CURP = `${CURP_BODY}${computeCurpCheckDigit(CURP_BODY)}`;
const PUBLISHED: PublishedForm = {
  form_template_id: 'tpl-1',
  name: 'Formulario de semanas',
  description: '',
  version: 3,
  fields: [
    {
      id: 'f1',
      name: 'email',
      label: 'Correo de contacto',
      type: 'email',
      required: true,
      order: 0,
      validation_rules: {},
    },
    {
      id: 'f2',
      name: 'tipo',
      label: 'Tipo de solicitante',
      type: 'select',
      required: true,
      order: 1,
      validation_rules: {},
      options: [
        { value: 'persona', label: 'Persona física' },
        { value: 'empresa', label: 'Empresa' },
      ],
    },
    {
      id: 'f3',
      name: 'razon_social',
      label: 'Razón social',
      type: 'text',
      required: true,
      order: 2,
      validation_rules: {},
      visible_when: { field: 'tipo', equals: 'empresa' },
    },
    { id: 'f4', name: 'curp', label: 'CURP', type: 'curp', required: true, order: 3, validation_rules: {} },
    {
      id: 'f5',
      name: 'comprobante',
      label: 'Comprobante de domicilio',
      type: 'file',
      required: true,
      order: 4,
      validation_rules: {},
      file_types: ['pdf'],
    },
  ],
};

describe('SolicitudFormDialog with the procedure’s published form', () => {
  function renderWithForm(handler: FetchHandler, uploadFormFiles = vi.fn(async () => ({ failed: [] }))) {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/tramites/12/form' ? jsonResponse({ form: PUBLISHED }) : handler(url, init),
    );
    const onCreated = vi.fn();
    renderFormDialog({ uploadFormFiles, onCreated });
    return { fetchMock, onCreated, uploadFormFiles };
  }

  const fillValidForm = () => {
    fireEvent.change(screen.getByLabelText(/^Tipo de solicitante/), { target: { value: 'persona' } });
    fireEvent.change(screen.getByLabelText(/^CURP/), { target: { value: VALID_CURP } });
    fireEvent.change(screen.getByLabelText(/^Comprobante de domicilio/), {
      target: { files: [new File(['%PDF-1.4'], 'domicilio.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
  };

  it('asks its fields after the fixed ones (not the ones the contact fields answer), conditions live', async () => {
    renderWithForm(() => jsonResponse({ detail: 'no previsto' }, 500));
    const group = await screen.findByRole('group', { name: 'Datos del trámite' });
    expect(within(group).queryByLabelText(/^Correo de contacto/)).toBeNull();
    expect(within(group).queryByLabelText(/^Razón social/)).toBeNull();
    fireEvent.change(within(group).getByLabelText(/^Tipo de solicitante/), { target: { value: 'empresa' } });
    expect(within(group).getByLabelText(/^Razón social/)).toBeTruthy();
    // Its file fields are the documents: the procedure's list is not repeated.
    expect(screen.queryByText('Tendrás que subir:')).toBeNull();
  });

  it('refuses a bad CURP before sending, then sends the answers and uploads the chosen file', async () => {
    const { fetchMock, onCreated, uploadFormFiles } = renderWithForm(() =>
      jsonResponse({ id: 'req-9', folio: 'TMX-2026-000009' }, 201),
    );
    await screen.findByRole('group', { name: 'Datos del trámite' });
    fillValidForm();
    fireEvent.change(screen.getByLabelText(/^CURP/), { target: { value: `${CURP_BODY}X` } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('La CURP no tiene un formato válido')).toBeTruthy();
    expect(requestCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^CURP/), { target: { value: VALID_CURP.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'req-9', folio: 'TMX-2026-000009' }));
    const body = JSON.parse(String(requestCalls(fetchMock)[0]![1]?.body));
    expect(body.form_answers).toEqual({ email: 'maria@example.mx', tipo: 'persona', curp: VALID_CURP });
    expect(uploadFormFiles).toHaveBeenCalledWith(
      expect.objectContaining({
        solicitudId: 'req-9',
        files: [expect.objectContaining({ name: 'comprobante', label: 'Comprobante de domicilio' })],
      }),
    );
  });

  it('sends the request without the file of a required field not marked ‘obligatorio al solicitar’ (issue 20)', async () => {
    const { fetchMock, onCreated, uploadFormFiles } = renderWithForm(() =>
      jsonResponse({ id: 'req-10', folio: 'TMX-2026-000010' }, 201),
    );
    const group = await screen.findByRole('group', { name: 'Datos del trámite' });
    expect(
      within(group).getByText(/Puedes adjuntarlo ahora o después, en la página de documentos$/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Tipo de solicitante/), { target: { value: 'persona' } });
    fireEvent.change(screen.getByLabelText(/^CURP/), { target: { value: VALID_CURP } });
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'req-10', folio: 'TMX-2026-000010' }));
    expect(JSON.parse(String(requestCalls(fetchMock)[0]![1]?.body)).form_answers).toEqual({
      email: 'maria@example.mx',
      tipo: 'persona',
      curp: VALID_CURP,
    });
    expect(uploadFormFiles).not.toHaveBeenCalled();
  });

  it('puts the server’s 422 about an answer under its field (a contact one under the contact field)', async () => {
    renderWithForm(() =>
      jsonResponse(
        {
          detail: 'El formato no es válido',
          code: 'validation',
          errors: [
            { field: 'form_answers.curp', message: 'La CURP no coincide con RENAPO' },
            { field: 'form_answers.email', message: 'Usa un correo de la empresa' },
          ],
        },
        422,
      ),
    );
    await screen.findByRole('group', { name: 'Datos del trámite' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('La CURP no coincide con RENAPO')).toBeTruthy();
    expect(screen.getByText('Usa un correo de la empresa')).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
  });

  it('waits for the form: a failed load can be retried, and sending stays off meanwhile', async () => {
    let attempts = 0;
    mockFetch((url) => {
      if (url === '/api/tramites/12/form') {
        attempts++;
        return attempts === 1
          ? jsonResponse({ detail: 'Error del servidor' }, 500)
          : jsonResponse({ form: null });
      }
      return jsonResponse({ detail: 'no previsto' }, 500);
    });
    renderFormDialog();
    expect(await screen.findByText('No pudimos cargar el formulario del trámite')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toHaveProperty('disabled', false),
    );
  });
});

describe('SolicitudFormDialog: sensitive data (issue 25)', () => {
  const SENSITIVE = { ...TRAMITE, sensitive_data: true } as Tramite;

  async function renderSensitive(props: Partial<SolicitudFormDialogProps> = {}) {
    const onCreated = vi.fn();
    renderWithProviders(
      <SolicitudFormDialog
        tramite={SENSITIVE}
        user={{ name: 'María López', email: 'maria@example.mx', phone: '5512345678' }}
        uploadFormFiles={vi.fn()}
        onClose={() => {}}
        onCreated={onCreated}
        privacyNotice={<p>Aviso simplificado</p>}
        {...props}
      />,
      { route: false },
    );
    await screen.findByText('Tendrás que subir:');
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    return onCreated;
  }

  const consentBox = () => screen.queryByRole('checkbox', { name: /consentimiento expreso/ });

  it('asks for express consent with an unticked box, and sends nothing until it is ticked', async () => {
    const fetchMock = mockFetch(
      withoutForm(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201)),
    );
    const onCreated = await renderSensitive();
    expect(screen.getByText('Aviso simplificado')).toBeTruthy();
    expect((consentBox() as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(CONSENT_MSG.sensiblesRequerido)).toBeTruthy();
    expect(requestCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(consentBox()!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [, init] = requestCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body)).consentimiento_sensibles).toBe(true);
  });

  it('does not ask again once the client granted it under the aviso in force', async () => {
    const fetchMock = mockFetch(
      withoutForm(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201)),
    );
    const onCreated = await renderSensitive({ sensitiveConsentGranted: true });
    expect(consentBox()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(JSON.parse(String(requestCalls(fetchMock)[0]![1]?.body))).not.toHaveProperty(
      'consentimiento_sensibles',
    );
  });
});
