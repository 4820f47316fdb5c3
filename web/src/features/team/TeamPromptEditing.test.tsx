import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../../relay/graphql';
import { TestProviders } from '../../test/TestProviders';
import { EditTeamPromptDialog } from './EditTeamPromptDialog';
import { TeamPromptVersions } from './TeamPromptVersions';
import type { TeamPromptEditingTestQuery } from './__generated__/TeamPromptEditingTestQuery.graphql';

async function renderEditor(locale: 'es' | 'en' = 'es') {
  const environment = createMockEnvironment();
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  render(
    <TestProviders environment={environment} locale={locale}>
      <EditTeamPromptDialog promptId="team-prompt-1" open onOpenChange={onOpenChange} onSaved={onSaved} />
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          categories: [
            { id: 'category-1', name: 'Marketing' },
            { id: 'category-2', name: 'Ventas' },
          ],
          team: { categories: [{ id: 'team-category-1', name: 'Legal' }] },
        }),
        Node: () => ({ __typename: 'TeamPrompt', id: 'team-prompt-1' }),
        // Added without a category, as the team's add form allows.
        TeamPrompt: () => ({ id: 'team-prompt-1', title: 'Guion de ventas', content: 'Escribe un guion para {{producto}}.', category: null, teamCategory: null }),
      }),
    );
  });
  return { environment, onOpenChange, onSaved };
}

describe('EditTeamPromptDialog', () => {
  it('fills the own-prompt form’s fields with the team prompt and sends only what changed through updateTeamPrompt', async () => {
    const { environment, onOpenChange, onSaved } = await renderEditor();
    expect(((await screen.findByLabelText(/Título/)) as HTMLInputElement).value).toBe('Guion de ventas');
    expect((screen.getByLabelText(/Categoría/) as HTMLSelectElement).value).toBe('');
    // Uncategorised, it may stay so: the field is not marked required.
    expect((screen.getByLabelText(/Categoría/) as HTMLSelectElement).required).toBe(false);
    // The team's own categories are offered first, then the library's.
    expect([...screen.getByLabelText(/Categoría/).querySelectorAll('optgroup')].map((group) => [group.label, group.textContent])).toEqual([
      ['Categorías del equipo', 'Legal'],
      ['Categorías de la biblioteca', 'MarketingVentas'],
    ]);

    fireEvent.change(screen.getByLabelText(/Contenido del Prompt/), { target: { value: 'Escribe un guion breve para {{producto}} y {{cliente}}.' } });
    fireEvent.change(screen.getByLabelText(/Categoría/), { target: { value: 'category-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.operation.name).toBe('useTeamMutationsUpdatePromptMutation');
    expect(operation.request.variables.input).toEqual({
      id: 'team-prompt-1',
      content: 'Escribe un guion breve para {{producto}} y {{cliente}}.',
      categoryId: 'category-2',
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { MutationUpdateTeamPromptResult: () => ({ __typename: 'MutationUpdateTeamPromptSuccess' }) }),
      );
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('speaks English, and keeps the dialog open with the server’s message when the edit is refused', async () => {
    const { environment, onOpenChange, onSaved } = await renderEditor('en');
    expect(await screen.findByRole('heading', { name: 'Edit team prompt' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Sales script v2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input).toEqual({ id: 'team-prompt-1', title: 'Sales script v2' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { updateTeamPrompt: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'You are not in this team.' } },
      });
    });
    expect(await screen.findByText('You are not in this team.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

const versions = [
  { version: 2, title: 'Guion de ventas', content: 'Escribe un guion breve para {{producto}}', editorUsername: 'marta', createdAt: '2026-11-20T10:00:00.000Z' },
  { version: 1, title: 'Guion', content: 'Escribe un guion para {{producto}}', editorUsername: 'ana', createdAt: '2026-11-19T10:00:00.000Z' },
];

const versionsQuery = graphql`
  query TeamPromptEditingTestQuery @relay_test_operation {
    node(id: "team-prompt-1") {
      ...TeamPromptVersions_prompt @alias(as: "prompt")
    }
  }
`;

function Versions() {
  const data = useLazyLoadQuery<TeamPromptEditingTestQuery>(versionsQuery, {});
  return data.node?.prompt ? <TeamPromptVersions prompt={data.node.prompt} /> : null;
}

async function renderVersions(prompt: Record<string, unknown>, locale: 'es' | 'en' = 'es') {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback="loading">
        <Versions />
      </Suspense>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'TeamPrompt', id: 'team-prompt-1' }), TeamPrompt: () => ({ id: 'team-prompt-1', ...prompt }) }),
    );
  });
  await screen.findByTestId('team-prompt-versions-team-prompt-1');
}

describe('TeamPromptVersions', () => {
  it('lists each earlier version with who made it and shows the word diff to the current text', async () => {
    await renderVersions({ content: 'Escribe un guion breve y amable para {{producto}}', version: 3, versions });
    expect(screen.getByText('Versión actual: 3')).toBeTruthy();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toMatch(/^Versión 2, de marta · /);
    expect(options[1]).toMatch(/^Versión 1, de ana · .* · Guion$/);
    expect([...screen.getByTestId('prompt-diff').querySelectorAll('ins')].map((part) => part.textContent?.trim())).toEqual(['y amable']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Versión a comparar' }), { target: { value: '1' } });
    expect([...screen.getByTestId('prompt-diff').querySelectorAll('ins')].map((part) => part.textContent?.trim())).toEqual(['breve y amable']);
  });

  it('speaks English, with who made each version', async () => {
    await renderVersions({ content: 'Write a script', version: 2, versions: versions.slice(1) }, 'en');
    expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Version 1, by ana · /);
  });

  it('says when there is no earlier version yet', async () => {
    await renderVersions({ content: 'Write a script', version: 1, versions: [] }, 'en');
    expect(screen.getByText(/No earlier versions yet/)).toBeTruthy();
  });
});
