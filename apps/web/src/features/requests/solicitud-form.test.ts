import type { FormField } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  contactAnswers,
  defaultSolicitudFormValues,
  SOLICITUD_SUBMIT_NETWORK_ERROR,
  setFormAnswerServerErrors,
  solicitudSubmitErrorMessage,
  splitFormAnswers,
  withoutHiddenBeneficiary,
} from './solicitud-form.ts';

describe('defaultSolicitudFormValues', () => {
  it('prefills contact fields from the signed-in user', () => {
    const values = defaultSolicitudFormValues(3, {
      name: 'María',
      email: 'm@x.mx',
      phone: '+52 55 1234 5678',
    });
    expect(values).toMatchObject({ tramite_type_id: 3, nombre_completo: 'María', email: 'm@x.mx' });
    expect(values.telefono).toHaveLength(10);
    expect(values.confirmacion_documentos).toBe(false);
  });

  it('does not prefill the placeholder temp user', () => {
    const values = defaultSolicitudFormValues(3, { name: 'Usuario', temp: true });
    expect(values.nombre_completo).toBe('');
  });
});

describe('withoutHiddenBeneficiary', () => {
  const input = {
    tramite_type_id: 7,
    nombre_completo: 'María López',
    telefono: '5512345678',
    email: 'maria@example.mx',
    nombre_beneficiario: 'Juan Pérez',
    description: '',
    confirmacion_documentos: true as const,
  };

  it('keeps the name of a third party', () => {
    expect(
      withoutHiddenBeneficiary({ ...input, beneficiario_tipo: 'para_tercero' }).nombre_beneficiario,
    ).toBe('Juan Pérez');
  });

  it('drops a leftover name when the solicitud is for me or my company', () => {
    expect(
      withoutHiddenBeneficiary({ ...input, beneficiario_tipo: 'para_mi' }).nombre_beneficiario,
    ).toBeNull();
    expect(
      withoutHiddenBeneficiary({ ...input, beneficiario_tipo: 'para_empresa' }).nombre_beneficiario,
    ).toBeNull();
  });
});

describe('solicitudSubmitErrorMessage', () => {
  it('shows the server detail', () => {
    const error = new ApiError({ status: 404, detail: 'Trámite no encontrado', hasServerDetail: true });
    expect(solicitudSubmitErrorMessage(error)).toBe('Error al enviar solicitud: Trámite no encontrado');
  });

  it('shows the network message when the server was not reached', () => {
    expect(solicitudSubmitErrorMessage(new ApiError({ status: 0, detail: 'x', code: 'network' }))).toBe(
      SOLICITUD_SUBMIT_NETWORK_ERROR,
    );
    expect(solicitudSubmitErrorMessage(new TypeError('Failed to fetch'))).toBe(
      SOLICITUD_SUBMIT_NETWORK_ERROR,
    );
  });
});

describe('the procedure’s form in the request', () => {
  const fields: FormField[] = [
    {
      id: 'f1',
      name: 'email',
      label: 'Correo',
      type: 'email',
      required: true,
      order: 0,
      validation_rules: {},
    },
    { id: 'f2', name: 'curp', label: 'CURP', type: 'curp', required: true, order: 1, validation_rules: {} },
    { id: 'f3', name: 'ine', label: 'INE', type: 'file', required: false, order: 2, validation_rules: {} },
  ];

  it('answers the fields named like contact fields with them', () => {
    expect(
      contactAnswers(fields, { nombre_completo: 'María', telefono: '5512345678', email: 'm@x.mx' }),
    ).toEqual({
      email: 'm@x.mx',
    });
  });

  it('sends the answers without files, and keeps the files for the documents', () => {
    const ine = new File(['x'], 'ine.pdf', { type: 'application/pdf' });
    expect(splitFormAnswers(fields, { email: 'm@x.mx', curp: 'GOMC800101HDFNRR01', ine })).toEqual({
      answers: { email: 'm@x.mx', curp: 'GOMC800101HDFNRR01' },
      files: [{ name: 'ine', label: 'INE', file: ine }],
    });
  });

  it('describes a file marked ‘obligatorio al solicitar’ in the answers, so the server can refuse its absence', () => {
    const acta = new File(['%PDF'], 'acta.pdf', { type: 'application/pdf' });
    const marked = [
      ...fields,
      { ...fields[2]!, id: 'f4', name: 'acta', label: 'Acta', required: true, required_at_request: true },
    ];
    expect(splitFormAnswers(marked, { curp: 'GOMC800101HDFNRR01', acta })).toEqual({
      answers: { curp: 'GOMC800101HDFNRR01', acta: { name: 'acta.pdf', type: 'application/pdf', size: 4 } },
      files: [{ name: 'acta', label: 'Acta', file: acta }],
    });
  });

  it('puts the server’s errors about answers on their fields', () => {
    const set: [string, string][] = [];
    setFormAnswerServerErrors(
      new ApiError({
        status: 422,
        detail: 'x',
        errors: [
          { field: 'form_answers.curp', message: 'CURP mala' },
          { field: 'form_answers.telefono', message: 'Teléfono malo' },
          { field: 'telefono', message: 'ya lo pone setServerFieldErrors' },
        ],
      }),
      (path, message) => set.push([path, message]),
    );
    expect(set).toEqual([
      ['form_answers.curp', 'CURP mala'],
      ['telefono', 'Teléfono malo'],
    ]);
  });
});
