import { useQuery } from '@tanstack/react-query';
import { ADMIN_RECENT_REQUESTS, type Role } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One request as the dashboards show it, whatever endpoint it came from. */
export interface RecentRequest {
  id: string;
  folio: string | null;
  status: string;
  tramite_name: string;
  cliente_nombre: string | null;
  gestor_nombre: string | null;
  created_at: string;
}

interface EnrichedSolicitud {
  id: string | number;
  folio?: string | null;
  status: string;
  tramite_nombre?: string | null;
  cliente_nombre?: string | null;
  gestor_nombre?: string | null;
  created_at: string;
}

interface RequestListItem {
  id: string | number;
  folio?: string | null;
  status: string;
  tramite_name?: string | null;
  client_name?: string | null;
  cliente_name?: string | null;
  gestor_name?: string | null;
  created_at: string;
}

/** Lists may come bare or paginated ({items|solicitudes|requests, total}). */
function listFrom<T>(body: unknown, keys: string[]): T[] {
  if (Array.isArray(body)) {
    return body as T[];
  }
  if (body && typeof body === 'object') {
    for (const key of keys) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        return value as T[];
      }
    }
  }
  return [];
}

function fromEnriched(item: EnrichedSolicitud): RecentRequest {
  return {
    id: String(item.id),
    folio: item.folio ?? null,
    status: item.status,
    tramite_name: item.tramite_nombre ?? 'Trámite',
    cliente_nombre: item.cliente_nombre ?? null,
    gestor_nombre: item.gestor_nombre ?? null,
    created_at: item.created_at,
  };
}

function fromListItem(item: RequestListItem): RecentRequest {
  return {
    id: String(item.id),
    folio: item.folio ?? null,
    status: item.status,
    tramite_name: item.tramite_name ?? 'Trámite',
    cliente_nombre: item.client_name ?? item.cliente_name ?? null,
    gestor_nombre: item.gestor_name ?? null,
    created_at: item.created_at,
  };
}

/**
 * The dashboard's recent requests by role: admin → the 5 latest of all (enriched list);
 * gestor → assigned to them; cliente → their own.
 */
export async function getRecentRequests(role: Role, signal?: AbortSignal): Promise<RecentRequest[]> {
  if (role === 'admin') {
    const body = await api.get<unknown>('/solicitudes/enriched', {
      signal,
      query: { limit: ADMIN_RECENT_REQUESTS },
    });
    return listFrom<EnrichedSolicitud>(body, ['solicitudes', 'items'])
      .slice(0, ADMIN_RECENT_REQUESTS)
      .map(fromEnriched);
  }
  const path = role === 'gestor' ? '/gestor/assigned-requests' : '/tramites/my-requests';
  const body = await api.get<unknown>(path, { signal });
  return listFrom<RequestListItem>(body, ['items', 'requests', 'solicitudes']).map(fromListItem);
}

export function useRecentRequests(role: Role, userId: string) {
  return useQuery({
    queryKey: [...queryKeys.requests, 'recent', role, userId],
    queryFn: ({ signal }) => getRecentRequests(role, signal),
  });
}
