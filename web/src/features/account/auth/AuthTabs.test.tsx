import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthTabs } from './AuthTabs';

function Tabs() {
  const [selected, setSelected] = useState<'login' | 'register'>('login');
  return (
    <AuthTabs
      tabs={[
        { value: 'login', label: 'Iniciar sesión' },
        { value: 'register', label: 'Registrarse' },
      ]}
      selected={selected}
      onSelect={setSelected}
      label="Acceso"
    />
  );
}

describe('the auth tabs', () => {
  it('are one tab stop: only the selected tab is in the tab order', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Acceso' })).toBeTruthy();
    const [login, register] = screen.getAllByRole('tab');
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(login.tabIndex).toBe(0);
    expect(register.getAttribute('aria-selected')).toBe('false');
    expect(register.tabIndex).toBe(-1);
  });

  it('move the focus with the arrow keys, Home and End, and select on click', () => {
    render(<Tabs />);
    const login = screen.getByRole('tab', { name: 'Iniciar sesión' });
    const register = screen.getByRole('tab', { name: 'Registrarse' });
    login.focus();
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(register);
    // Moving the focus does not select.
    expect(register.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(register, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(login);
    fireEvent.keyDown(login, { key: 'End' });
    expect(document.activeElement).toBe(register);
    fireEvent.keyDown(register, { key: 'Home' });
    expect(document.activeElement).toBe(login);

    fireEvent.click(register);
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(register.tabIndex).toBe(0);
    expect(login.tabIndex).toBe(-1);
  });
});
