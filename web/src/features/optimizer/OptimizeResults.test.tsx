import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { OptimizeResults } from './OptimizeResults';
import type { OptimizeResult } from './useOptimizeStream';

const categories = [
  { id: 'Category:1', name: 'Marketing' },
  { id: 'Category:2', name: 'Empleo' },
];
const original = 'Hola chat, ayúdame a escribir una carta de presentación para analista de datos. Tengo un año de experiencia';

function result(overrides: Partial<OptimizeResult>): OptimizeResult {
  return {
    improvedPrompt: 'Actúa como reclutador. Escribe una carta de presentación para analista de datos junior.',
    explanation: 'Se añadió un rol.',
    suggestions: [],
    engine: 'local',
    model: null,
    basedOn: null,
    viewer: { id: 'viewer-1', subscription: { optimizationsLeft: 2 } },
    ...overrides,
  } as OptimizeResult;
}

function show(done: OptimizeResult, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  Element.prototype.scrollIntoView ??= () => undefined;
  render(
    <TestProviders environment={environment} locale={locale}>
      <OptimizeResults run={{ status: 'done', original, result: done }} categories={categories} />
    </TestProviders>,
  );
  return environment;
}

describe('the optimizer results say who answered and what they drew on', () => {
  beforeAll(() => import('relay-runtime'), 30_000);

  it('shows the explanation\'s "- " lines as a real list, and prose as a paragraph', () => {
    show(result({ explanation: '- Rol: añadí uno.\n- Tarea: la precisé\ncon una frase.\n' }));
    const items = within(screen.getByTestId('explanation')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Rol: añadí uno.', 'Tarea: la precisé con una frase.']);
    expect(screen.getByTestId('explanation').textContent).not.toMatch(/^-|\n-/);
  });

  it('keeps prose explanations as one paragraph', () => {
    show(result({ explanation: 'Añadí un rol y un formato.' }));
    expect(screen.getByTestId('explanation').tagName).toBe('P');
  });

  it('shows a long optimized prompt whole: its box grows rather than cutting it', () => {
    show(result({ improvedPrompt: 'Línea del prompt.\n'.repeat(200) }));
    const box = getComputedStyle(screen.getByTestId('improved-prompt'));
    expect(box.maxHeight).not.toMatch(/px$/);
    expect(box.overflowY).not.toBe('hidden');
  });

  it('names the built-in engine in plain words, never as an AI model', () => {
    show(result({ engine: 'local' }));
    expect(screen.getByTestId('engine').textContent).toBe('Respondió: Motor integrado (sin IA)');
    expect(screen.queryByTestId('based-on')).toBeNull();
  });

  it("names the model that answered, in English too ('Built-in engine (no AI)' otherwise)", () => {
    show(result({ engine: 'openai', model: 'gpt-4o-mini' }), 'en');
    expect(screen.getByTestId('engine').textContent).toBe('Answered by: gpt-4o-mini');
  });

  it('links the library prompt it drew on and files the saved prompt in its category by default', () => {
    show(result({ engine: 'openai', model: 'llama3.2:3b', basedOn: { id: 'Prompt:7', title: 'Carta de presentación', categories: [{ id: 'Category:2' }] } }));
    const basedOn = screen.getByTestId('based-on');
    expect(basedOn.textContent).toBe('Basado en el prompt de la biblioteca: Carta de presentación');
    expect(within(basedOn).getByRole('button', { name: 'Carta de presentación' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect((screen.getByRole('combobox', { name: 'Categoría al guardar' }) as HTMLSelectElement).value).toBe('Category:2');
  });

  it("saves under a title from the request's first sentence, without the greeting, in the category picked", async () => {
    const environment = show(result({ engine: 'local' }));
    const category = screen.getByRole('combobox', { name: 'Categoría al guardar' }) as HTMLSelectElement;
    expect(category.value).toBe('Category:1');
    await act(async () => {
      fireEvent.change(category, { target: { value: 'Category:2' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('save-optimized'));
    });
    const operation = await waitFor(() => {
      const create = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === 'useCreatePromptMutation');
      expect(create).toBeTruthy();
      return create!;
    });
    expect(operation.request.variables.input).toEqual({
      title: 'Optimizado: Escribir una carta de presentación para analista de datos',
      content: result({}).improvedPrompt,
      categoryId: 'Category:2',
    });
  });

  it('keeps the keyboard focus on Guardar while it saves (a disabled button would drop it on the page)', async () => {
    show(result({ engine: 'local' }));
    const save = screen.getByTestId('save-optimized');
    save.focus();
    await act(async () => {
      fireEvent.click(save);
    });
    expect(screen.getByTestId('save-optimized').getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('save-optimized'));
  });
});
