import { act, render, screen } from '@testing-library/react';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { ComplexityCard } from './ComplexityCard';
import { DiffView } from './DiffView';

// Mutations load relay-runtime on first use: load it before, so the commit happens in the test's act.
beforeAll(() => import('relay-runtime'), 30_000);

const LONG = 'Escribe un post para LinkedIn sobre productividad';

function renderCard(environment: RelayMockEnvironment, content: string, locale: 'es' | 'en' = 'es') {
  render(
    <TestProviders environment={environment} locale={locale}>
      <ComplexityCard content={content} label="Prompt Original" />
    </TestProviders>,
  );
}

async function answer(environment: RelayMockEnvironment, payload: Record<string, unknown>) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation({ data: { analyzePromptComplexity: payload } });
  });
}

describe('ComplexityCard', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('analyses 1 s after the content is longer than 20 characters, then shows the score, band and colour', async () => {
    const environment = createMockEnvironment();
    renderCard(environment, LONG);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { content: LONG } });
    await answer(environment, {
      __typename: 'MutationAnalyzePromptComplexitySuccess',
      data: { score: 6.5, explanation: 'Tiene tarea y canal.', strengths: ['Canal claro'], weaknesses: ['Sin público'], suggestions: ['Di a quién va'] },
    });
    expect(screen.getByTestId('complexity-score').textContent).toBe('6,5/10');
    const band = screen.getByTestId('complexity-band');
    expect(band.textContent).toBe('Bueno');
    expect(band.dataset.colour).toBe('green');
    expect(screen.getByText('Sin público')).toBeTruthy();
  });

  it('analyses an optimized prompt with its original request, so the rewrite is checked against it', async () => {
    const environment = createMockEnvironment();
    render(
      <TestProviders environment={environment} locale="es">
        <ComplexityCard content={LONG} original="post de linkedin sobre productividad" label="Prompt Optimizado" />
      </TestProviders>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { content: LONG, original: 'post de linkedin sobre productividad' } });
  });

  it("sets apart the prompt's quoted words in each strength and weakness, and names the band from the score alone", async () => {
    const environment = createMockEnvironment();
    renderCard(environment, LONG);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await answer(environment, {
      __typename: 'MutationAnalyzePromptComplexitySuccess',
      data: {
        score: 7.9,
        explanation: '7,9/10 (Bueno).',
        strengths: ['Pide un resultado concreto: “Escribe un post para LinkedIn”.'],
        weaknesses: ['Extensiones que se contradicen: “3 párrafos” frente a “2.000 palabras”.'],
        suggestions: [],
      },
    });
    expect(screen.getAllByTestId('complexity-evidence').map((node) => node.textContent)).toEqual(['“Escribe un post para LinkedIn”', '“3 párrafos”', '“2.000 palabras”']);
    expect(screen.getByText('“Escribe un post para LinkedIn”').closest('li')?.textContent).toBe('Pide un resultado concreto: “Escribe un post para LinkedIn”.');
    expect(screen.getByTestId('complexity-band').textContent).toBe('Bueno');
  });

  it('does not analyse 20 characters or fewer, and says when it will', async () => {
    const environment = createMockEnvironment();
    renderCard(environment, '12345678901234567890');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('El análisis empieza cuando el prompt pasa de 20 caracteres.')).toBeTruthy();
  });

  it("says 'Análisis fallido' with the server's message when the analysis fails, and retries on request", async () => {
    const environment = createMockEnvironment();
    renderCard(environment, LONG);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await answer(environment, { __typename: 'RateLimitedError', __isError: 'RateLimitedError', message: 'Demasiados intentos.' });
    expect(screen.getByRole('alert').textContent).toContain('Análisis fallido');
    expect(screen.getByRole('alert').textContent).toContain('Demasiados intentos.');
    await act(async () => {
      screen.getByRole('button', { name: 'Reintentar' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    await answer(environment, {
      __typename: 'MutationAnalyzePromptComplexitySuccess',
      data: { score: 3, explanation: '', strengths: [], weaknesses: [], suggestions: [] },
    });
    expect(screen.getByTestId('complexity-band').textContent).toBe('Necesita Mejoras');
    expect(screen.getByTestId('complexity-band').dataset.colour).toBe('red');
  });

  it('names the bands in English in the English interface', async () => {
    const environment = createMockEnvironment();
    renderCard(environment, LONG, 'en');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await answer(environment, {
      __typename: 'MutationAnalyzePromptComplexitySuccess',
      data: { score: 8.2, explanation: '', strengths: [], weaknesses: [], suggestions: [] },
    });
    expect(screen.getByTestId('complexity-band').textContent).toBe('Excellent');
    expect(screen.getByTestId('complexity-score').textContent).toBe('8.2/10');
  });
});

describe('DiffView', () => {
  it('renders added words as <ins> and removed ones as <del>, in reading order', () => {
    render(
      <TestProviders environment={createMockEnvironment()}>
        <DiffView before="escribe un post corto" after="Actúa como editor. escribe un post" />
      </TestProviders>,
    );
    const diff = screen.getByTestId('prompt-diff');
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent?.trim())).toEqual(['Actúa como editor.']);
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent?.trim())).toEqual(['corto']);
    expect(diff.textContent).toBe('Actúa como editor. escribe un post corto');
  });
});
