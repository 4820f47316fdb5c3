import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { historyRoute } from './route';

const optimizations = [
  { id: 'opt-2', title: 'Resume un informe', originalContent: 'Resume un informe trimestral', createdAt: new Date().toISOString() },
  { id: 'opt-1', title: 'Escribe un correo', originalContent: 'Escribe un correo', createdAt: new Date().toISOString() },
];

function page(nodes: typeof optimizations, hasNextPage: boolean) {
  return {
    User: () => ({ id: 'viewer-1' }),
    Query: () => ({ categories: [{ id: 'category-1', name: 'Marketing' }, { id: 'category-2', name: 'Educación' }] }),
    UserOptimizationsConnection: () => ({
      totalCount: 3,
      edges: nodes.map((node) => ({
        cursor: node.id,
        node: { __typename: 'Optimization', improvedPrompt: `Mejorado: ${node.originalContent}`, basedOn: null, ...node },
      })),
      pageInfo: { hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
    }),
  };
}

async function openHistory() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [historyRoute(() => Promise.resolve(environment)), { path: 'optimize', element: <p>optimizer</p> }] }],
    { initialEntries: ['/history'] },
  );
  render(
    <TestProviders environment={environment}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, page(optimizations, true)));
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { environment, router };
}

const latest = (environment: RelayMockEnvironment) => environment.mock.getMostRecentOperation();

describe('/history', () => {
  beforeAll(() => Promise.all([import('./HistoryPage'), import('../../notify/ToastHost'), import('relay-runtime')]), 30_000);

  it('lists the optimizations newest first and loads the next page with "Cargar más"', async () => {
    const { environment } = await openHistory();
    expect(screen.getAllByTestId('history-row').map((row) => within(row).getAllByRole('button')[0].textContent)).toEqual([
      'Resume un informe',
      'Escribe un correo',
    ]);
    expect(screen.getByTestId('history-count').textContent).toBe('3 optimizaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(latest(environment).request.node.params.name).toBe('HistoryPagePaginationQuery'));
    expect(latest(environment).request.variables).toMatchObject({ count: 20, cursor: 'opt-1' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, page([{ id: 'opt-0', title: 'Plan de clase', originalContent: 'Plan de clase', createdAt: new Date().toISOString() }], false)),
      );
    });
    expect(screen.getAllByTestId('history-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('sends the search text to the server once typing stops', async () => {
    const { environment } = await openHistory();
    fireEvent.change(screen.getByTestId('history-search'), { target: { value: 'informe' } });
    await waitFor(() => expect(latest(environment).request.variables).toMatchObject({ query: 'informe' }), { timeout: 3000 });
    expect(latest(environment).request.node.params.name).toBe('HistoryPagePaginationQuery');
  });

  it('reuses an optimization in the optimizer and deletes one after a confirmation', async () => {
    const { environment, router } = await openHistory();
    const [first] = screen.getAllByTestId('history-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('«Resume un informe» se borrará de tu historial');
    fireEvent.click(screen.getByTestId('confirm-delete-optimization'));
    await waitFor(() => expect(latest(environment).request.node.params.name).toBe('HistoryPageDeleteMutation'));
    expect(latest(environment).request.variables.input).toEqual({ id: 'opt-2' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { deleteOptimization: { __typename: 'MutationDeleteOptimizationSuccess', data: { deletedId: 'opt-2' } } },
      });
    });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));

    fireEvent.click(within(screen.getByTestId('history-row')).getByRole('button', { name: 'Reutilizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/optimize'));
    expect(new URLSearchParams(router.state.location.search).get('prompt')).toBe('Escribe un correo');
  });

  it('saves an optimization as your own prompt, titled from the request, in the category you pick', async () => {
    const { environment } = await openHistory();
    const [first] = screen.getAllByTestId('history-row');
    fireEvent.click(within(first).getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mejorado: Resume un informe trimestral')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('save-category'), { target: { value: 'category-2' } });
    fireEvent.click(within(dialog).getByTestId('save-optimized'));
    await waitFor(() => expect(latest(environment).request.node.params.name).toBe('useCreatePromptMutation'));
    expect(latest(environment).request.variables.input).toEqual({
      title: 'Optimizado: Resume un informe trimestral',
      content: 'Mejorado: Resume un informe trimestral',
      categoryId: 'category-2',
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          MutationCreatePromptResult: () => ({ __typename: 'MutationCreatePromptSuccess' }),
          Prompt: () => ({ id: 'prompt-9' }),
        }),
      );
    });
    await waitFor(() => expect(latest(environment).request.node.params.name).toBe('useSavePromptMutation'));
    expect(latest(environment).request.variables.input).toEqual({ promptId: 'prompt-9' });
  });
});
