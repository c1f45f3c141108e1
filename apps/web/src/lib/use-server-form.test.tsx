import { act, cleanup, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { useServerForm } from './use-server-form.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const Schema = z.object({ amount: z.string().min(1), reference: z.string() });

function setup(onSubmit: () => Promise<void>) {
  return renderHook(() =>
    useServerForm({
      schema: Schema,
      defaultValues: { amount: '10', reference: '' },
      onSubmit,
      errorTitle: 'No se pudo registrar el pago',
      serverFields: ['amount'],
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useServerForm', () => {
  it('sends the valid values and shows no error', async () => {
    const onSubmit = vi.fn(async () => {});
    const { result } = setup(onSubmit);
    await act(() => result.current.onSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ amount: '10', reference: '' });
    expect(result.current.submitError).toBeNull();
  });

  it('puts a 422 on its field, the reason in the alert and a toast', async () => {
    const error = new ApiError({
      status: 422,
      detail: 'Datos inválidos',
      hasServerDetail: true,
      errors: [{ field: 'amount', message: 'Monto inválido' }],
    });
    const { result } = setup(() => Promise.reject(error));
    await act(() => result.current.onSubmit());
    expect(result.current.form.getFieldState('amount').error?.message).toBe('Monto inválido');
    expect(result.current.submitError).toBe('Datos inválidos');
    expect(toast.error).toHaveBeenCalledWith('No se pudo registrar el pago', {
      description: 'Datos inválidos',
    });
  });

  it('falls back to the title when the error says nothing', async () => {
    const { result } = setup(() => Promise.reject(new Error('')));
    await act(() => result.current.onSubmit());
    expect(result.current.submitError).toBe('No se pudo registrar el pago.');
  });
});
