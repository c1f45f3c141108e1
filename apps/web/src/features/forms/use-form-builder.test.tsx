import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock.ts';
import {
  currentRouter,
  field,
  renderTab,
  template,
  unexpected,
} from './components/form-builder-test-harness.tsx';

/* useFormBuilder's leave guard, seen through the builder: unsaved changes ask before they are lost. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Constructor de formularios: cambios sin guardar', () => {
  const saved = template([field('f1', 'nombre', 'Nombre')]);
  // Opened from the list: Back goes there.
  const openSaved = () =>
    renderTab(
      `/admin?tab=forms&formulario=${saved.id}`,
      (url, init) =>
        url === `/api/admin/form-templates/${saved.id}` && (init?.method ?? 'GET') === 'GET'
          ? jsonResponse(saved)
          : unexpected(url, init),
      ['/admin?tab=forms'],
    );
  const location = () => screen.getByTestId('location').textContent;
  const editName = async () =>
    fireEvent.change(await screen.findByLabelText(/^Nombre del formulario/), {
      target: { value: 'Formulario de actas (nuevo)' },
    });
  const leaveDialog = () => screen.findByRole('dialog', { name: '¿Salir sin guardar?' });

  it('asks before another admin tab takes the builder’s place: stay keeps the edit, leave goes', async () => {
    openSaved();
    await editName();
    fireEvent.click(screen.getByRole('link', { name: 'Usuarios' }));
    let dialog = await leaveDialog();
    expect(within(dialog).getByText('Tienes cambios sin guardar en este formulario.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).toBeNull());
    expect(location()).toBe(`?tab=forms&formulario=${saved.id}`);
    expect((screen.getByLabelText(/^Nombre del formulario/) as HTMLInputElement).value).toBe(
      'Formulario de actas (nuevo)',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Usuarios' }));
    dialog = await leaveDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(location()).toBe('?tab=users'));
  });

  it('asks before Back and before “Volver a formularios”', async () => {
    openSaved();
    await editName();
    void currentRouter().navigate(-1);
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).toBeNull());
    expect(location()).toBe(`?tab=forms&formulario=${saved.id}`);

    fireEvent.click(screen.getByRole('button', { name: 'Volver a formularios' }));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(location()).toBe('?tab=forms'));
  });

  it('asks the browser before a reload or a closed tab only while there are changes', async () => {
    openSaved();
    await screen.findByLabelText(/^Nombre del formulario/);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await editName();
    expect(unload()).toBe(true);
    // Without changes nothing is asked: another tab is one click away.
    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(unload()).toBe(false));
    fireEvent.click(screen.getByRole('link', { name: 'Usuarios' }));
    await waitFor(() => expect(location()).toBe('?tab=users'));
  });
});
