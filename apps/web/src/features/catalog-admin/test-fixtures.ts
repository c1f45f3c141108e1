import { category, tramite } from '../../test/catalog-fixtures.ts';
import { type FetchHandler, jsonResponse } from '../../test/fetch-mock.ts';

/** The catalogue tabs' lists and API (the row factories are in test/catalog-fixtures.ts, for the forms feature too). */

export const CATEGORIES = [
  category(1, 'Actas', { tramite_count: 4, all_tramites_count: 5, active_requests_count: 2 }),
  category(2, 'Pasaportes', { is_visible: false, tramite_count: 1, all_tramites_count: 1 }),
];

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
