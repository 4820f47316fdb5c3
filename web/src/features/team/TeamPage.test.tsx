import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { teamRoute } from './route';

const months = [
  {
    month: '2026-11',
    newPrompts: 1,
    optimizationsByMember: [
      { userDatabaseId: 1, username: 'ana', optimizations: 1 },
      { userDatabaseId: 2, username: 'luis', optimizations: 3 },
    ],
    mostUsedPrompts: [{ teamPromptDatabaseId: 7, title: 'Guion de ventas', uses: 1, copied: 1, optimized: 0, filled: 0 }],
  },
];

async function openTeam(locale: 'es' | 'en', invitations: { id: string; inviteeUsername: string }[] = []) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [teamRoute(() => Promise.resolve(environment))] }], { initialEntries: ['/team'] });
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ databaseId: 1, planType: 'enterprise', planFromTeam: false }),
        Query: () => ({ teamInvitations: [] }),
        Team: () => ({ name: 'Equipo Acme', viewerRole: 'OWNER', members: [], invitations, prompts: [], stats: { months } }),
      }),
    );
  });
  return screen.findByRole('region', { name: locale === 'es' ? 'Uso del equipo' : 'Team usage' }, { timeout: 10_000 });
}

describe("the Team page's monthly numbers", () => {
  beforeAll(() => Promise.all([import('./TeamPage'), import('relay-runtime')]), 30_000);

  it('name the month and count in Spanish, one and many', async () => {
    const stats = await openTeam('es');
    expect(within(stats).getByText('Noviembre de 2026: 1 prompt nuevo del equipo')).toBeTruthy();
    expect(within(stats).getByText('ana: 1 optimización')).toBeTruthy();
    expect(within(stats).getByText('luis: 3 optimizaciones')).toBeTruthy();
    expect(within(stats).getByText('Guion de ventas: 1 uso (1 copia, 0 optimizaciones, 0 rellenados)')).toBeTruthy();
  });

  it('and in English', async () => {
    const stats = await openTeam('en');
    expect(within(stats).getByText('November 2026: 1 new team prompt')).toBeTruthy();
    expect(within(stats).getByText('ana: 1 optimization')).toBeTruthy();
    expect(within(stats).getByText('Guion de ventas: 1 use (1 copy, 0 optimizations, 0 filled in)')).toBeTruthy();
  });

  it("puts the pending invitations in a section of their own, apart from the members' forms", async () => {
    await openTeam('es', [{ id: 'invitation-1', inviteeUsername: 'carla' }]);
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(pending).getByText('carla')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Miembros' })).queryByText('carla')).toBeNull();
  });

  it("offers 'add to team' in a section of its own after the team's prompts, as My Prompts' team space does", async () => {
    await openTeam('es');
    const add = screen.getByRole('region', { name: 'Añadir al equipo' });
    expect(within(add).getByRole('button', { name: 'Añadir al equipo' })).toBeTruthy();
    const prompts = screen.getByRole('region', { name: 'Prompts del equipo' });
    expect(prompts.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
