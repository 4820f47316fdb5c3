import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { myPromptsRoute } from './route';

async function openMyPrompts(path: string) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [myPromptsRoute(() => Promise.resolve(environment))] }], {
    initialEntries: [path],
  });
  render(
    <TestProviders environment={environment}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ id: 'viewer-1', savedPromptsLimit: null, savedPromptsCount: 1 }) }),
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return environment;
}

describe("My Prompts' search", () => {
  beforeAll(() => Promise.all([import('./MyPromptsPage'), import('relay-runtime')]), 30_000);

  it.each([
    ['/my-prompts', 'MyPromptsPageSavedPaginationQuery'],
    ['/my-prompts?tab=created', 'CreatedPromptListPaginationQuery'],
  ])('on %s asks the server for the typed text once typing stops', async (path, operationName) => {
    const environment = await openMyPrompts(path);
    fireEvent.change(screen.getByTestId('my-prompts-search'), { target: { value: 'pre' } });
    fireEvent.change(screen.getByTestId('my-prompts-search'), { target: { value: 'presupuesto ' } });
    await waitFor(
      () => expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === operationName)).toBe(true),
      { timeout: 3000 },
    );
    const searches = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === operationName);
    expect(searches.map((operation) => operation.request.variables.query)).toEqual(['presupuesto']);
  });
});
