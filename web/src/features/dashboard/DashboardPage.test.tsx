import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { UpgradeDialogContext } from '../plans/upgradeDialogContext';
import { dashboardRoute } from './route';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const plans = ['free', 'basic', 'pro', 'enterprise'].map((type) => ({ type }));

interface Viewer {
  username?: string;
  displayName?: string | null;
  emailVerified?: boolean;
  isPremium?: boolean;
  optimizationsLeft?: number | null;
  period?: 'day' | 'month' | null;
  ideasGeneratedToday?: number;
  lastOptimization?: { title: string } | null;
  activity?: Record<string, unknown>[];
}

function resolvers({
  username = 'juan',
  displayName = null,
  emailVerified = true,
  isPremium = false,
  optimizationsLeft = 3,
  period = 'month',
  ideasGeneratedToday = 0,
  lastOptimization = null,
  activity = [],
}: Viewer): MockResolvers {
  return {
    Query: () => ({ plans }),
    User: () => ({ id: 'viewer-1', username, displayName, email: `${username}@example.com`, emailVerified, isPremium, savedPromptsCount: 4 }),
    UserSubscription: () => ({ optimizationsLeft }),
    Plan: () => ({ type: isPremium ? 'pro' : 'free', optimizationsPeriod: period, optimizationsLimit: optimizationsLeft === null ? null : 3 }),
    Dashboard: () => ({ ideasGeneratedToday, availablePromptsCount: 50, optimizationsCount: 7, lastOptimization, recentActivity: activity }),
  };
}

const openUpgrade = vi.fn();

/** Opens /dashboard and answers the query its loader started. */
async function openDashboard(viewer: Viewer, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [dashboardRoute(() => Promise.resolve(environment))] }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <TestProviders environment={environment} locale={locale}>
      <UpgradeDialogContext.Provider value={openUpgrade}>
        <Suspense fallback={<p>Loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </UpgradeDialogContext.Provider>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers(viewer)));
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return environment;
}

const stat = (key: string) => screen.getByTestId(`stat-${key}`);

