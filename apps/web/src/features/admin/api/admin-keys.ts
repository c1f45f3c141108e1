import type { AuditEntity, Role, USER_STATUS_FILTERS } from '@tramites/shared';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the back office asks GET /api/admin/tramites for. */
export interface AdminTramitesQuery {
  category_id?: number;
  search?: string;
  include_archived: boolean;
}

export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** What the forms tab asks GET /api/admin/form-templates for. */
export interface FormTemplatesQuery {
  /** A name, a procedure or the first 7 characters of an id. */
  search?: string;
  tramite_type_id?: number;
  status?: 'published' | 'draft';
}

/** What the users tab asks GET /api/admin/users for. */
export interface AdminUsersQuery {
  search?: string;
  role?: Role;
  status?: UserStatusFilter;
  limit: number;
  offset: number;
}

/** What the audit tab asks GET /api/admin/audit for. */
export interface AuditQueryParams {
  entity?: AuditEntity;
  actor?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/**
 * Query keys of the admin panel, under the shared roots: a status change or a review made anywhere
 * refreshes the tabs that show it, and a catalogue change refreshes the public catalogue too.
 */
export const adminKeys = {
  stats: [...queryKeys.dashboard, 'admin-stats'] as const,
  pendingDocuments: [...queryKeys.documents, 'admin-pending'] as const,
  allDocuments: [...queryKeys.documents, 'admin-all'] as const,
  workload: [...queryKeys.solicitudes, 'admin-workload'] as const,
  categories: [...queryKeys.catalog, 'admin', 'categories'] as const,
  tramitesRoot: [...queryKeys.catalog, 'admin', 'tramites'] as const,
  tramites: (query: AdminTramitesQuery) => [...queryKeys.catalog, 'admin', 'tramites', query] as const,
  // Form templates belong to the catalogue: a procedure shows its form, and publishing one changes the
  // public request form, so every catalogue change refreshes them and every form change the catalogue.
  formTemplatesRoot: [...queryKeys.catalog, 'admin', 'form-templates'] as const,
  formTemplates: (query: FormTemplatesQuery) =>
    [...queryKeys.catalog, 'admin', 'form-templates', 'list', query] as const,
  formTemplate: (id: string) => [...queryKeys.catalog, 'admin', 'form-templates', 'detail', id] as const,
  users: (query: AdminUsersQuery) => [...queryKeys.users, 'admin', query] as const,
  pendingGestores: [...queryKeys.users, 'admin', 'pending-gestores'] as const,
  // Every change (catalogue, users, solicitudes) writes the audit: it is read fresh each time.
  audit: (query: AuditQueryParams) => ['admin-audit', query] as const,
};
