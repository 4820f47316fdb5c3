import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { UpgradeDialogContext } from '../plans/upgradeDialogContext';
import { OptimizeDialog } from './OptimizeDialog';

const content = 'Escribe un guion sobre café';
const openUpgrade = vi.fn();
const onOpenChange = vi.fn();

/** Opens the dialog for `content` and answers its credits query. */
async function openDialog({ left, period = 'month' }: { left: number | null; period?: 'day' | 'month' | null }, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  openUpgrade.mockClear();
  onOpenChange.mockClear();
  render(
    <TestProviders environment={environment} locale={locale}>
      <UpgradeDialogContext.Provider value={openUpgrade}>
        <MemoryRouter>
          <Suspense fallback={<p>Loading</p>}>
            <OptimizeDialog content={content} open onOpenChange={onOpenChange} />
          </Suspense>
        </MemoryRouter>
      </UpgradeDialogContext.Provider>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'viewer-1' }),
        UserSubscription: () => ({ optimizationsLeft: left }),
        Plan: () => ({ optimizationsPeriod: period }),
      }),
    );
  });
  return { environment, dialog: await screen.findByRole('dialog') };
}

const submitButton = (dialog: HTMLElement, name = 'Optimizar') => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('Optimize-with-AI dialog', () => {
  // The mutation loads Relay on first use and the toaster loads with the first toast.
  beforeAll(() => Promise.all([import('relay-runtime'), import('../../notify/ToastHost')]), 30_000);

  it('starts with TikTok, Casual, the card\'s prompt in an 8-row text area and the credits left this month', async () => {
    const { dialog } = await openDialog({ left: 3 });
    expect(within(dialog).getByText('Optimizar prompt')).toBeTruthy();
    expect((within(dialog).getByLabelText('Plataforma') as HTMLSelectElement).value).toBe('TikTok');
    expect((within(dialog).getByLabelText('Tono del contenido') as HTMLSelectElement).value).toBe('Casual');
    const text = within(dialog).getByRole('textbox', { name: /Prompt/ }) as HTMLTextAreaElement;
    expect(text.value).toBe(content);
    expect(text.rows).toBe(8);
    expect(within(dialog).getByTestId('credits-line').textContent).toBe('Te quedan 3 optimizaciones este mes');
    expect(submitButton(dialog).disabled).toBe(false);
    expect(within(dialog).queryByRole('button', { name: /Copiar texto optimizado/ })).toBeNull();
  });

  it("at 0 left, offers the upgrade dialog in this one's place and disables the button ('(Upgrade to get unlimited!)' in English)", async () => {
    const { dialog } = await openDialog({ left: 0 }, 'en');
    const credits = within(dialog).getByTestId('credits-line');
    expect(credits.textContent).toBe('0 optimizations left this month (Upgrade to get unlimited!)');
    expect(submitButton(dialog, 'Optimize').disabled).toBe(true);
    fireEvent.click(within(credits).getByRole('button', { name: '(Upgrade to get unlimited!)' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(openUpgrade).toHaveBeenCalledWith('credits');
  });

  it('counts per day on the basic plan', async () => {
    const { dialog } = await openDialog({ left: 4, period: 'day' });
    expect(within(dialog).getByTestId('credits-line').textContent).toBe('Te quedan 4 optimizaciones hoy');
  });

  it('says unlimited when there is no limit', async () => {
    const { dialog } = await openDialog({ left: null, period: null });
    expect(within(dialog).getByTestId('credits-line').textContent).toBe('Optimizaciones ilimitadas');
  });

  it("sends the text with platform and tone, disables the button while pending, then shows the result, 'Copiar texto optimizado' and the new credits", async () => {
    const { environment, dialog } = await openDialog({ left: 3 });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Plataforma'), { target: { value: 'LinkedIn' } });
      fireEvent.change(within(dialog).getByLabelText('Tono del contenido'), { target: { value: 'Professional' } });
    });
    await act(async () => {
      fireEvent.click(submitButton(dialog));
    });
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useOptimizeDialogMutation');
      return pending;
    });
    expect(operation.request.variables).toEqual({
      input: { originalContent: content, dialogOptions: { platform: 'LinkedIn', tone: 'Professional' } },
    });
    expect(within(dialog).getByRole('button', { name: 'Optimizando…' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          optimizePrompt: {
            __typename: 'MutationOptimizePromptSuccess',
            data: {
              improvedPrompt: 'Actúa como guionista de LinkedIn…',
              engine: 'local',
              viewer: { id: 'viewer-1', subscription: { optimizationsLeft: 2 } },
            },
          },
        },
      });
    });
    expect(within(dialog).getByTestId('optimize-result').textContent).toContain('Actúa como guionista de LinkedIn…');
    expect(within(dialog).getByRole('button', { name: 'Copiar texto optimizado' })).toBeTruthy();
    expect(within(dialog).getByTestId('credits-line').textContent).toBe('Te quedan 2 optimizaciones este mes');
  });

  it.each([
    [{ engine: 'local', model: null, basedOn: null }, 'Optimizado por: Motor integrado (sin IA)', null],
    [{ engine: 'openai', model: 'gpt-4o-mini', basedOn: { id: 'Prompt:3', title: 'Guion para TikTok' } }, 'Optimizado por: gpt-4o-mini', 'Basado en el prompt de la biblioteca: Guion para TikTok'],
  ])('says who answered in plain words and links the library prompt it drew on (%o)', async (answer, engineText, basedOnText) => {
    const { environment, dialog } = await openDialog({ left: 3 });
    await act(async () => {
      fireEvent.click(submitButton(dialog));
    });
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          optimizePrompt: {
            __typename: 'MutationOptimizePromptSuccess',
            data: { improvedPrompt: 'Actúa como guionista…', ...answer, viewer: { id: 'viewer-1', subscription: { optimizationsLeft: 2 } } },
          },
        },
      });
    });
    expect(within(dialog).getByTestId('engine').textContent).toBe(engineText);
    expect(within(dialog).queryByTestId('based-on')?.textContent ?? null).toBe(basedOnText);
  });

  it("shows 'Optimization failed' with the server's message when it fails, and no result", async () => {
    const { environment, dialog } = await openDialog({ left: 1 }, 'en');
    await act(async () => {
      fireEvent.click(submitButton(dialog, 'Optimize'));
    });
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useOptimizeDialogMutation');
      return pending;
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { optimizePrompt: { __typename: 'EngineFailedError', __isError: 'EngineFailedError', message: 'The AI engine did not answer in time.' } },
      });
    });
    const toast = await screen.findByTestId('toast', {}, { timeout: 10_000 });
    expect(within(toast).getByText('Optimization failed')).toBeTruthy();
    expect(within(toast).getByText('The AI engine did not answer in time.')).toBeTruthy();
    expect(within(dialog).queryByTestId('optimize-result')).toBeNull();
  });

  it("refuses an empty prompt with 'Prompt vacío' before sending anything", async () => {
    const { environment, dialog } = await openDialog({ left: 3 });
    await act(async () => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Prompt/ }), { target: { value: '   ' } });
    });
    await act(async () => {
      fireEvent.click(submitButton(dialog));
    });
    expect(within(dialog).getByText(/Prompt vacío/)).toBeTruthy();
    expect(within(dialog).getByText(/Por favor, ingresa un prompt para optimizar\./)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useOptimizeDialogMutation')).toBe(false);
  });
});
