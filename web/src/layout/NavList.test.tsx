import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../relay/graphql';
import { TestProviders } from '../test/TestProviders';
import { NavList } from './NavList';
import type { NavListTestQuery } from './__generated__/NavListTestQuery.graphql';

beforeAll(() => import('relay-runtime'), 30_000);

const query = graphql`
  query NavListTestQuery @relay_test_operation {
    ...NavList_query
  }
`;

function Navigation({ adminLink }: { adminLink: boolean }) {
  const data = useLazyLoadQuery<NavListTestQuery>(query, {});
  return <NavList query={data} adminLink={adminLink} />;
}

interface Viewer {
  isAdmin?: boolean;
  planType?: string;
  teamRole?: string | null;
  invitations?: number;
}

async function links({ isAdmin = false, planType = 'free', teamRole = null, invitations = 0 }: Viewer, adminLink = true) {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment}>
      <MemoryRouter>
        <Suspense fallback="loading">
          <Navigation adminLink={adminLink} />
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ isAdmin, planType, teamRole }),
        Query: () => ({ teamInvitations: Array.from({ length: invitations }, (_, index) => ({ __typename: 'TeamInvitation', id: `invitation-${index}` })) }),
      }),
    );
  });
  return (await screen.findAllByRole('link')).map((link) => link.textContent);
}

describe('the main navigation', () => {
  it('leaves the Team page and the admin panel out for a free user outside any team', async () => {
    const names = await links({});
    expect(names).toContain('Mis Prompts');
    expect(names).not.toContain('Equipo');
    expect(names).not.toContain('Panel Administrativo');
  });

  it('shows the Team page to a team member, an Enterprise subscriber and someone with an invitation', async () => {
    for (const viewer of [{ teamRole: 'MEMBER' }, { planType: 'enterprise' }, { invitations: 1 }]) {
      expect(await links(viewer)).toContain('Equipo');
      cleanup();
    }
  });

  it("shows the admin panel to an admin only where the layout allows it (not in the phone's menu)", async () => {
    expect(await links({ isAdmin: true }, true)).toContain('Panel Administrativo');
    cleanup();
    expect(await links({ isAdmin: true }, false)).not.toContain('Panel Administrativo');
  });
});
