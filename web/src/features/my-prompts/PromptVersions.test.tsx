import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { PromptVersions } from './PromptVersions';

const version = (number: number, content: string) => ({
  node: { version: number, title: `Título ${number}`, content, createdAt: '2026-11-20T10:00:00.000Z' },
});

async function renderVersions() {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment}>
      <Suspense fallback="loading">
        <PromptVersions promptId="prompt-1" />
      </Suspense>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryOwnPromptResult: () => ({ __typename: 'QueryOwnPromptSuccess' }),
        Prompt: () => ({
          id: 'prompt-1',
          title: 'Título 3',
          content: 'Escribe un correo breve y amable',
          version: 3,
          versions: { edges: [version(2, 'Escribe un correo breve'), version(1, 'Escribe un correo')] },
        }),
      }),
    );
  });
  await screen.findByTestId('prompt-versions');
  return environment;
}

describe('PromptVersions', () => {
  it('shows the word diff from the newest earlier version to the current text, and from the one picked', async () => {
    await renderVersions();
    expect(screen.getByText('Versión actual: 3')).toBeTruthy();
    const diff = screen.getByTestId('prompt-diff');
    expect([...diff.querySelectorAll('ins')].map((part) => part.textContent?.trim())).toEqual(['y amable']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Versión a comparar' }), { target: { value: '1' } });
    expect([...screen.getByTestId('prompt-diff').querySelectorAll('ins')].map((part) => part.textContent?.trim())).toEqual(['breve y amable']);
  });

  it('restores the picked version and shows the store’s new history without fetching it again', async () => {
    const environment = await renderVersions();
    fireEvent.change(screen.getByRole('combobox', { name: 'Versión a comparar' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar esta versión' }));

    // The mutation commits once the session's Relay environment is loaded.
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.operation.name).toBe('ownPromptMutationsRestoreMutation');
    expect(operation.request.variables.input).toEqual({ id: 'prompt-1', version: 1 });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationRestorePromptVersionResult: () => ({ __typename: 'MutationRestorePromptVersionSuccess' }),
          Prompt: () => ({
            id: 'prompt-1',
            title: 'Título 1',
            content: 'Escribe un correo',
            version: 4,
            versions: {
              edges: [version(3, 'Escribe un correo breve y amable'), version(2, 'Escribe un correo breve'), version(1, 'Escribe un correo')],
            },
          }),
        }),
      );
    });
    await waitFor(() => expect(screen.getByText('Versión actual: 4')).toBeTruthy());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(3);
    expect(options[0]).toMatch(/^Versión 3 · /);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
