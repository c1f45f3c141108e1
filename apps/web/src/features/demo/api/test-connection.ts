import { useMutation } from '@tanstack/react-query';
import type { ConnectionTest } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/test/connection (demo mode only): run on demand from the API test page. */
export const testConnection = () => api.get<ConnectionTest>('/test/connection');

/** A button press, not data on screen: a mutation whose result the card shows as is. */
export function useTestConnection() {
  return useMutation({ mutationFn: testConnection });
}
