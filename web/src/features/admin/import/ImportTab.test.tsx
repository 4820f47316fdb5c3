import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/TestProviders';
import ImportTab from './ImportTab';

const interrupted =
  'La importación se detuvo en el prompt 201: 200 prompts anteriores quedaron escritos y el resto no. Importa el mismo contenido otra vez para completarla (los ya importados se actualizan, no se repiten)';

async function renderTab() {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment}>
      <Suspense fallback="loading">
        <ImportTab />
      </Suspense>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ categories: [{ slug: 'marketing', name: 'Marketing' }] }) }),
    );
  });
  fireEvent.click(await screen.findByRole('tab', { name: 'Pegar contenido' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Contenido' }), {
    target: { value: JSON.stringify([{ title: 'Uno', content: 'Texto', category: 'marketing' }]) },
  });
  return environment;
}

async function importAnswering(environment: ReturnType<typeof createMockEnvironment>, importPrompts: Record<string, unknown>) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Importar Contenido' }));
  });
  await act(async () => {
    environment.mock.resolveMostRecentOperation({ data: { importPrompts } });
  });
}

/** Elements showing `text` on the page itself, not in a toast (which may or may not have loaded yet). */
const onPage = (text: string) => screen.queryAllByText(text).filter((element) => !element.closest('[data-testid="toast"]'));

describe('the import tab', () => {
  beforeAll(() => import('relay-runtime'), 30_000);

  it('keeps the keyboard focus on the import button while the import runs', async () => {
    await renderTab();
    const button = screen.getByRole('button', { name: 'Importar Contenido' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const running = screen.getByRole('button', { name: 'Importando…' });
    expect(running.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(running);
  });

  it('keeps an interrupted import’s message on the page (not only in a 5-second toast) and drops the previous result', async () => {
    const environment = await renderTab();
    await importAnswering(environment, {
      __typename: 'MutationImportPromptsSuccess',
      data: { count: 1, created: 1, updated: 0, errors: [] },
    });
    // In the reader's grammar: "1 nuevo", not "1 nuevos".
    expect(onPage('1 prompt importado: 1 nuevo, 0 actualizados.')).toHaveLength(1);

    await importAnswering(environment, { __typename: 'ConflictError', __isError: 'ConflictError', message: interrupted, field: null });
    const failure = screen.getByTestId('import-failure');
    expect(failure.textContent).toBe(`Error al importar prompts${interrupted}`);
    expect(onPage('1 prompt importado: 1 nuevo, 0 actualizados.')).toEqual([]);
  });
});
