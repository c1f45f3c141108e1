import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_MESSAGES, type FormTemplate, type FormTemplatesList } from '@tramites/shared';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unexpected } from '../../../features/catalog-admin/test-fixtures.ts';
import { createMissingFormsText } from '../../../features/forms/generated-forms.ts';
import { tramite } from '../../../test/catalog-fixtures.ts';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TramitesTab } from './tramites-tab.tsx';

const TEMPLATE_ID = '7d1e3c2b-aaaa-4bbb-8ccc-ddddeeeeffff';
const TRAMITES = [
  tramite(11, 'Acta de nacimiento'),
  tramite(12, 'Acta de matrimonio'),
  tramite(13, 'Acta de defunción', {
    form_template_id: TEMPLATE_ID,
    form_template_name: 'Formulario de defunción',
  }),
  tramite(14, 'CURP certificada'),
];

const formTemplate = (id: string, name: string, extra: Partial<FormTemplate> = {}): FormTemplate => ({
  id,
  name,
  description: '',
  tramite_type_id: 11,
  tramite_name: 'Acta de nacimiento',
  category_name: 'Actas',
  fields: [],
  is_published: true,
  version: 1,
  published_version: 1,
  has_unpublished_changes: false,
  is_auto_generated: false,
  requests_count: 0,
  connected_tramites: [],
  updated_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const TEMPLATES: FormTemplatesList = {
  templates: [
    formTemplate('11111111-2222-4333-8444-555566667777', 'Acta de matrimonio'),
    formTemplate('99999999-2222-4333-8444-555566667777', 'Formulario Auto: CURP certificada'),
  ],
  stats: { total: 2, published: 2, drafts: 0, auto_generated: 1, tramites_without_form: 3 },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderTab(
  handler: FetchHandler,
  tramites = TRAMITES,
  templates: () => Response = () => jsonResponse(TEMPLATES),
) {
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/categories/detailed')) {
      return jsonResponse([]);
    }
    if (method === 'GET' && url.startsWith('/api/admin/tramites')) {
      return jsonResponse(tramites);
    }
    if (method === 'GET' && url.startsWith('/api/admin/form-templates')) {
      return templates();
    }
    return handler(url, init);
  });
  renderWithProviders(
    <>
      <TramitesTab />
      <LocationProbe />
    </>,
    { route: '/admin?tab=tramites' },
  );
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') !== 'GET');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Formularios desde la pestaña Trámites', () => {
  it('counts, before confirming, the forms "Crear formularios faltantes" will create', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = renderTab((url, init) =>
      url === '/api/admin/tramites/create-missing-forms' && init?.method === 'POST'
        ? jsonResponse({ message: 'Se crearon 3 formularios', formularios_creados: 3, total_tramites: 4 })
        : unexpected(url, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Crear formularios faltantes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear formularios faltantes' });
    // Three of the four active procedures have no form.
    expect(
      await within(dialog).findByText(
        /^Se crearán 3 formularios, uno por cada trámite activo sin formulario/,
      ),
    ).toBeTruthy();
    // Issue 20: the forms start as drafts, and their files do not block a client's request.
    expect(dialog.textContent).toContain(
      'Quedan como borradores: revisa cada uno y publícalo para que los clientes lo vean.',
    );
    expect(dialog.textContent).toContain('Sus archivos no impiden enviar una solicitud');
    expect(dialog.textContent).toContain('salvo los que marques «Obligatorio al solicitar»');
    expect(dialog.textContent).not.toMatch(/publicados/i);
    expect(within(dialog).getByText('CURP certificada')).toBeTruthy();
    expect(within(dialog).queryByText('Acta de defunción')).toBeNull();
    expect(callsTo(fetchMock, '/api/admin/tramites/create-missing-forms')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear 3 formularios' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/tramites/create-missing-forms')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Crear formularios faltantes' })).toBeNull(),
    );
    expect(success).toHaveBeenCalledWith('Se crearon 3 formularios', {
      description: '3 formularios creados · 4 trámites en el catálogo.',
    });
  });

  it('says so when every procedure has a form, in the same words the count uses', () => {
    expect(createMissingFormsText([tramite(1, 'A', { form_template_id: 'x' })])).toBe(
      'Todos los trámites activos ya tienen formulario: no hay nada que crear.',
    );
    expect(createMissingFormsText([tramite(1, 'A'), tramite(2, 'B', { is_active: false })])).toMatch(
      /^Se creará 1 formulario,/,
    );
  });

  it('connects a form: one must be chosen first', async () => {
    const fetchMock = renderTab((url, init) =>
      url === '/api/admin/tramites/11/connect-form' && init?.method === 'PUT'
        ? jsonResponse({
            message: 'Formulario conectado',
            tramite_id: 11,
            form_template_id: TEMPLATES.templates[0]!.id,
            form_template_name: 'Acta de matrimonio',
            is_published: true,
          })
        : unexpected(url, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar formulario a Acta de nacimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar formulario' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Conectar formulario' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.formularioRequerido)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/tramites/11/connect-form')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Formulario/), {
      target: { value: TEMPLATES.templates[0]!.id },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar formulario' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/tramites/11/connect-form')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/api/admin/tramites/11/connect-form')[0]![1]?.body)),
    ).toEqual({
      form_template_id: TEMPLATES.templates[0]!.id,
    });
  });

  it('says inside the dialog when the forms could not be loaded, and retries', async () => {
    let attempts = 0;
    renderTab(unexpected, TRAMITES, () => {
      attempts++;
      return attempts === 1 ? jsonResponse({ detail: 'Error del servidor' }, 500) : jsonResponse(TEMPLATES);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar formulario a Acta de nacimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar formulario' });
    expect(await within(dialog).findByText('Error al cargar formularios')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('option', { name: /Acta de matrimonio/ })).toBeTruthy();
  });

  it('connects by identical name the procedures without a form, and lists them first', async () => {
    const fetchMock = renderTab((url, init) =>
      url === '/api/admin/connect-form-by-names' && init?.method === 'POST'
        ? jsonResponse({
            message: 'Conectado',
            ...JSON.parse(String(init.body)),
            form_id: 'x',
            connection_method: 'nombre_exacto',
          })
        : unexpected(url, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar por nombre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar formularios por nombre' });
    expect(await within(dialog).findByText(/Acta de matrimonio → «Acta de matrimonio»/)).toBeTruthy();
    expect(within(dialog).getByText(/CURP certificada → «Formulario Auto: CURP certificada»/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conectar 2 trámites' }));
    expect(await within(dialog).findByText('2 trámites conectados.')).toBeTruthy();
    expect(
      callsTo(fetchMock, '/api/admin/connect-form-by-names').map(([, init]) =>
        JSON.parse(String(init?.body)),
      ),
    ).toEqual([
      { tramite_name: 'Acta de matrimonio', form_name: 'Acta de matrimonio' },
      { tramite_name: 'CURP certificada', form_name: 'Formulario Auto: CURP certificada' },
    ]);
  });

  it('auto-generates after confirming and shows the summary; a refusal is shown as the server says', async () => {
    let calls = 0;
    renderTab((url, init) => {
      if (url === '/api/admin/auto-generate-forms' && init?.method === 'POST') {
        calls++;
        return calls === 1
          ? jsonResponse({ detail: 'Otra generación está en curso', code: 'conflict' }, 409)
          : jsonResponse({
              summary: { total_tramites: 4, creados: 2, regenerados: 1, conectados: 1, omitidos_editados: 0 },
            });
      }
      return unexpected(url, init);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generar automáticamente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar formularios automáticamente' });
    // Issue 20: the same promise as 'Crear formularios faltantes'.
    expect(dialog.textContent).toContain(
      'Quedan como borradores: revisa cada uno y publícalo para que los clientes lo vean.',
    );
    expect(dialog.textContent).toContain('Sus archivos no impiden enviar una solicitud');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar formularios' }));
    expect(await within(dialog).findByText('Otra generación está en curso')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar formularios' }));
    const rows = await within(dialog).findAllByRole('term');
    expect(rows.map((row) => `${row.textContent}: ${row.nextElementSibling?.textContent}`)).toEqual([
      'Trámites revisados: 4',
      'Formularios creados: 2',
      'Formularios regenerados: 1',
      'Trámites conectados: 1',
      'Omitidos por estar editados a mano: 0',
    ]);
  });

  it('regenerates one procedure’s form, and configures it in the builder', async () => {
    const fetchMock = renderTab((url, init) =>
      url === '/api/admin/tramites/13/regenerate-form' && init?.method === 'POST'
        ? jsonResponse({ detail: FORM_MESSAGES.editadoAMano, code: 'conflict' }, 409)
        : unexpected(url, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerar formulario de Acta de defunción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerar formulario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerar formulario' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.editadoAMano)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/tramites/13/regenerate-form')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(
      screen.getByRole('link', { name: 'Configurar formulario de Acta de defunción' }).getAttribute('href'),
    ).toBe(`/admin?tab=forms&formulario=${TEMPLATE_ID}`);
    expect(
      screen.getByRole('link', { name: 'Configurar formulario de Acta de nacimiento' }).getAttribute('href'),
    ).toBe('/admin?tab=forms&formulario=nuevo&tramite=11');
  });
});
