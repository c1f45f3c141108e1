import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { buildAnswersSchema, computeCurpCheckDigit, type FormField } from '@tramites/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '../lib/zod-resolver.ts';
import { DynamicFormFields, describeFileRule, emptyAnswers } from './dynamic-form-fields.tsx';

afterEach(cleanup);

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id: name,
  name,
  label: extra.label ?? name,
  type,
  required: false,
  order: 0,
  validation_rules: {},
  ...extra,
});

const ALL_TYPES: FormField[] = [
  field('nombre', 'text', { label: 'Nombre', order: 0, placeholder: 'Como en tu INE' }),
  field('correo', 'email', { label: 'Correo', order: 1 }),
  field('celular', 'phone', { label: 'Celular', order: 2 }),
  field('motivo', 'textarea', { label: 'Motivo', order: 3 }),
  field('tipo', 'select', {
    label: 'Tipo',
    order: 4,
    options: [
      { value: 'persona', label: 'Persona física' },
      { value: 'empresa', label: 'Empresa' },
    ],
  }),
  field('acepta', 'checkbox', { label: 'Acepto el aviso', order: 5 }),
  field('hijos', 'number', { label: 'Hijos', order: 6 }),
  field('nacimiento', 'date', { label: 'Nacimiento', order: 7 }),
  field('comprobante', 'file', { label: 'Comprobante', order: 8, file_types: ['pdf'], max_file_size: 5 }),
  field('curp', 'curp', { label: 'CURP', order: 9, required: true }),
  field('rfc', 'rfc', { label: 'RFC', order: 10 }),
];

/** A form as the request form and the builder's preview hold it: answers under `form_answers`. */
function Harness({
  fields,
  onValid = () => undefined,
  answeredElsewhere,
}: {
  fields: FormField[];
  onValid?: (values: unknown) => void;
  answeredElsewhere?: Record<string, unknown>;
}) {
  const methods = useForm({
    defaultValues: { form_answers: emptyAnswers(fields) },
    resolver: zodResolver(z.object({ form_answers: buildAnswersSchema(fields, { files: 'check' }) })),
    mode: 'onTouched',
  });
  return (
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onValid)} noValidate>
        <DynamicFormFields fields={fields} name="form_answers" answeredElsewhere={answeredElsewhere} />
        <button type="submit">Enviar</button>
      </form>
    </FormProvider>
  );
}

const VALID_CURP = `GOMC800101HDFNRR0${computeCurpCheckDigit('GOMC800101HDFNRR0')}`;

