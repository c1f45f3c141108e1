import { useQueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '../lib/auth.tsx';
import { renderWithProviders } from './render.tsx';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

function Retries() {
  const retry = useQueryClient().getDefaultOptions().queries?.retry;
  return <p>{`retry: ${String(retry)}`}</p>;
}

function Who() {
  return <p>{useAuth().status}</p>;
}

afterEach(cleanup);

describe('renderWithProviders', () => {
  it('gives a query client that does not retry, and a router at the route', () => {
    const { client } = renderWithProviders(
      <>
        <Retries />
        <Where />
      </>,
      { route: '/solicitudes' },
    );
    expect(screen.getByText('retry: false')).toBeTruthy();
    expect(screen.getByText('/solicitudes')).toBeTruthy();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('adds the auth provider when asked', () => {
    renderWithProviders(<Who />, { withAuth: true, route: false });
    expect(screen.getByText('anonymous')).toBeTruthy();
  });
});