describe('/dashboard', () => {
  // The route and the details dialog load lazily, the toaster on first use: load them up front.
  beforeAll(
    () => Promise.all([import('./DashboardPage'), import('./activityDetails'), import('../../notify/ToastHost'), import('relay-runtime')]),
    30_000,
  );

  it("greets with 'Bienvenida' when the username ends in 'a'", async () => {
    await openDashboard({ username: 'maria' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenida, maria');
  });

  it("greets 'Bienvenido' for other usernames", async () => {
    await openDashboard({ username: 'juan' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenido, juan');
  });

  it('greets by the display name when there is one, as the sign-in toast does', async () => {
    await openDashboard({ username: 'juan', displayName: 'Juan Pérez' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenido, Juan Pérez');
  });

  it('offers to resend the confirmation link until the e-mail address is confirmed', async () => {
    await openDashboard({ username: 'juan', emailVerified: false });
    const banner = screen.getByTestId('email-verification-banner');
    expect(banner.textContent).toContain('Te enviamos un enlace a juan@example.com.');
    expect(within(banner).getByRole('button', { name: 'Reenviar enlace' })).toBeTruthy();
  });

  it('keeps the keyboard focus on «Reenviar enlace» while the link is sent, and refuses a second send meanwhile', async () => {
    const environment = await openDashboard({ username: 'juan', emailVerified: false });
    const banner = screen.getByTestId('email-verification-banner');
    const resend = within(banner).getByRole('button', { name: 'Reenviar enlace' });
    resend.focus();
    await act(async () => {
      fireEvent.click(resend);
    });
    const sending = within(banner).getByRole('button', { name: 'Enviando…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sending);
    await act(async () => {
      fireEvent.click(sending);
    });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  it('shows no confirmation banner once the address is confirmed', async () => {
    await openDashboard({ username: 'juan' });
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
  });

  it("greets 'Welcome' in English", async () => {
    await openDashboard({ username: 'maria' }, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, maria');
  });

  it("states today's ideas and the last optimized prompt only when there is one", async () => {
    await openDashboard({ ideasGeneratedToday: 2, lastOptimization: { title: 'Guion para TikTok' } });
    expect(screen.getByText('Hoy has generado 2 ideas nuevas.')).toBeTruthy();
    expect(screen.getByTestId('last-optimized').textContent).toBe('Tu último prompt optimizado: "Guion para TikTok"');
  });

  it('leaves the last optimized prompt out when there is none', async () => {
    await openDashboard({ ideasGeneratedToday: 0, lastOptimization: null });
    expect(screen.getByText('Hoy todavía no has generado ideas nuevas.')).toBeTruthy();
    expect(screen.queryByTestId('last-optimized')).toBeNull();
  });

  it("shows the four stat cards, the credits left this month, and 'Actualizar a Pro' to a free user", async () => {
    await openDashboard({ optimizationsLeft: 2, period: 'month' });
    expect(within(stat('available')).getByText('Prompts Disponibles')).toBeTruthy();
    expect(within(stat('available')).getByText('50')).toBeTruthy();
    expect(within(stat('optimized')).getByText('7')).toBeTruthy();
    expect(within(stat('saved')).getByText('4')).toBeTruthy();
    expect(within(stat('left')).getByText('2')).toBeTruthy();
    expect(within(stat('left')).getByText('Este mes')).toBeTruthy();
    openUpgrade.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar a Pro' }));
    expect(openUpgrade).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Suscripción/ }).getAttribute('href')).toBe('/settings?tab=subscription');
  });

  it("reads unlimited credits (null) as '∞' / 'Ilimitadas', and offers no 'Actualizar a Pro' to a premium user", async () => {
    await openDashboard({ isPremium: true, optimizationsLeft: null, period: null });
    expect(within(stat('left')).getByText('∞')).toBeTruthy();
    expect(within(stat('left')).getByText('Ilimitadas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actualizar a Pro' })).toBeNull();
  });

  it("says 'No hay actividad reciente' when there is none", async () => {
    await openDashboard({ activity: [] });
    expect(screen.getByRole('heading', { name: 'No hay actividad reciente' })).toBeTruthy();
    expect(screen.queryAllByTestId('activity-item')).toHaveLength(0);
  });

  it('lists at most 6 activity items, with relative times in the interface language', async () => {
    const activity = Array.from({ length: 7 }, (_, index) => ({
      id: `activity-${index}`,
      kind: index === 0 ? 'saved' : 'optimization',
      title: `Prompt ${index}`,
      createdAt: minutesAgo(5 + index * 60),
      targetId: `target-${index}`,
    }));
    await openDashboard({ activity });
    const items = screen.getAllByTestId('activity-item');
    expect(items).toHaveLength(6);
    expect(within(items[0]).getByText('Añadiste "Prompt 0" a Mis Prompts')).toBeTruthy();
    expect(within(items[0]).getByText('hace 5 minutos')).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Ver prompt' })).toBeTruthy();
    expect(within(items[1]).getByText('Optimizaste un prompt')).toBeTruthy();
    expect(within(items[1]).getByText('hace 1 hora')).toBeTruthy();
    expect(within(items[1]).getByRole('button', { name: 'Ver resultados' })).toBeTruthy();
  });

  it('in English too', async () => {
    const activity = [{ id: 'a1', kind: 'saved', title: 'Launch plan', createdAt: minutesAgo(3 * 24 * 60), targetId: 'p1' }];
    await openDashboard({ activity }, 'en');
    const [item] = screen.getAllByTestId('activity-item');
    expect(within(item).getByText('You added "Launch plan" to My Prompts')).toBeTruthy();
    expect(within(item).getByText('3 days ago')).toBeTruthy();
  });
});

describe("'Detalles del prompt'", () => {
  beforeAll(() => Promise.all([import('./DashboardPage'), import('./activityDetails'), import('../../notify/ToastHost')]), 30_000);

  const activity = [{ id: 'a1', kind: 'optimization', title: 'Idea', createdAt: minutesAgo(10), targetId: 'optimization-1' }];

  /** Clicks 'Ver resultados' and returns the dialog while its query is still pending. */
  async function openDetails() {
    const environment = await openDashboard({ activity });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver resultados' }));
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('OptimizationDetailsDialogQuery');
    expect(operation.request.variables).toEqual({ id: 'optimization-1' });
    const dialog = await screen.findByRole('dialog');
    return { environment, dialog };
  }

  it('loads the record only once opened, shows a spinner, then the optimized and original prompts; Copiar says Copiado for 2 s', async () => {
    const { environment, dialog } = await openDetails();
    expect(within(dialog).getByText('Detalles del prompt')).toBeTruthy();
    expect(within(dialog).getByText('Cargando el prompt…')).toBeTruthy();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          User: () => ({ id: 'viewer-1' }),
          Optimization: () => ({ originalContent: 'haz un guion', improvedPrompt: 'Actúa como guionista…' }),
        }),
      );
    });
    expect(within(dialog).getByTestId('details-optimized').textContent).toBe('Actúa como guionista…');
    expect(within(dialog).getByTestId('details-original').textContent).toBe('haz un guion');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    });
    expect(writeText).toHaveBeenCalledWith('Actúa como guionista…');
    expect(within(dialog).getByRole('button', { name: 'Copiado' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    vi.useRealTimers();
  });

  it("says 'No se pudo cargar el prompt' when the record is not the viewer's (null)", async () => {
    const { environment, dialog } = await openDetails();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { User: () => ({ id: 'viewer-1', optimization: null }) }),
      );
    });
    expect(within(dialog).getByText('No se pudo cargar el prompt')).toBeTruthy();
    expect(within(dialog).getByText('No se encontró contenido optimizado')).toBeTruthy();
    expect(within(dialog).queryByTestId('details-optimized')).toBeNull();
  });

  it('shows the error state and a toast when loading fails, and loads again on Reintentar', async () => {
    const { environment, dialog } = await openDetails();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('offline'));
    });
    expect(within(dialog).getByText('Error al cargar la información del prompt')).toBeTruthy();
    expect(within(dialog).getByText('Inténtalo nuevamente más tarde')).toBeTruthy();
    const toast = await screen.findByTestId('toast', {}, { timeout: 10_000 });
    expect(within(toast).getByText('Error al cargar el historial de optimización')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          User: () => ({ id: 'viewer-1' }),
          Optimization: () => ({ originalContent: 'a', improvedPrompt: 'b' }),
        }),
      );
    });
    expect(within(dialog).getByTestId('details-optimized').textContent).toBe('b');
  });
});
