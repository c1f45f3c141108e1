import { QueryClientProvider } from '@tanstack/react-query';
import { NOTIFICATION_DURATION_MS } from '@tramites/shared';
import { type ReactNode, useCallback, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Public data survives a sign-out; everything else may belong to the previous user. */
const PUBLIC_QUERY_ROOTS = new Set(['categories', 'public-config']);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dropPrivateData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionEnd={dropPrivateData}>
        {children}
        <Toaster position="top-right" richColors closeButton duration={NOTIFICATION_DURATION_MS} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
