import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { DOCUMENT_POLL_MS, GESTOR_PANEL_REFRESH_MS } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveStatus, useFallbackInterval } from '../lib/live/live-status.ts';
import { LiveFallbackBanner, liveFallbackMessage } from './live-fallback-banner.tsx';

afterEach(() => {
  cleanup();
  setLiveStatus('off');
});

describe('LiveFallbackBanner', () => {
  it('says so only while the live stream is down, with the interval the page polls at', () => {
    setLiveStatus('connecting');
    render(<LiveFallbackBanner intervalMs={DOCUMENT_POLL_MS} />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setLiveStatus('down'));
    expect(screen.getByRole('status').textContent).toBe(
      'Conexión en vivo interrumpida: actualizamos cada 30 segundos.',
    );

    act(() => setLiveStatus('connected'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('words the gestor panel’s minute', () => {
    expect(liveFallbackMessage(GESTOR_PANEL_REFRESH_MS)).toBe(
      'Conexión en vivo interrumpida: actualizamos cada 60 segundos.',
    );
  });
});

describe('useFallbackInterval', () => {
  it('polls only while the stream is down', () => {
    setLiveStatus('connected');
    const { result } = renderHook(() => useFallbackInterval(DOCUMENT_POLL_MS));
    expect(result.current).toBe(false);
    act(() => setLiveStatus('down'));
    expect(result.current).toBe(DOCUMENT_POLL_MS);
    act(() => setLiveStatus('connecting'));
    expect(result.current).toBe(false);
  });
});
