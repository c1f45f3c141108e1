import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  defaultSolicitudFormValues,
  SOLICITUD_SUBMIT_NETWORK_ERROR,
  solicitudSubmitErrorMessage,
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
