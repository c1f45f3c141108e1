import { MSG } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  defaultRequestFormValues,
  fieldErrorsFromApi,
  REQUEST_SUBMIT_NETWORK_ERROR,
  type RequestFormValues,
  requestSubmissionErrorMessage,
  requiresBeneficiaryName,
  sanitizePhoneInput,
  validateRequestForm,
} from './request-form-helpers.ts';

const VALID: RequestFormValues = {
  tramite_type_id: 7,
  nombre_completo: 'María López',
  telefono: '5512345678',
  email: 'maria@example.mx',
  beneficiario_tipo: 'para_mi',
  nombre_beneficiario: '',
  description: '',
  confirmacion_documentos: true,
};

describe('sanitizePhoneInput', () => {
  it('keeps digits only while typing', () => {
    expect(sanitizePhoneInput('(55) 1234-56')).toBe('55123456');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('caps the phone at 10 digits', () => {
    expect(sanitizePhoneInput('55 1234 5678 99')).toBe('5512345678');
  });
});

describe('third-party beneficiary rule', () => {
  it('asks the name only for para_tercero', () => {
    expect(requiresBeneficiaryName('para_tercero')).toBe(true);
    expect(requiresBeneficiaryName('para_mi')).toBe(false);
    expect(requiresBeneficiaryName('para_empresa')).toBe(false);
  });

  it('requires the beneficiary name for a third party', () => {
    const result = validateRequestForm({
      ...VALID,
      beneficiario_tipo: 'para_tercero',
      nombre_beneficiario: '  ',
    });
    expect(result).toEqual({ success: false, errors: { nombre_beneficiario: MSG.beneficiarioRequerido } });
  });

  it('accepts a third party with a name and keeps it', () => {
    const result = validateRequestForm({
      ...VALID,
      beneficiario_tipo: 'para_tercero',
      nombre_beneficiario: 'Juan Pérez',
    });
    expect(result.success && result.payload.nombre_beneficiario).toBe('Juan Pérez');
  });

  it('drops a leftover beneficiary name when the request is for me', () => {
    const result = validateRequestForm({
      ...VALID,
      beneficiario_tipo: 'para_mi',
      nombre_beneficiario: 'Juan',
    });
    expect(result.success && result.payload.nombre_beneficiario).toBeNull();
  });
});

describe('validateRequestForm', () => {
  it('requires the documents confirmation with the spec message', () => {
    const result = validateRequestForm({ ...VALID, confirmacion_documentos: false });
    expect(result).toEqual({
      success: false,
      errors: { confirmacion_documentos: MSG.confirmacionRequerida },
    });
  });

  it('uses the spec messages for name, phone and email', () => {
    const result = validateRequestForm({
      ...VALID,
      nombre_completo: 'A',
      telefono: '55123',
      email: 'no-es-correo',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual({
        nombre_completo: MSG.nombreMin,
        telefono: MSG.telefonoDigitos,
        email: MSG.emailInvalido,
      });
    }
  });

  it('says required for empty fields', () => {
    const result = validateRequestForm({ ...VALID, nombre_completo: '', telefono: '', email: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.nombre_completo).toBe(MSG.nombreRequerido);
      expect(result.errors.telefono).toBe(MSG.telefonoRequerido);
      expect(result.errors.email).toBe(MSG.emailRequerido);
    }
  });

  it('returns the payload the API expects', () => {
    const result = validateRequestForm({ ...VALID, description: '  urgente  ' });
    expect(result).toEqual({
      success: true,
      payload: {
        tramite_type_id: 7,
        nombre_completo: 'María López',
        telefono: '5512345678',
        email: 'maria@example.mx',
        beneficiario_tipo: 'para_mi',
        nombre_beneficiario: null,
        description: 'urgente',
        confirmacion_documentos: true,
      },
    });
  });
});

describe('defaultRequestFormValues', () => {
  it('prefills contact fields from the signed-in user', () => {
    const values = defaultRequestFormValues(3, { name: 'María', email: 'm@x.mx', phone: '+52 55 1234 5678' });
    expect(values).toMatchObject({ tramite_type_id: 3, nombre_completo: 'María', email: 'm@x.mx' });
    expect(values.telefono).toHaveLength(10);
    expect(values.confirmacion_documentos).toBe(false);
  });

  it('does not prefill the placeholder temp user', () => {
    const values = defaultRequestFormValues(3, { name: 'Usuario', temp: true });
    expect(values.nombre_completo).toBe('');
  });
});

describe('submission errors', () => {
  it('shows the server detail', () => {
    const error = new ApiError({ status: 404, detail: 'Trámite no encontrado', hasServerDetail: true });
    expect(requestSubmissionErrorMessage(error)).toBe('Error al enviar solicitud: Trámite no encontrado');
  });

  it('shows the network message when the server was not reached', () => {
    expect(requestSubmissionErrorMessage(new ApiError({ status: 0, detail: 'x', code: 'network' }))).toBe(
      REQUEST_SUBMIT_NETWORK_ERROR,
    );
    expect(requestSubmissionErrorMessage(new TypeError('Failed to fetch'))).toBe(
      REQUEST_SUBMIT_NETWORK_ERROR,
    );
  });

  it('maps 422 errors onto known fields only', () => {
    const error = new ApiError({
      status: 422,
      detail: MSG.telefonoDigitos,
      errors: [
        { field: 'telefono', message: MSG.telefonoDigitos },
        { field: 'otro', message: 'x' },
      ],
    });
    expect(fieldErrorsFromApi(error)).toEqual([{ field: 'telefono', message: MSG.telefonoDigitos }]);
  });
});
