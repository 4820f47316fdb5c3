import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../relay/graphql';
import { TestProviders } from '../../test/TestProviders';
import { ExportMenu } from './ExportMenu';
import { ImportMyPromptsDialog } from './ImportMyPromptsDialog';
import type { ImportMyPromptsDialogTestQuery } from './__generated__/ImportMyPromptsDialogTestQuery.graphql';

const query = graphql`
  query ImportMyPromptsDialogTestQuery @relay_test_operation {
    ...ImportMyPromptsDialog_query
  }
`;

function Dialog() {
  const data = useLazyLoadQuery<ImportMyPromptsDialogTestQuery>(query, {});
  return <ImportMyPromptsDialog query={data} open onOpenChange={() => {}} />;
}

async function renderDialog(locale: 'es' | 'en' = 'es') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '/', element: <Dialog />, HydrateFallback: () => null }]);
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ categories: [{ slug: 'education', name: 'Educación' }] }) }),
    );
  });
  return environment;
}

const exported = [
  'source,title,content,category,language',
  'created,Plan de clase,Actúa como docente,education,es',
  'version,Plan de clase,Antes,education,es',
  'saved,De la biblioteca,Texto,education,es',
].join('\n');

describe('importing into My Prompts', () => {
  beforeAll(() => import('relay-runtime'), 30_000);

  it('previews the file with the admin import’s parser, says what it skips, and sends it as your own prompts', async () => {
    const environment = await renderDialog();
    fireEvent.change(await screen.findByRole('textbox', { name: 'O pega el contenido' }), { target: { value: exported } });
    expect(await screen.findByText('Formato CSV: 1 prompt listo para importar, sin errores.')).toBeTruthy();
    expect(screen.getByText(/Se omiten 2 entradas que no son prompts tuyos/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useImportMyPromptsMutation');
    expect(operation.request.variables.input).toEqual({ content: exported, format: 'csv', defaultCategory: null });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { importMyPrompts: { __typename: 'MutationImportMyPromptsSuccess', data: { count: 1, created: 1, updated: 0, skipped: 2, errors: [] } } },
      });
    });
    expect(await screen.findAllByText('1 prompt importado: 1 nuevo, 0 actualizados.')).not.toHaveLength(0);
  });

  it('keeps the plan limit’s message in the dialog when the server refuses the import', async () => {
    const environment = await renderDialog('en');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Or paste the content' }), { target: { value: exported } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const limit = 'The Free plan keeps up to 10 prompts, created and saved together, and this import would go past that: nothing was imported.';
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { importMyPrompts: { __typename: 'LimitReachedError', __isError: 'LimitReachedError', message: limit } },
      });
    });
    expect((await screen.findByTestId('import-failure')).textContent).toBe(`Could not import${limit}`);
  });
});

describe('exporting My Prompts', () => {
  it('offers JSON, CSV and Markdown as downloads of GET /api/my-prompts/export', async () => {
    render(
      <TestProviders environment={createMockEnvironment()}>
        <ExportMenu />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const links = await screen.findAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      ['JSON (todo, para volver a importar)', '/api/my-prompts/export?format=json', true],
      ['CSV (hoja de cálculo)', '/api/my-prompts/export?format=csv', true],
      ['Markdown (para leer)', '/api/my-prompts/export?format=md', true],
    ]);
  });
});
