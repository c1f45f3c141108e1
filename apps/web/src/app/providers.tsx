import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { NotificationsHost } from '../lib/notifications-host.tsx';

/** Public data survives a sign-out; everything else may belong to the previous user. */
const PUBLIC_QUERY_ROOTS = new Set(['categories', 'public-config']);

export interface AppProvidersProps {
  /** One per page load (app/start.tsx) or per prerendered page (entry-server.tsx), holding that page's data. */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const dropPrivateData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionEnd={dropPrivateData}>
        {children}
        <NotificationsHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}
