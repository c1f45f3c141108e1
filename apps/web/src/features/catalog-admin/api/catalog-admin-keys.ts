import { queryKeys } from '../../../lib/query-keys.ts';

/** What the back office asks GET /api/admin/tramites for. */
export interface AdminTramitesQuery {
  category_id?: number;
  search?: string;
  include_archived: boolean;
}

/** Query keys of the catalogue tabs, under the catalogue root: any catalogue change refreshes them all. */
export const catalogAdminKeys = {
  categories: [...queryKeys.catalog, 'admin', 'categories'] as const,
  tramites: (query: AdminTramitesQuery) => [...queryKeys.adminTramites, query] as const,
};
