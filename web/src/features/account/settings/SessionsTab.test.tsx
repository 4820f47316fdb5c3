import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locale';
import { TestProviders } from '../../../test/TestProviders';
import { SessionsTab } from './SessionsTab';
import type { SessionsTabTestQuery } from './__generated__/SessionsTabTestQuery.graphql';

afterEach(cleanup);
// Mutations load Relay on first use (relay/useMutation): load it up front too, so a click commits within its act().
beforeAll(() => import('relay-runtime'), 30_000);

const query = graphql`
  query SessionsTabTestQuery @relay_test_operation {
    viewer {
      ...SessionsTab_viewer
    }
  }
`;

function Tab() {
  const { viewer } = useLazyLoadQuery<SessionsTabTestQuery>(query, {});
  return viewer ? <SessionsTab viewer={viewer} /> : null;
}

const sessions = [
  { id: 'session-here', device: 'Firefox · Linux', lastSeenAt: '2026-11-23T04:00:00.000Z', current: true },
  { id: 'session-phone', device: 'Chrome · Android', lastSeenAt: '2026-11-20T09:30:00.000Z', current: false },
];

async function renderTab(locale: Locale = 'es') {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback={<p>Loading</p>}>
        <Tab />
      </Suspense>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ sessions }) }),
    );
  });
  return environment;
}

describe('Settings › Sesiones', () => {
  it("lists each session's device and last activity, with 'Cerrar sesión' for the other ones only", async () => {
    await renderTab();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Firefox · Linux')).toBeTruthy();
    expect(within(rows[0]).getByText('Esta sesión')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[1]).getByText('Chrome · Android')).toBeTruthy();
    expect(within(rows[1]).getByText(/2026/)).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('ends the chosen session and removes its row', async () => {
    const environment = await renderTab('en');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEndSessionMutation');
    expect(operation.request.variables).toEqual({ id: 'session-phone' });
    await act(async () => {
      environment.mock.resolve(operation, { data: { endSession: { __typename: 'MutationEndSessionSuccess', data: 'session-phone' } } });
    });
    expect(screen.queryByText('Chrome · Android')).toBeNull();
    expect(screen.getByText('Firefox · Linux')).toBeTruthy();
  });
});
