import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { ContactDialog } from './ContactDialog';

// The toaster and Relay load on first use: load them up front so a submit settles within its act().
beforeAll(() => import('../../notify/ToastHost'), 30_000);
beforeAll(() => import('relay-runtime'), 30_000);

function renderDialog(locale: Locale, session = 1) {
  const environment = createMockEnvironment();
  const view = render(
    <TestProviders environment={environment} locale={locale}>
      <ContactDialog open onOpenChange={() => undefined} session={session} />
    </TestProviders>,
  );
  const rerender = (next: number) =>
    view.rerender(
      <TestProviders environment={environment} locale={locale}>
        <ContactDialog open onOpenChange={() => undefined} session={next} />
      </TestProviders>,
    );
  return { environment, rerender };
}

async function change(label: RegExp, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function click(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('contact validation', () => {
  it("shows the four validation messages in Spanish and sends nothing", async () => {
    const { environment } = renderDialog('es');
    await change(/^nombre/i, 'A');
    await change(/correo/i, 'ana@');
    await change(/^mensaje/i, 'corto');
    await click(/enviar mensaje/i);
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeTruthy();
    expect(screen.getByText('Por favor, selecciona un asunto')).toBeTruthy();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^nombre/i));
  });

  it('words them in English too', async () => {
    renderDialog('en');
    await click(/send message/i);
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
  });

  it('sends valid input trimmed, shows Sending... then the thank-you panel, and starts empty on reopening', async () => {
    const { environment, rerender } = renderDialog('en');
    await change(/^name/i, '  Ana  ');
    await change(/email/i, 'ana@example.com');
    await change(/subject/i, 'billing');
    await change(/^message/i, 'Please send me an invoice for May.');
    await click(/send message/i);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'billing', message: 'Please send me an invoice for May.' });
    // Refuses a second send, but keeps the keyboard focus in the dialog (a disabled button would drop it).
    const sending = screen.getByRole('button', { name: /sending\.\.\./i });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    await click(/sending\.\.\./i);
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    await act(async () => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
        SendContactMessageResult: () => ({ __typename: 'MutationSendContactMessageSuccess', data: true }),
      }));
    });
    expect(screen.getByText('Thank you for writing to us!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    rerender(2);
    expect((screen.getByLabelText(/^name/i) as HTMLInputElement).value).toBe('');
  });
});
