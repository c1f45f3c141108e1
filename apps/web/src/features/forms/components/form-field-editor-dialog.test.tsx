import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormField } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormFieldEditorDialog } from './form-field-editor-dialog.tsx';

afterEach(cleanup);

const ACTA: FormField = {
  id: 'f1',
  name: 'acta',
  label: 'Acta de nacimiento',
  type: 'file',
  required: true,
  order: 0,
  validation_rules: {},
  file_types: ['pdf'],
  max_file_size: 10,
};

const renderEditor = (field: FormField) => {
  const onSave = vi.fn();
  render(
    <FormFieldEditorDialog
      target={{ field, newId: 'f2' }}
      fields={[field]}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return onSave;
};

describe('FormFieldEditorDialog: ‘Obligatorio al solicitar’ (issue 20)', () => {
  it('a file field offers it, unmarked by default, with a help text; marking it is saved', async () => {
    const onSave = renderEditor(ACTA);
    const mark = screen.getByRole('switch', { name: 'Obligatorio al solicitar' }) as HTMLInputElement;
    expect(mark.checked).toBe(false);
    expect(mark.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(mark.getAttribute('aria-describedby')!)!;
    expect(help.textContent).toContain('El cliente no puede enviar la solicitud sin adjuntar este archivo');
    expect(help.textContent).toContain('subirlo después, en la página de documentos');
    // 'Obligatorio' alone says the case needs the document, not that it blocks sending.
    const required = screen.getByRole('switch', { name: 'Obligatorio' });
    expect(document.getElementById(required.getAttribute('aria-describedby')!)!.textContent).toContain(
      'subirlo después, en la página de documentos',
    );

    fireEvent.click(mark);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar campo' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'acta',
      required: true,
      required_at_request: true,
    });
  });

  it('a field that is not a file does not offer it', () => {
    renderEditor({ ...ACTA, type: 'text', file_types: null, max_file_size: null });
    expect(screen.queryByRole('switch', { name: 'Obligatorio al solicitar' })).toBeNull();
  });
});
