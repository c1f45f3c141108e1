import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../lib/auth.tsx';

/** A fresh client per test: nothing cached between tests, and no retry to wait for. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Reuse a client (to read or seed its cache); a fresh one otherwise. */
  client?: QueryClient;
  /** Wrap in a MemoryRouter starting at this path ('/' by default); false for no router. */
  route?: string | false;
  /** Wrap in the AuthProvider (it reads the session a test wrote with `writeSession`). */
  withAuth?: boolean;
}

interface ProvidersProps {
  client: QueryClient;
  route: string | false;
  withAuth: boolean;
  children: ReactNode;
}

function Providers({ client, route, withAuth, children }: ProvidersProps) {
  const routed =
    route === false ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return (
    <QueryClientProvider client={client}>
      {withAuth ? <AuthProvider>{routed}</AuthProvider> : routed}
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the app's providers (the copies each test file used to carry); `rerender` keeps them. */
export function renderWithProviders(
  ui: ReactElement,
  {
    client = createTestQueryClient(),
    route = '/',
    withAuth = false,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const wrap = (node: ReactElement) => (
    <Providers client={client} route={route} withAuth={withAuth}>
      {node}
    </Providers>
  );
  const result = render(wrap(ui), options);
  return { ...result, client, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
