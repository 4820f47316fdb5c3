import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { myPromptsRoute } from './route';

async function openMyPrompts() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [myPromptsRoute(() => Promise.resolve(environment))] }], {
    initialEntries: ['/my-prompts'],
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
      MockPayloadGenerator.generate(operation, { User: () => ({ id: 'viewer-1', savedPromptsLimit: null, savedPromptsCount: 0 }) }),
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

describe("My Prompts' import dialog", () => {
  beforeAll(() => Promise.all([import('./MyPromptsPage'), import('relay-runtime')]), 30_000);

  it('gives focus back to «Importar» when it closes, and opens empty again', async () => {
    await openMyPrompts();
    const opener = screen.getByRole('button', { name: 'Importar' });
    opener.focus();
    fireEvent.click(opener);
    const pasted = await screen.findByRole('textbox', { name: 'O pega el contenido' });
    fireEvent.change(pasted, { target: { value: 'Un prompt a medias' } });

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    expect((await screen.findByRole('textbox', { name: 'O pega el contenido' }) as HTMLTextAreaElement).value).toBe('');
  });
});
