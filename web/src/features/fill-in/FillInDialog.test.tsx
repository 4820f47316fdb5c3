import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { acceptAllCookiePreferences, defaultCookiePreferences, saveCookieConsent } from '../cookies/consent';
import { UsePromptButton } from './UsePromptButton';

const content = 'Escribe un correo para {{cliente}} de [nombre de tu tienda] en tono {{tono:formal|cercano}}.';

async function openUse(props: { content: string; storageKey?: string; title?: string }, locale: 'es' | 'en' = 'es') {
  render(
    <TestProviders environment={createMockEnvironment()} locale={locale}>
      <UsePromptButton {...props} />
    </TestProviders>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: locale === 'es' ? 'Usar' : 'Use' }));
  });
  return screen.findByRole('dialog');
}

const preview = () => screen.getByTestId('fill-in-preview').textContent;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Usar (fill-in variables)', () => {
  // The dialog is a lazy chunk: load it once, outside the tests' time limit.
  beforeAll(() => import('./FillInDialog'), 60_000);

  it('offers nothing on a prompt without variables', () => {
    render(
      <TestProviders environment={createMockEnvironment()}>
        <UsePromptButton content="Resume este texto. Ver [la guía](https://example.com)." />
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Usar' })).toBeNull();
  });

  it('shows a field per variable, a choice as a select with its default, and a preview that follows the typing', async () => {
    const dialog = await openUse({ content, title: 'Correo' });
    expect(within(dialog).getByText('Usar «Correo»')).toBeTruthy();
    const tone = within(dialog).getByLabelText('tono');
    expect(tone.tagName).toBe('SELECT');
    expect((tone as HTMLSelectElement).value).toBe('formal');
    expect(within(tone).getAllByRole('option').map((option) => option.textContent)).toEqual(['formal', 'cercano']);
    expect(preview()).toBe('Escribe un correo para {{cliente}} de [nombre de tu tienda] en tono formal.');

    type(dialog, 'cliente', 'Ana');
    type(dialog, 'nombre de tu tienda', 'La Esquina');
    fireEvent.change(tone, { target: { value: 'cercano' } });
    expect(preview()).toBe('Escribe un correo para Ana de La Esquina en tono cercano.');
  });

  it('copies the filled prompt and links to ChatGPT and Claude with it, in a new tab', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openUse({ content: 'Hola {{nombre}} & adiós' });
    type(dialog, 'nombre', 'Ana María');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar prompt' }));
    });
    expect(writeText).toHaveBeenCalledWith('Hola Ana María & adiós');

    const chatGpt = within(dialog).getByRole('link', { name: /Abrir en ChatGPT/ });
    expect(chatGpt.getAttribute('href')).toBe('https://chatgpt.com/?q=Hola+Ana+Mar%C3%ADa+%26+adi%C3%B3s');
    const claude = within(dialog).getByRole('link', { name: /Abrir en Claude/ });
    expect(new URL(claude.getAttribute('href') ?? '').searchParams.get('q')).toBe('Hola Ana María & adiós');
    expect(claude.getAttribute('href')).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
    for (const link of [chatGpt, claude]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('copies the filled prompt and opens Gemini without it in the address, which Gemini does not read', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openUse({ content: 'Hola {{nombre}}' });
    type(dialog, 'nombre', 'Ana');
    const gemini = within(dialog).getByRole('link', { name: /Copiar y abrir Gemini/ });
    expect(gemini.getAttribute('href')).toBe('https://gemini.google.com/app');
    expect(gemini.getAttribute('target')).toBe('_blank');
    expect(gemini.getAttribute('rel')).toContain('noopener');
    // jsdom does not navigate; the click's own work is the copy.
    gemini.addEventListener('click', (event) => event.preventDefault());
    await act(async () => {
      fireEvent.click(gemini);
    });
    expect(writeText).toHaveBeenCalledWith('Hola Ana');
  });

  it('stores nothing without functional-storage consent', async () => {
    saveCookieConsent({ ...defaultCookiePreferences, functionalCookies: false });
    const dialog = await openUse({ content, storageKey: 'prompt-a' });
    type(dialog, 'cliente', 'Ana');
    expect(preview()).toContain('Ana');
    expect(Object.keys(localStorage)).toEqual(['cookie-preferences']);
  });

  it('remembers what was typed per prompt once functional storage is allowed', async () => {
    saveCookieConsent(acceptAllCookiePreferences);
    const dialog = await openUse({ content, storageKey: 'prompt-b' });
    type(dialog, 'cliente', 'Luis');
    fireEvent.change(within(dialog).getByLabelText('tono'), { target: { value: 'cercano' } });
    expect(JSON.parse(localStorage.getItem('prompt-fill-ins') ?? '{}')['prompt-b']).toEqual({
      cliente: 'Luis',
      'nombre de tu tienda': '',
      tono: 'cercano',
    });

    // The same prompt opened again starts from it; a new page load reads it from storage.
    cleanup();
    const again = await openUse({ content, storageKey: 'prompt-b' });
    expect((within(again).getByLabelText('cliente') as HTMLInputElement).value).toBe('Luis');
    expect(preview()).toBe('Escribe un correo para Luis de [nombre de tu tienda] en tono cercano.');
    vi.resetModules();
    const reloaded = await import('./fillInStore');
    expect(reloaded.rememberedFillIn('prompt-b')?.cliente).toBe('Luis');
    expect(reloaded.rememberedFillIn('prompt-c')).toBeUndefined();

    // Turning functional storage off removes them with the other functional preferences.
    saveCookieConsent({ ...defaultCookiePreferences, functionalCookies: false });
    expect(localStorage.getItem('prompt-fill-ins')).toBeNull();
  });

  it('speaks English', async () => {
    const dialog = await openUse({ content: '{{a}}' }, 'en');
    expect(within(dialog).getByText('Use the prompt')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy prompt' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Open in Claude/ })).toBeTruthy();
  });
});
