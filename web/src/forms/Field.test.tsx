import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { TextInput } from './TextInput';

describe('the plain form field', () => {
  it('labels its input, marks it required, and describes it by its hint', () => {
    render(
      <Field label="Nombre de usuario" required hint="3 caracteres o más">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText(/nombre de usuario/i) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('3 caracteres o más');
  });

  it('announces an error, marks the input invalid and describes it by the message', () => {
    render(
      <Field label="Correo electrónico" validationState="error" validationMessage="Introduce un correo electrónico válido">
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Introduce un correo electrónico válido');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('gives a checkbox its own label and the field error', () => {
    render(
      <Field validationState="error" validationMessage="Debes aceptar los términos">
        <Checkbox label="Acepto los términos" />
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Acepto los términos' }) as HTMLInputElement;
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByText('Acepto los términos'));
    expect(checkbox.checked).toBe(true);
  });

  it('shows and hides a password', () => {
    render(
      <IntlProvider locale="es" defaultLocale="es">
        <Field label="Contraseña">
          <PasswordInput />
        </Field>
      </IntlProvider>,
    );
    const input = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' }).getAttribute('aria-pressed')).toBe('true');
  });
});
