import { queryKeys } from '../../../lib/query-keys.ts';

/** What the forms tab asks GET /api/admin/form-templates for. */
export interface FormTemplatesQuery {
  /** A name, a procedure or the first 7 characters of an id. */
  search?: string;
  tramite_type_id?: number;
  status?: 'published' | 'draft';
}

// Form templates belong to the catalogue: a procedure shows its form, and publishing one changes the
// public request form, so every catalogue change refreshes them and every form change the catalogue.
const FORM_TEMPLATES_ROOT = [...queryKeys.catalog, 'admin', 'form-templates'] as const;

/** Query keys of the form templates. */
export const formKeys = {
  formTemplates: (query: FormTemplatesQuery) => [...FORM_TEMPLATES_ROOT, 'list', query] as const,
  formTemplate: (id: string) => [...FORM_TEMPLATES_ROOT, 'detail', id] as const,
};
