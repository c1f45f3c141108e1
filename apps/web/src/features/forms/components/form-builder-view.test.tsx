import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_MESSAGES, type FormField } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { field, posts, renderTab, template, unexpected } from './form-builder-test-harness.tsx';

/** Opens 'Agregar campo', fills label and type, and returns the editor. */
async function addField(label: string, type: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar campo' });
  fireEvent.change(within(dialog).getByLabelText(/^Etiqueta/), { target: { value: label } });
  fireEvent.change(within(dialog).getByLabelText(/^Tipo/), { target: { value: type } });
  return dialog;
}

async function saveEditor(dialog: HTMLElement, name = 'Agregar campo') {
  fireEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /campo/ })).toBeNull());
}

const fieldList = () => screen.getByRole('list', { name: 'Campos del formulario' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Constructor de formularios', () => {
  it("says the spec's messages and sends nothing while the form is incomplete", async () => {
    const fetchMock = renderTab('/admin?tab=forms&formulario=nuevo', unexpected);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText(FORM_MESSAGES.nombreRequerido)).toBeTruthy();
    expect(screen.getByText(FORM_MESSAGES.tramiteRequerido)).toBeTruthy();
    expect(screen.getByText(FORM_MESSAGES.camposRequeridos)).toBeTruthy();
    expect(posts(fetchMock, '/api/admin/form-templates')).toHaveLength(0);
  });

  it('adds fields (name suggested from the label, options, a condition), previews them and creates the draft', async () => {
    const fetchMock = renderTab('/admin?tab=forms&formulario=nuevo&tramite=11', (url, init) =>
      url === '/api/admin/form-templates' && init?.method === 'POST'
        ? jsonResponse(template(JSON.parse(String(init.body)).fields, { name: 'Acta de nacimiento' }), 201)
        : unexpected(url, init),
    );
    // From the tramites tab: the procedure is chosen and the name is the procedure's.
    expect(((await screen.findByLabelText(/^Nombre del formulario/)) as HTMLInputElement).value).toBe(
      'Acta de nacimiento',
    );
    expect((screen.getByLabelText(/^Trámite/) as HTMLSelectElement).value).toBe('11');

    let dialog = await addField('Tipo de solicitante', 'select');
    expect((within(dialog).getByLabelText(/^Nombre interno/) as HTMLInputElement).value).toBe(
      'tipo_de_solicitante',
    );
    // A select needs options: the editor says so with the shared message.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar opción 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar campo' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.opcionesRequeridas)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar opción' }));
    fireEvent.change(within(dialog).getByLabelText('Opción 1: texto'), {
      target: { value: 'Persona física' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar opción' }));
    fireEvent.change(within(dialog).getByLabelText('Opción 2: texto'), { target: { value: 'Empresa' } });
    expect((within(dialog).getByLabelText('Opción 2: valor') as HTMLInputElement).value).toBe('empresa');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Obligatorio' }));
    await saveEditor(dialog);

    dialog = await addField('Razón social', 'text');
    fireEvent.change(within(dialog).getByLabelText('Mostrar solo cuando'), {
      target: { value: 'tipo_de_solicitante' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^sea/), { target: { value: 'empresa' } });
    fireEvent.change(within(dialog).getByLabelText('Longitud mínima'), { target: { value: '3' } });
    await saveEditor(dialog);

    expect(
      within(fieldList()).getByText('Se muestra cuando «Tipo de solicitante» es «Empresa»'),
    ).toBeTruthy();
    // The preview is the clients' form: the condition works there.
    const preview = screen.getByRole('form', { name: 'Vista previa del formulario' });
    expect(within(preview).queryByLabelText(/^Razón social/)).toBeNull();
    fireEvent.change(within(preview).getByLabelText(/^Tipo de solicitante/), {
      target: { value: 'empresa' },
    });
    expect(within(preview).getByLabelText(/^Razón social/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    await waitFor(() => expect(posts(fetchMock, '/api/admin/form-templates')).toHaveLength(1));
    const [, init] = posts(fetchMock, '/api/admin/form-templates')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Acta de nacimiento',
      description: '',
      tramite_type_id: 11,
      fields: [
        {
          id: 'f1',
          name: 'tipo_de_solicitante',
          label: 'Tipo de solicitante',
          type: 'select',
          required: true,
          placeholder: null,
          help_text: null,
          order: 0,
          validation_rules: {},
          options: [
            { label: 'Persona física', value: 'persona_fisica' },
            { label: 'Empresa', value: 'empresa' },
          ],
          file_types: null,
          max_file_size: null,
          visible_when: null,
        },
        {
          id: 'f2',
          name: 'razon_social',
          label: 'Razón social',
          type: 'text',
          required: false,
          placeholder: null,
          help_text: null,
          order: 1,
          validation_rules: { min_length: 3 },
          options: null,
          file_types: null,
          max_file_size: null,
          visible_when: { field: 'tipo_de_solicitante', equals: 'empresa' },
        },
      ],
    });
    // The builder goes on with the saved template.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(
        'formulario=0c6f2a9e-1111-4222-8333-444455556666',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Editar formulario: Acta de nacimiento' }),
    ).toBeTruthy();
  });

  it('edits a field, renaming what depends on it, and deletes one only after confirming', async () => {
    const saved = template([
      field('f1', 'factura', 'Quiero factura', { type: 'checkbox', order: 0 }),
      field('f2', 'rfc', 'RFC para la factura', {
        type: 'rfc',
        order: 1,
        visible_when: { field: 'factura', equals: 'true' },
      }),
      field('f3', 'notas', 'Notas', { type: 'textarea', order: 2 }),
    ]);
    const fetchMock = renderTab(`/admin?tab=forms&formulario=${saved.id}`, (url, init) => {
      if (url === `/api/admin/form-templates/${saved.id}` && (init?.method ?? 'GET') === 'GET') {
        return jsonResponse(saved);
      }
      if (url === `/api/admin/form-templates/${saved.id}` && init?.method === 'PUT') {
        return jsonResponse({ ...saved, ...JSON.parse(String(init.body)), version: 2 });
      }
      return unexpected(url, init);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar campo Quiero factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campo: Quiero factura' });
    // An existing field keeps its name when the label changes; typing a new one renames it.
    fireEvent.change(within(dialog).getByLabelText(/^Etiqueta/), { target: { value: 'Necesito factura' } });
    expect((within(dialog).getByLabelText(/^Nombre interno/) as HTMLInputElement).value).toBe('factura');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre interno/), { target: { value: 'Con Factura' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar campo' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.campoNombreFormato)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre interno/), { target: { value: 'con_factura' } });
    await saveEditor(dialog, 'Guardar campo');
    expect(within(fieldList()).getByText('Se muestra cuando «Necesito factura» es «Sí»')).toBeTruthy();

    // Deleting asks first; cancelling keeps the field.
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar campo Notas' }));
    let confirm = await screen.findByRole('dialog', { name: 'Eliminar campo' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar campo' })).toBeNull());
    expect(within(fieldList()).getByText('Notas')).toBeTruthy();

    // A field others depend on: the confirmation says they will always show.
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar campo Necesito factura' }));
    confirm = await screen.findByRole('dialog', { name: 'Eliminar campo' });
    expect(within(confirm).getByText(/«RFC para la factura» se mostraba solo según este campo/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar campo' }));
    await waitFor(() => expect(within(fieldList()).queryByText('Necesito factura')).toBeNull());
    expect(within(fieldList()).queryByText(/Se muestra cuando/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    await waitFor(() => expect(posts(fetchMock, `/api/admin/form-templates/${saved.id}`)).toHaveLength(1));
    const body = JSON.parse(String(posts(fetchMock, `/api/admin/form-templates/${saved.id}`)[0]![1]?.body));
    expect(body.fields.map((item: FormField) => [item.name, item.order, item.visible_when ?? null])).toEqual([
      ['rfc', 0, null],
      ['notas', 1, null],
    ]);
  });

  it('keeps what was typed when the server refuses, with its messages on the fields', async () => {
    const saved = template([field('f1', 'nombre', 'Nombre')]);
    renderTab(`/admin?tab=forms&formulario=${saved.id}`, (url, init) => {
      if (url === `/api/admin/form-templates/${saved.id}` && (init?.method ?? 'GET') === 'GET') {
        return jsonResponse(saved);
      }
      return jsonResponse(
        {
          detail: 'El nombre del campo es requerido',
          code: 'validation',
          errors: [
            { field: 'fields.0.name', message: 'Ese nombre está reservado' },
            { field: 'name', message: 'Ya existe un formulario con ese nombre' },
          ],
        },
        422,
      );
    });
    const name = (await screen.findByLabelText(/^Nombre del formulario/)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Formulario nuevo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(
      await screen.findByText('Ya existe un formulario con ese nombre', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(within(fieldList()).getByText('Ese nombre está reservado')).toBeTruthy();
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain('Error guardando formulario');
    expect(name.value).toBe('Formulario nuevo');
  });

  it('reorders the fields with the keyboard', async () => {
    const saved = template([
      field('f1', 'uno', 'Primero', { order: 0 }),
      field('f2', 'dos', 'Segundo', { order: 1 }),
      field('f3', 'tres', 'Tercero', { order: 2 }),
    ]);
    // dnd-kit measures the items: each one is 80 px tall, one under the other.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li');
      const list = item?.parentElement;
      const index =
        list?.getAttribute('aria-label') === 'Campos del formulario' ? [...list.children].indexOf(item!) : 0;
      const top = index * 80;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 600,
        bottom: top + 72,
        width: 600,
        height: 72,
        toJSON: () => ({}),
      };
    });
    renderTab(`/admin?tab=forms&formulario=${saved.id}`, (url, init) =>
      url === `/api/admin/form-templates/${saved.id}` ? jsonResponse(saved) : unexpected(url, init),
    );
    const handle = await screen.findByRole('button', { name: 'Mover Primero' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(document, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(
        within(fieldList())
          .getAllByRole('button', { name: /^Mover / })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Mover Segundo', 'Mover Primero', 'Mover Tercero']),
    );
    // Moved, not saved yet: the save button waits for the admin.
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeTruthy();
  });
});
