import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSENT_MSG, PRIVACY_NOTICE_VERSION } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(cleanup);

function fillValidForm() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  type('Nombre completo', 'Laura Méndez');
  type('Correo electrónico', 'laura@example.mx');
  type('Teléfono', '5512345678');
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'secreta123' } });
  type('Confirmar contraseña', 'secreta123');
}

const avisoBox = () => screen.getByRole('checkbox', { name: /He leído y acepto el aviso de privacidad/ });

describe('RegisterForm: the aviso de privacidad', () => {
  it('shows the box unticked, with links to the aviso and the terms, and the simplified aviso given to it', () => {
    renderWithProviders(
      <RegisterForm onRegister={vi.fn()} privacyNotice={<p>Aviso simplificado de prueba</p>} />,
    );
    expect((avisoBox() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Aviso simplificado de prueba')).toBeTruthy();
    expect(screen.getByRole('link', { name: /aviso de privacidad/ }).getAttribute('href')).toBe(
      '/privacidad',
    );
    expect(screen.getByRole('link', { name: /términos y condiciones/ }).getAttribute('href')).toBe(
      '/terminos',
    );
  });

  it('sends nothing while the box is unticked, and says why under it', async () => {
    const onRegister = vi.fn();
    renderWithProviders(<RegisterForm onRegister={onRegister} />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(await screen.findByText(CONSENT_MSG.avisoRequerido)).toBeTruthy();
    expect(avisoBox().getAttribute('aria-invalid')).toBe('true');
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('sends the version of the aviso it showed once ticked, and never the box or confirmPassword', async () => {
    const onRegister = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<RegisterForm onRegister={onRegister} />);
    fillValidForm();
    fireEvent.click(avisoBox());
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalledTimes(1));
    expect(onRegister).toHaveBeenCalledWith({
      name: 'Laura Méndez',
      email: 'laura@example.mx',
      phone: '5512345678',
      role: 'cliente',
      password: 'secreta123',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
  });
});
