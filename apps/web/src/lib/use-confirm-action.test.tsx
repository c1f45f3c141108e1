import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { useConfirmAction } from './use-confirm-action.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

function setup(subject: string | null, action: (subject: string) => Promise<void>) {
  const onClose = vi.fn();
  const hook = renderHook(() =>
    useConfirmAction({
      subject,
      action,
      onClose,
      errorTitle: 'Error eliminando categoría',
      errorFallback: 'No se pudo eliminar la categoría.',
    }),
  );
  return { ...hook, onClose };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useConfirmAction', () => {
  it('runs the action on its subject, then closes', async () => {
    const action = vi.fn(async () => {});
    const { result, onClose } = setup('Actas', action);
    act(() => result.current.confirm());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith('Actas');
    expect(result.current.failure).toBeNull();
  });

  it("keeps the dialog open with the server's reason and a toast, and forgets it on close", async () => {
    const error = new ApiError({ status: 409, detail: 'Tiene 5 trámites', hasServerDetail: true });
    const { result, onClose } = setup('Actas', () => Promise.reject(error));
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.failure).toBe('Tiene 5 trámites'));
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Error eliminando categoría', {
      description: 'Tiene 5 trámites',
    });
    act(() => result.current.close());
    expect(result.current.failure).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a subject (the dialog is closed)', () => {
    const action = vi.fn(async () => {});
    const { result, onClose } = setup(null, action);
    act(() => result.current.confirm());
    expect(action).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useConfirmAction for a dialog about the whole catalogue', () => {
  it('runs without a subject and, when told, stays open on success', async () => {
    const action = vi.fn(async () => {});
    const onClose = vi.fn();
    const { result } = renderHook(() =>
      useConfirmAction({
        action,
        onClose,
        closeOnSuccess: false,
        errorTitle: 'Error generando formularios',
        errorFallback: 'No se pudieron generar los formularios.',
      }),
    );
    act(() => result.current.confirm());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hands on the error behind the failure', async () => {
    const error = new ApiError({ status: 409, detail: 'Lo usaron 2 solicitudes', hasServerDetail: true });
    const { result } = setup('Alta', () => Promise.reject(error));
    expect(result.current.failureCause).toBeNull();
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.failureCause).toBe(error));
    act(() => result.current.close());
    expect(result.current.failureCause).toBeNull();
  });
});