describe('DynamicFormFields', () => {
  it('renders every field type with its own control, labelled, in order', () => {
    render(<Harness fields={[...ALL_TYPES].reverse()} />);
    const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    expect(control('Nombre').type).toBe('text');
    expect(control('Nombre').placeholder).toBe('Como en tu INE');
    expect(control('Correo').type).toBe('email');
    expect(control('Celular').type).toBe('tel');
    expect(control('Motivo').tagName).toBe('TEXTAREA');
    expect(control('Tipo').tagName).toBe('SELECT');
    expect(
      [...(control('Tipo') as unknown as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['Selecciona una opción', 'Persona física', 'Empresa']);
    expect(control('Acepto el aviso').type).toBe('checkbox');
    expect(control('Hijos').inputMode).toBe('decimal');
    expect(control('Nacimiento').type).toBe('date');
    expect(control('Comprobante').type).toBe('file');
    // The extension too: a picker then also offers files the system gives no type (an e.firma's .key).
    expect(control('Comprobante').accept).toBe('application/pdf,.pdf');
    expect(
      screen.getByText('PDF, hasta 5 MB · Puedes adjuntarlo ahora o después, en la página de documentos'),
    ).toBeTruthy();
    expect(control('CURP').maxLength).toBe(18);
    expect(control('CURP').getAttribute('aria-required')).toBe('true');
    expect(control('RFC').maxLength).toBe(13);
    // Shown by `order`, whatever order they came in.
    const labels = [...document.querySelectorAll('label')].map((label) =>
      label.textContent?.replace('*', ''),
    );
    expect(labels.indexOf('Nombre')).toBeLessThan(labels.indexOf('RFC'));
  });

  it('shows a conditional field only while its condition holds, live', () => {
    const fields = [
      field('tipo', 'select', {
        label: 'Tipo de beneficiario',
        order: 0,
        options: [
          { value: 'para_mi', label: 'Para mí' },
          { value: 'para_empresa', label: 'Para mi empresa' },
        ],
      }),
      field('rfc_empresa', 'rfc', {
        label: 'RFC de la empresa',
        order: 1,
        required: true,
        visible_when: { field: 'tipo', equals: 'para_empresa' },
      }),
      field('factura', 'checkbox', { label: 'Quiero factura', order: 2 }),
      field('uso_cfdi', 'text', {
        label: 'Uso del CFDI',
        order: 3,
        visible_when: { field: 'factura', equals: 'true' },
      }),
    ];
    render(<Harness fields={fields} />);
    expect(screen.queryByLabelText(/^RFC de la empresa/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Tipo de beneficiario/), { target: { value: 'para_empresa' } });
    expect(screen.getByLabelText(/^RFC de la empresa/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Tipo de beneficiario/), { target: { value: 'para_mi' } });
    expect(screen.queryByLabelText(/^RFC de la empresa/)).toBeNull();

    expect(screen.queryByLabelText(/^Uso del CFDI/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Quiero factura/));
    expect(screen.getByLabelText(/^Uso del CFDI/)).toBeTruthy();
  });

  it('refuses a CURP with a wrong check digit under the field, in Spanish, and sends a valid one in capitals', async () => {
    const onValid = vi.fn();
    render(<Harness fields={[field('curp', 'curp', { label: 'CURP', required: true })]} onValid={onValid} />);
    const input = screen.getByLabelText(/^CURP/) as HTMLInputElement;
    const wrongDigit = (Number(VALID_CURP.at(-1)) + 1) % 10;
    fireEvent.change(input, { target: { value: `${VALID_CURP.slice(0, 17)}${wrongDigit}`.toLowerCase() } });
    expect(input.value).toBe(`${VALID_CURP.slice(0, 17)}${wrongDigit}`);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El dígito verificador de la CURP no es válido')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: VALID_CURP.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ form_answers: { curp: VALID_CURP } });
  });

  it('a required file without ‘obligatorio al solicitar’ is optional now: sent without it, or checked when attached', async () => {
    const onValid = vi.fn();
    const fields = [
      field('ine', 'file', {
        label: 'Identificación oficial',
        required: true,
        order: 0,
        file_types: ['pdf'],
      }),
    ];
    render(<Harness fields={fields} onValid={onValid} />);
    expect(screen.getByText(/Puedes adjuntarlo ahora o después, en la página de documentos$/)).toBeTruthy();
    // No asterisk: the client need not attach it to send the request.
    expect(document.querySelector('label')?.textContent).toBe('Identificación oficial');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ form_answers: {} });
    fireEvent.change(screen.getByLabelText(/^Identificación oficial/), {
      target: { files: [new File(['x'], 'ine.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Tipo de archivo no permitido: usa PDF')).toBeTruthy();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('asks for required answers and a file marked ‘obligatorio al solicitar’, checked against its types', async () => {
    const onValid = vi.fn();
    const fields = [
      field('acepta', 'checkbox', { label: 'Acepto', required: true, order: 0 }),
      field('comprobante', 'file', {
        label: 'Comprobante',
        required: true,
        required_at_request: true,
        order: 1,
        file_types: ['pdf'],
      }),
    ];
    render(<Harness fields={fields} onValid={onValid} />);
    expect(screen.queryByText(/Puedes adjuntarlo ahora o después/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debes marcar esta casilla')).toBeTruthy();
    expect(screen.getByText('Adjunta este documento: es obligatorio para enviar la solicitud')).toBeTruthy();

    const picker = screen.getByLabelText(/^Comprobante/) as HTMLInputElement;
    const png = new File(['x'], 'foto.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });
    expect(screen.getByText('foto.png')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Acepto/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Tipo de archivo no permitido: usa PDF')).toBeTruthy();

    const pdf = new File(['%PDF'], 'comprobante.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ form_answers: { acepta: true, comprobante: pdf } });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar comprobante.pdf' }));
    expect(screen.getByText('Ningún archivo elegido')).toBeTruthy();
  });

  it('keeps only digits in a phone, and does not ask what another part of the form answers', () => {
    const fields = [
      field('email', 'email', { label: 'Correo del trámite', order: 0 }),
      field('celular', 'phone', { label: 'Celular', order: 1 }),
    ];
    render(<Harness fields={fields} answeredElsewhere={{ email: 'maria@example.mx' }} />);
    expect(screen.queryByLabelText(/^Correo del trámite/)).toBeNull();
    const phone = screen.getByLabelText(/^Celular/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+52 (55) 1234-5678' } });
    expect(phone.value).toBe('5512345678');
  });

  it('describes a file rule in words', () => {
    expect(describeFileRule(field('a', 'file'))).toBe('PDF o Imagen (JPG, PNG), hasta 10 MB');
    expect(describeFileRule(field('a', 'file', { file_types: ['image'], max_file_size: 25 }))).toBe(
      'Imagen (JPG, PNG), hasta 25 MB',
    );
  });
});
