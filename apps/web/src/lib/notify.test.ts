import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { notifyError, notifyInfo, notifySuccess } from './notify.ts';

afterEach(() => vi.restoreAllMocks());

describe('notify', () => {
  it("puts what failed in the title and the server's reason under it", () => {
    const error = vi.spyOn(toast, 'error');
    notifyError(
      'No se pudo registrar el pago',
      new ApiError({ status: 409, detail: 'La cotización venció', hasServerDetail: true }),
    );
    expect(error).toHaveBeenCalledWith('No se pudo registrar el pago', {
      description: 'La cotización venció',
    });
  });

  it('falls back to a generic reason, and has none when no error is given', () => {
    const error = vi.spyOn(toast, 'error');
    notifyError('No se pudo enviar el mensaje', {});
    notifyError('Solicitud no encontrada', undefined, { id: 'carga' });
    expect(error.mock.calls).toEqual([
      ['No se pudo enviar el mensaje', { description: 'Intenta de nuevo.' }],
      ['Solicitud no encontrada', { id: 'carga' }],
    ]);
  });

  it('says successes and news with a title alone unless there is more to say', () => {
    const success = vi.spyOn(toast, 'success');
    const info = vi.spyOn(toast, 'info');
    notifySuccess('Solicitud cancelada');
    notifySuccess('Pago registrado', { description: 'Referencia X1' });
    notifyInfo('Subida cancelada');
    expect(success.mock.calls).toEqual([
      ['Solicitud cancelada'],
      ['Pago registrado', { description: 'Referencia X1' }],
    ]);
    expect(info).toHaveBeenCalledWith('Subida cancelada');
  });
});
