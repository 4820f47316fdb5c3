import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { UpgradeDialogContext } from '../plans/upgradeDialogContext';
import { PromptCard } from './PromptCard';
import { VisitorSaveTargets } from './SaveTargets';
import type { PromptCardTestQuery } from './__generated__/PromptCardTestQuery.graphql';

const query = graphql`
  query PromptCardTestQuery @relay_test_operation {
    node(id: "prompt-1") {
      ...PromptCard_prompt @alias(as: "prompt")
    }
  }
`;

function Card() {
  const data = useLazyLoadQuery<PromptCardTestQuery>(query, {});
  return data.node?.prompt ? <PromptCard prompt={data.node.prompt} /> : null;
}

const openUpgrade = vi.fn();

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

async function renderCard(prompt: Record<string, unknown>, { visitor = false } = {}) {
  const environment = createMockEnvironment();
  openUpgrade.mockClear();
  const card = (
    <Suspense fallback="loading">
      <Card />
    </Suspense>
  );
  render(
    <TestProviders environment={environment}>
      <UpgradeDialogContext.Provider value={openUpgrade}>
        <MemoryRouter>
          {visitor ? (
            <VisitorSaveTargets>
              <Routes>
                <Route path="/" element={card} />
                <Route path="/auth" element={<LocationProbe />} />
              </Routes>
            </VisitorSaveTargets>
          ) : (
            card
          )}
        </MemoryRouter>
      </UpgradeDialogContext.Provider>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'Prompt', id: 'prompt-1' }),
        Prompt: () => ({
          id: 'prompt-1',
          isSaved: false,
          isPremium: false,
          isLocked: false,
          lockReason: null,
          categories: [{ id: 'category-1', name: 'Marketing' }],
          ...prompt,
        }),
      }),
    );
  });
  await screen.findByTestId('prompt-card');
  return environment;
}

describe('PromptCard', () => {
  it('for a visitor, shows a free prompt read-only: save disabled, saying to sign in; Optimizar leads to sign-up, then the optimizer with the prompt', async () => {
    await renderCard({ title: 'Plan de contenidos', content: 'Actúa como estratega.' }, { visitor: true });
    expect(screen.getByTestId('prompt-preview').textContent).toContain('Actúa como estratega.');
    const save = screen.getByTestId('save-toggle');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.focus(save);
    expect(await screen.findByText('Inicia sesión o crea una cuenta gratis para guardar prompts.', {}, { timeout: 3000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /optimizar/i }));
    const location = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('tab')).toBe('register');
    expect(new URL(location.searchParams.get('next')!, 'http://localhost').searchParams.get('prompt')).toBe('Actúa como estratega.');
  });

  it('shows no content on a Premium-locked card, says why and offers the upgrade dialog instead of Copy', async () => {
    await renderCard({ title: 'Plan de lanzamiento', content: null, isLocked: true, lockReason: 'PREMIUM', isPremium: true });

    expect(screen.getByText('Prompt Premium')).toBeTruthy();
    expect(screen.queryByTestId('prompt-preview')).toBeNull();
    expect(screen.queryByRole('button', { name: /copiar/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /optimizar/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar plan' }));
    expect(openUpgrade).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('save-toggle') as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains the free-plan limit when that is why a card is locked', async () => {
    await renderCard({ title: 'Sexto prompt', content: null, isLocked: true, lockReason: 'PLAN_LIMIT' });

    expect(screen.getByText('Límite del plan gratuito')).toBeTruthy();
    expect(screen.getByTestId('lock-notice').dataset.reason).toBe('PLAN_LIMIT');
    expect(screen.getByRole('button', { name: 'Actualizar plan' })).toBeTruthy();
  });

  it('shows the content and copies it ("Copiado" for 2 s) on an unlocked card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const content = 'Actúa como experto en marketing & ventas.';
    await renderCard({ title: 'Embudo de ventas', content });

    expect(screen.getByTestId('prompt-preview').textContent).toBe(content);
    expect(screen.queryByTestId('lock-notice')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /copiar/i }));
    });
    expect(writeText).toHaveBeenCalledWith(content);
    expect(screen.getByRole('button', { name: /copiado/i })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: /copiar/i })).toBeTruthy();
    vi.useRealTimers();
  });

  it("opens the Optimize-with-AI dialog, loaded on demand, with the card's content in its text area", async () => {
    const content = 'Escribe un guion para un vídeo corto.';
    const environment = await renderCard({ title: 'Guion', content });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Optimizar' }));
    });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('OptimizeDialogQuery'), {
      timeout: 10_000,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { UserSubscription: () => ({ optimizationsLeft: 3 }), Plan: () => ({ optimizationsPeriod: 'month' }) }),
      );
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Optimizar prompt')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Prompt/ }) as HTMLTextAreaElement).value).toBe(content);
  });

  it("offers 'Usar' only on a prompt with fill-in variables, opening the dialog with the card's content", async () => {
    await renderCard({ title: 'Sin variables', content: 'Resume este texto.' });
    expect(screen.queryByRole('button', { name: 'Usar' })).toBeNull();
    cleanup();
    await renderCard({ title: 'Correo', content: 'Escribe a {{cliente}} de [tienda].' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Usar' }));
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Usar «Correo»')).toBeTruthy();
    expect(within(dialog).getByLabelText('cliente')).toBeTruthy();
    expect(within(dialog).getByLabelText('tienda')).toBeTruthy();
  }, 20_000);

  it('cuts titles longer than 150 characters with an ellipsis', async () => {
    const title = 'T'.repeat(200);
    await renderCard({ title, content: 'x' });
    const shown = screen.getByRole('button', { name: new RegExp(`Ver detalles`) }).textContent ?? '';
    expect(shown).toBe(`${'T'.repeat(150)}…`);
  });
});
