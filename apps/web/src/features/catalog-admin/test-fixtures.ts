import type { AdminCategory, AdminTramite } from '@tramites/shared';
import { type FetchHandler, jsonResponse } from '../../test/fetch-mock.ts';

/** Fixtures of the catalogue tabs' tests (and of the page's trámites tab): one copy, not one per file. */

export const category = (id: number, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  description: `Trámites de ${name}`,
  icon: 'FileText',
  color: 'blue',
  estimated_procedures: 4,
  is_visible: true,
  is_active: true,
  specialization_required: false,
  display_order: id,
  tramite_count: 2,
  active_requests_count: 3,
  completion_rate: 50,
  all_tramites_count: 2,
  ...extra,
});

export const CATEGORIES = [
  category(1, 'Actas', { tramite_count: 4, all_tramites_count: 5, active_requests_count: 2 }),
  category(2, 'Pasaportes', { is_visible: false, tramite_count: 1, all_tramites_count: 1 }),
];

export const tramite = (id: number, name: string, extra: Partial<AdminTramite> = {}): AdminTramite => ({
  id,
  name,
  description: '',
  category_id: 1,
  category_name: 'Actas',
  price_type: 'fijo',
  fixed_price: 350,
  government_fee: null,
  estimated_time_days: 5,
  required_documents: ['INE', 'CURP'],
  display_order: id,
  dependencia: '',
  fundamento_juridico: '',
  modalidad: 'presencial',
  vigencia: null,
  is_active: true,
  form_template_id: null,
  form_template_name: null,
  has_custom_form: false,
  requests_count: 0,
  active_requests_count: 0,
  ...extra,
});

export const TRAMITES = [
  tramite(11, 'Acta de nacimiento', { requests_count: 3, active_requests_count: 1 }),
  tramite(12, 'Acta de matrimonio', { price_type: 'variable', fixed_price: null }),
];

/** Any call a test did not plan for. */
export const unexpected: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500);

/** The two catalogue lists (CATEGORIES, TRAMITES); every other call goes to `overrides`. */
export const catalogApi =
  (overrides: FetchHandler = unexpected): FetchHandler =>
  (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/categories/detailed')) {
      return jsonResponse(CATEGORIES);
    }
    if (method === 'GET' && url.startsWith('/api/admin/tramites')) {
      return jsonResponse(TRAMITES);
    }
    return overrides(url, init);
  };

/** The JSON body a mocked fetch was called with. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
