import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { SharePromptDialog } from './SharePromptDialog';

async function renderShare(locale: 'es' | 'en', sharePath: string | null) {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <SharePromptDialog promptId="prompt-1" open onOpenChange={() => undefined} />
    </TestProviders>,
  );
  await act(async () => {
    // The payload as the server sends it: the generator would give the node a mock id of its own.
    environment.mock.resolveMostRecentOperation({ data: { node: { __typename: 'Prompt', id: 'prompt-1', sharePath } } });
  });
  return environment;
}

describe('SharePromptDialog', () => {
  it('is off by default; switching it on sends sharePrompt and shows the link to copy; off sends unsharePrompt and hides it', async () => {
    const environment = await renderShare('es', null);
    const toggle = await screen.findByRole('switch', { name: 'Enlace para compartir' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Enlace')).toBeNull();

    fireEvent.click(toggle);
    const on = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(on.request.node.params.name).toBe('SharePromptDialogShareMutation');
    expect(on.request.variables.input).toEqual({ id: 'prompt-1' });
    await act(async () => {
      environment.mock.resolve(on, {
        data: { sharePrompt: { __typename: 'MutationSharePromptSuccess', data: { id: 'prompt-1', sharePath: '/s/abcdefghijklmnopqrstuvwx' } } },
      });
    });
    const link = (await screen.findByLabelText('Enlace')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/s/abcdefghijklmnopqrstuvwx`);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('switch'));
    const off = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('SharePromptDialogUnshareMutation');
      return operation;
    });
    await act(async () => {
      environment.mock.resolve(off, { data: { unsharePrompt: { __typename: 'MutationUnsharePromptSuccess', data: { id: 'prompt-1', sharePath: null } } } });
    });
    await waitFor(() => expect(screen.queryByLabelText('Enlace')).toBeNull());
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('speaks English, and shows the link of a prompt already shared', async () => {
    await renderShare('en', '/s/abcdefghijklmnopqrstuvwx');
    expect(((await screen.findByRole('switch', { name: 'Share link' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toContain('/s/abcdefghijklmnopqrstuvwx');
  });
});
