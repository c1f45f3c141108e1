import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_MESSAGES, type FormTemplate, type FormTemplatesList } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminFormsTab } from './admin-forms-tab.tsx';
import { template as builderTemplate, LocationProbe } from './form-builder-test-harness.tsx';

/** A template of the list: the builder tests' template, with no fields, under its own id and name. */
const template = (id: string, name: string, extra: Partial<FormTemplate> = {}): FormTemplate =>
  builderTemplate([], { id, name, ...extra });

const USED = template('5f0c9a1b-1111-4222-8333-444455556666', 'Formulario de actas', {
  is_published: true,
  version: 3,
  published_version: 2,
  requests_count: 4,
});
const DRAFT = template('a2f11e5d-2f6b-48d5-876e-c50cdad2526f', 'Formulario Auto: Pasaporte', {
  is_auto_generated: true,
  tramite_name: 'Pasaporte',
  category_name: 'Pasaportes',
});
const LIST: FormTemplatesList = {
  templates: [USED, DRAFT],
  stats: { total: 2, published: 1, drafts: 1, auto_generated: 1, tramites_without_form: 95 },
};

function renderTab(url: string, handler: FetchHandler = () => jsonResponse({ detail: 'no previsto' }, 500)) {
  const fetchMock = mockFetch((requestUrl, init) =>
    (init?.method ?? 'GET') === 'GET' && requestUrl.startsWith('/api/admin/form-templates?')
      ? jsonResponse(
          requestUrl.includes('search=a2f11e5')
            ? { ...LIST, templates: [DRAFT] }
            : requestUrl === '/api/admin/form-templates?' || !requestUrl.includes('search')
              ? LIST
              : { ...LIST, templates: [] },
        )
      : (init?.method ?? 'GET') === 'GET' && requestUrl === '/api/admin/form-templates'
        ? jsonResponse(LIST)
        : handler(requestUrl, init),
  );
  renderWithProviders(
    <>
      <AdminFormsTab />
      <LocationProbe />
    </>,
    { route: url },
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Formularios', () => {
  it('shows the stat tiles and each form with its status, procedure, version and 7-character id', async () => {
    renderTab('/admin?tab=forms');
    const tiles = await screen.findByRole('list', { name: 'Resumen de formularios' });
    expect(within(tiles).getByText('Trámites sin formulario').parentElement?.textContent).toContain('95');
    expect(within(tiles).getByText('1 generados automáticamente')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Formularios' });
    const [used, draft] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(used!).getByText('Publicado')).toBeTruthy();
    expect(within(used!).getByText('cambios sin publicar')).toBeTruthy();
    expect(within(used!).getByText('Versión 3 (publicada: 2)')).toBeTruthy();
    expect(within(used!).getByText('5f0c9a1')).toBeTruthy();
    expect(within(draft!).getByText('Borrador')).toBeTruthy();
    expect(within(draft!).getByText('Automático')).toBeTruthy();
    expect(within(draft!).getByText('Pasaporte')).toBeTruthy();
  });

  it('searches by the first 7 characters of the id, kept in the URL', async () => {
    const fetchMock = renderTab('/admin?tab=forms&search=a2f11e5');
    expect(((await screen.findByLabelText('Buscar formulario')) as HTMLInputElement).value).toBe('a2f11e5');
    const list = await screen.findByRole('list', { name: 'Formularios' });
    await waitFor(() => expect(within(list).queryByText('Formulario de actas')).toBeNull());
    expect(within(list).getByText('Formulario Auto: Pasaporte')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/form-templates?search=a2f11e5')).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Buscar formulario'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?tab=forms'));
  });

  it('explains the 409 of a used form and offers to unpublish it instead', async () => {
    const fetchMock = renderTab('/admin?tab=forms', (url, init) => {
      if (url === `/api/admin/form-templates/${USED.id}` && init?.method === 'DELETE') {
        return jsonResponse({ detail: FORM_MESSAGES.formularioEnUso(4), code: 'conflict' }, 409);
      }
      if (url === `/api/admin/form-templates/${USED.id}/publish?publish=false` && init?.method === 'PUT') {
        return jsonResponse({ ...USED, is_published: false });
      }
      return jsonResponse({ detail: 'no previsto' }, 500);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Formulario de actas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar formulario' });
    expect(within(dialog).getByText(/Lo usaron 4 solicitudes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar formulario' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.formularioEnUso(4))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Despublicar formulario' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar formulario' })).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === `/api/admin/form-templates/${USED.id}/publish?publish=false` && init?.method === 'PUT',
      ),
    ).toBe(true);
  });

  it('publishes, duplicates and opens a form from the list', async () => {
    const fetchMock = renderTab('/admin?tab=forms', (url) => {
      if (url === `/api/admin/form-templates/${DRAFT.id}/publish?publish=true`) {
        return jsonResponse({ ...DRAFT, is_published: true });
      }
      if (url === `/api/admin/form-templates/${DRAFT.id}/duplicate`) {
        return jsonResponse(
          template('b0000000-1111-4222-8333-444455556666', 'Copia de Formulario Auto: Pasaporte'),
          201,
        );
      }
      return jsonResponse({ detail: 'no previsto' }, 500);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar Formulario Auto: Pasaporte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Formulario Auto: Pasaporte' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => String(url).includes(DRAFT.id) && init?.method !== undefined,
        ),
      ).toHaveLength(2),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Editar Formulario de actas' }));
    expect(screen.getByTestId('location').textContent).toBe(`?tab=forms&formulario=${USED.id}`);
  });
});
