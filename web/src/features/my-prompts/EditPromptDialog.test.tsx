import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { EditPromptDialog } from './EditPromptDialog';

async function renderEditor(locale: 'es' | 'en' = 'es') {
  const environment = createMockEnvironment();
  const onOpenChange = vi.fn();
  render(
    <TestProviders environment={environment} locale={locale}>
      <EditPromptDialog promptId="prompt-1" open onOpenChange={onOpenChange} />
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          categories: [
            { id: 'category-1', name: 'Marketing' },
            { id: 'category-2', name: 'Educación' },
          ],
        }),
        Node: () => ({ __typename: 'Prompt', id: 'prompt-1' }),
        Prompt: () => ({ id: 'prompt-1', title: 'Plan de clase', content: 'Actúa como docente.', categories: [{ id: 'category-1' }] }),
      }),
    );
  });
  return { environment, onOpenChange };
}

describe('EditPromptDialog', () => {
  it('fills the create form’s fields with the prompt and sends only what changed', async () => {
    const { environment, onOpenChange } = await renderEditor();
    const title = (await screen.findByLabelText(/Título/)) as HTMLInputElement;
    expect(title.value).toBe('Plan de clase');
    expect((screen.getByLabelText(/Categoría/) as HTMLSelectElement).value).toBe('category-1');

    fireEvent.change(screen.getByLabelText(/Contenido del Prompt/), { target: { value: 'Actúa como docente de historia.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input).toEqual({ id: 'prompt-1', content: 'Actúa como docente de historia.' });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { MutationUpdatePromptResult: () => ({ __typename: 'MutationUpdatePromptSuccess' }) }),
      );
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('refuses a blank title with the shared rule’s message before asking the server', async () => {
    const { environment } = await renderEditor('en');
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Please enter a title for your prompt/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
