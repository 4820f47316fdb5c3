import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locale';
import { graphql } from '../../../relay/graphql';
import { TestProviders } from '../../../test/TestProviders';
import { ApiTab } from './ApiTab';
import type { ApiTabTestQuery } from './__generated__/ApiTabTestQuery.graphql';

afterEach(cleanup);
// Mutations load Relay on first use (relay/useMutation): load it up front too, so a click commits within its act().
beforeAll(() => import('relay-runtime'), 30_000);

const query = graphql`
  query ApiTabTestQuery @relay_test_operation {
    viewer {
      ...ApiTab_viewer
    }
  }
`;

function Tab() {
  const { viewer } = useLazyLoadQuery<ApiTabTestQuery>(query, {});
  return viewer ? <ApiTab viewer={viewer} /> : null;
}

const cursorToken = { id: 'token-cursor', name: 'Cursor', scopes: ['read', 'write'], createdAt: '2026-11-20T09:30:00.000Z', lastUsedAt: null };

async function renderTab(locale: Locale = 'es', apiTokens: unknown[] = [cursorToken]) {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <MemoryRouter>
        {/* The app layout's main region, where focus goes when its opener is gone. */}
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<p>Loading</p>}>
            <Tab />
          </Suspense>
        </main>
      </MemoryRouter>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { User: () => ({ id: 'viewer', apiTokens }) }));
  });
  return environment;
}

describe('Settings › API', () => {
  it('lists each token with its scopes, creation date and last use', async () => {
    await renderTab();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Cursor')).toBeTruthy();
    expect(within(rows[0]).getByText('read, write')).toBeTruthy();
    expect(within(rows[0]).getByText(/2026/)).toBeTruthy();
    expect(within(rows[0]).getByText('Nunca')).toBeTruthy();
    expect(screen.getByRole('link', { name: /guía para desarrolladores/ }).getAttribute('href')).toBe('/developers');
  });

  it('creates a token with a name and the chosen scopes and shows its secret once, with a copy button', async () => {
    const environment = await renderTab('en', []);
    expect(screen.getByText('You have no tokens yet.')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create token' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Token name/ }), { target: { value: 'Claude Desktop' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Optimize/ }));
    await act(async () => {
      fireEvent.click(create);
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateApiTokenMutation');
    expect(operation.request.variables).toEqual({ input: { name: 'Claude Desktop', scopes: ['read', 'optimize'] } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          createApiToken: {
            __typename: 'MutationCreateApiTokenSuccess',
            data: {
              secret: 'pmt_secret-shown-once',
              viewer: { id: 'viewer', apiTokens: [{ ...cursorToken, id: 'token-claude', name: 'Claude Desktop', scopes: ['read', 'optimize'] }] },
            },
          },
        },
      });
    });
    expect(screen.getByText('Copy your token now')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your new token' }) as HTMLInputElement).value).toBe('pmt_secret-shown-once');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]).getByText('Claude Desktop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I copied it' }));
    expect(screen.queryByText('pmt_secret-shown-once')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your new token' })).toBeNull();
  });

  it('revokes a token only after confirmation, and removes its row', async () => {
    const environment = await renderTab('en');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke this token?')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useRevokeApiTokenMutation');
    expect(operation.request.variables).toEqual({ input: { id: 'token-cursor' } });
    await act(async () => {
      environment.mock.resolve(operation, { data: { revokeApiToken: { __typename: 'MutationRevokeApiTokenSuccess', data: 'token-cursor' } } });
    });
    expect(screen.queryByText('Cursor')).toBeNull();
  });

  it('after a revocation, whose row took the «Revoke» button away, focus goes to the main region, not the page', async () => {
    const environment = await renderTab('en');
    const opener = screen.getByRole('button', { name: 'Revoke' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { revokeApiToken: { __typename: 'MutationRevokeApiTokenSuccess', data: 'token-cursor' } } });
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
  });

  it('«I copied it» hides the secret and leaves focus on the token name, not the page', async () => {
    const environment = await renderTab('en', []);
    fireEvent.change(screen.getByRole('textbox', { name: /Token name/ }), { target: { value: 'Script' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { createApiToken: { __typename: 'MutationCreateApiTokenSuccess', data: { secret: 'pmt_secret', viewer: { id: 'viewer', apiTokens: [{ ...cursorToken, name: 'Script' }] } } } },
      });
    });
    const dismiss = screen.getByRole('button', { name: 'I copied it' });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(screen.queryByRole('textbox', { name: 'Your new token' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Token name/ }));
  });
});
