import type { FormField, FormTemplate } from '@tramites/shared';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { tramite } from '../../../test/catalog-fixtures.ts';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminFormsTab } from './admin-forms-tab.tsx';

/*
 * The builder's tests open it as the app does: the forms tab at ?formulario= (its URL is how the builder
 * opens, goes back and continues on a template it created), in a data router (the leave guard needs one).
 */

/** Two procedures without required documents, in their categories. */
export const TRAMITES = [
  tramite(11, 'Acta de nacimiento', { category_name: 'Actas', required_documents: [] }),
  tramite(21, 'Pasaporte ordinario', { category_name: 'Pasaportes', required_documents: [] }),
];

export const field = (
  id: string,
  name: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  name,
  label,
  type: 'text',
  required: false,
  order: 0,
  validation_rules: {},
  ...extra,
});

export const template = (fields: FormField[], extra: Partial<FormTemplate> = {}): FormTemplate => ({
  id: '0c6f2a9e-1111-4222-8333-444455556666',
  name: 'Formulario de actas',
  description: '',
  tramite_type_id: 11,
  tramite_name: 'Acta de nacimiento',
  category_name: 'Actas',
  fields,
  is_published: false,
  version: 1,
  published_version: null,
  has_unpublished_changes: true,
  is_auto_generated: false,
  requests_count: 0,
  connected_tramites: [],
  updated_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/** Where the tab navigated (the builder opens in place: ?formulario=). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The tab's router: a data router, as in the app (the builder's leave guard needs one). */
let router: ReturnType<typeof createMemoryRouter>;
export const currentRouter = () => router;

export function renderTab(url: string, handler: FetchHandler, earlierUrls: string[] = []) {
  const fetchMock = mockFetch((url, init) => {
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/tramites')) {
      return jsonResponse(TRAMITES);
    }
    return handler(url, init);
  });
  const page = (
    <>
      <AdminFormsTab />
      <LocationProbe />
      {/* Another tab of the admin panel, as its tab list moves there. */}
      <Link to="/admin?tab=users">Usuarios</Link>
    </>
  );
  router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [...earlierUrls, url] });
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return fetchMock;
}

export const unexpected: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500);
export const posts = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === path && init?.method !== undefined && init.method !== 'GET',
  );
