import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { DOCUMENT_POLL_MS } from '@tramites/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '../../../lib/live/live-status.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { createTestQueryClient } from '../../../test/render.tsx';
import { useSolicitudDocuments } from './get-solicitud-documents.ts';

afterEach(() => {
  cleanup();
  setLiveStatus('off');
  vi.unstubAllGlobals();
});

describe('useSolicitudDocuments', () => {
  it('polls every 30 s only while the live stream is down', async () => {
    mockFetch(() => jsonResponse({ documents_status: [] }));
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    setLiveStatus('connected');
    const { result } = renderHook(() => useSolicitudDocuments('r-1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const interval = () => client.getQueryCache().getAll()[0]!.observers[0]!.options.refetchInterval;
    expect(interval()).toBe(false);
    act(() => setLiveStatus('down'));
    expect(interval()).toBe(DOCUMENT_POLL_MS);
    act(() => setLiveStatus('connected'));
    expect(interval()).toBe(false);
  });
});
