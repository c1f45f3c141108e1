import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TAX_PROFILE_MESSAGES } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaxProfileForm } from './tax-profile-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const optionValues = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('TaxProfileForm', () => {
  it('shows the Spanish messages of the shared schema and sends nothing while they stand', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithProviders(<TaxProfileForm profile={null} />, { route: false });
    type(/^RFC/, 'GODE561231GR9');
    type(/^Código postal/, '066');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByText('El dígito verificador del RFC no es válido')).toBeTruthy();
    expect(screen.getByText(TAX_PROFILE_MESSAGES.codigoPostal)).toBeTruthy();
    expect(screen.getByText(TAX_PROFILE_MESSAGES.razonSocialRequired)).toBeTruthy();
    expect(screen.getByText(TAX_PROFILE_MESSAGES.regimenRequired, { selector: 'p' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the régimenes of the RFC’s kind of person and the usos of the régimen chosen', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<TaxProfileForm profile={null} />, { route: false });
    type(/^RFC/, 'MAB9307148T4');
    await waitFor(() => expect(optionValues(/^Régimen fiscal/)).toContain('601'));
    expect(optionValues(/^Régimen fiscal/)).not.toContain('605');
    expect((screen.getByLabelText(/^Uso del CFDI/) as HTMLSelectElement).disabled).toBe(true);

    type(/^RFC/, 'GODE561231GR8');
    await waitFor(() => expect(optionValues(/^Régimen fiscal/)).toContain('605'));
    expect(optionValues(/^Régimen fiscal/)).not.toContain('601');
    type(/^Régimen fiscal/, '605');
    await waitFor(() => expect(optionValues(/^Uso del CFDI/)).toContain('D01'));
    expect(optionValues(/^Uso del CFDI/)).not.toContain('G03');
  });

  it('sends the profile and puts a 422 from the server under its field', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        {
          detail: 'Revisa los datos marcados',
          code: 'validation',
          errors: [{ field: 'razon_social', message: TAX_PROFILE_MESSAGES.razonSocialCapital }],
        },
        422,
      ),
    );
    renderWithProviders(<TaxProfileForm profile={null} />, { route: false });
    type(/^RFC/, 'GODE561231GR8');
    type(/^Nombre o razón social/, 'Emilia Godínez');
    type(/^Código postal/, '06600');
    await waitFor(() => expect(optionValues(/^Régimen fiscal/)).toContain('612'));
    type(/^Régimen fiscal/, '612');
    await waitFor(() => expect(optionValues(/^Uso del CFDI/)).toContain('G03'));
    type(/^Uso del CFDI/, 'G03');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByText(TAX_PROFILE_MESSAGES.razonSocialCapital)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/tax-profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      rfc: 'GODE561231GR8',
      razon_social: 'EMILIA GODÍNEZ',
      regimen_fiscal: '612',
      uso_cfdi: 'G03',
      codigo_postal: '06600',
    });
  });
});
