import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi } from './support/users';

// Issue 8, client: optimize from a prompt card's dialog, and open a Recent Activity item's details
// from the dashboard, in Spanish and in English. The AI engine's text is not asserted: only that
// there is one (the engine may change).

async function graphql<T = Record<string, unknown>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok(), `POST /graphql: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** An account whose interface speaks `lang` (the stored preference and the browser's choice). */
async function signUp(page: Page, lang: 'es' | 'en') {
  await registerViaApi(page.request);
  await graphql(page.request, `mutation { updateProfile(input: { preferredLanguage: ${lang} }) { __typename } }`);
  await page.addInitScript((language) => localStorage.setItem('selected-language', language), lang);
}

async function optimizeViaApi(request: APIRequestContext, originalContent: string) {
  const response = await request.post('/api/optimize', { data: { originalContent, platform: 'TikTok', tone: 'Casual' } });
  expect(response.status(), await response.text()).toBe(200);
}

const languages = [
  {
    lang: 'es' as const,
    locale: 'es-ES',
    optimize: 'Optimizar',
    dialogTitle: 'Optimizar prompt',
    platform: 'Plataforma',
    tone: 'Tono del contenido',
    left: (count: number) => `Te quedan ${count} optimizaciones este mes`,
    leftZero: 'Te quedan 0 optimizaciones este mes (¡Mejora tu plan para tenerlas ilimitadas!)',
    upgrade: '(¡Mejora tu plan para tenerlas ilimitadas!)',
    copyResult: 'Copiar texto optimizado',
    copied: 'Copiado',
    close: 'Cerrar',
    greeting: /^Bienvenid[ao], /,
    optimizedStat: 'Prompts Optimizados',
    optimizedItem: 'Optimizaste un prompt',
    savedItem: (title: string) => `Añadiste "${title}" a Mis Prompts`,
    ago: /^hace \d+ segundos?$|^ahora$|^hace 1 minuto$/,
    viewResults: 'Ver resultados',
    details: 'Detalles del prompt',
    optimizedHeading: 'Prompt optimizado',
    originalHeading: 'Prompt original',
    empty: 'No hay actividad reciente',
  },
  {
    lang: 'en' as const,
    locale: 'en-US',
    optimize: 'Optimize',
    dialogTitle: 'Optimize prompt',
    platform: 'Platform',
    tone: 'Content Tone',
    left: (count: number) => `${count} optimizations left this month`,
    leftZero: '0 optimizations left this month (Upgrade to get unlimited!)',
    upgrade: '(Upgrade to get unlimited!)',
    copyResult: 'Copy Optimized Text',
    copied: 'Copied',
    close: 'Close',
    greeting: /^Welcome, /,
    optimizedStat: 'Optimized Prompts',
    optimizedItem: 'You optimized a prompt',
    savedItem: (title: string) => `You added "${title}" to My Prompts`,
    ago: /^\d+ seconds? ago$|^now$|^1 minute ago$/,
    viewResults: 'View results',
    details: 'Prompt details',
    optimizedHeading: 'Optimized prompt',
    originalHeading: 'Original prompt',
    empty: 'No recent activity',
  },
];

for (const t of languages) {
  test.describe(`in ${t.lang}`, () => {
    test.use({ locale: t.locale, permissions: ['clipboard-read', 'clipboard-write'] });

    test("optimize from a card's dialog: the credits line goes down, the copy button appears, at 0 the button is disabled", async ({ page }) => {
      await signUp(page, t.lang);
      await page.goto('/prompts/entrepreneurs');
      const card = page.getByTestId('prompt-card').first();
      await card.getByRole('button', { name: t.optimize, exact: true }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t.dialogTitle })).toBeVisible();
      await expect(dialog.getByLabel(t.platform)).toHaveValue('TikTok');
      await expect(dialog.getByLabel(t.tone)).toHaveValue('Casual');
      const text = dialog.getByRole('textbox');
      await expect(text).not.toHaveValue('');
      await expect(text).toHaveAttribute('rows', '8');
      await expect(dialog.getByTestId('credits-line')).toHaveText(t.left(3));
      await expect(dialog.getByRole('button', { name: t.copyResult })).toHaveCount(0);

      await dialog.getByLabel(t.platform).selectOption('LinkedIn');
      await dialog.getByRole('button', { name: t.optimize, exact: true }).click();
      await expect(dialog.getByTestId('optimize-result')).toBeVisible();
      await expect(dialog.getByTestId('optimize-result').locator('p').first()).not.toBeEmpty();
      await expect(dialog.getByTestId('credits-line')).toHaveText(t.left(2));
      const copy = dialog.getByRole('button', { name: t.copyResult });
      await copy.click();
      await expect(dialog.getByRole('button', { name: t.copied })).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard.length).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toHaveCount(0);

      // Spend the rest elsewhere: reopened, the dialog reads 0, cannot run, and offers the upgrade dialog.
      await optimizeViaApi(page.request, 'Escribe un guion corto sobre café de especialidad');
      await optimizeViaApi(page.request, 'Write a short script about specialty coffee');
      await card.getByRole('button', { name: t.optimize, exact: true }).click();
      await expect(dialog.getByTestId('credits-line')).toHaveText(t.leftZero);
      await expect(dialog.getByRole('button', { name: t.optimize, exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: t.upgrade }).click();
      // The card dialog gives way to the one upgrade dialog.
      await expect(page.getByRole('heading', { name: t.dialogTitle })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    test("open a recent activity item's details from the dashboard", async ({ page }) => {
      await signUp(page, t.lang);
      await page.goto('/dashboard');
      // The first page of a run on a busy machine can take a while.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.greeting, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();

      const original = `Ideas para un vídeo sobre café ${Date.now()}`;
      await optimizeViaApi(page.request, original);
      const { categories } = await graphql<{ categories: { slug: string }[] }>(page.request, '{ categories { slug } }');
      const { category } = await graphql<{ category: { data: { prompts: { edges: { node: { id: string; title: string; isLocked: boolean } }[] } } } }>(
        page.request,
        `query ($slug: String!) { category(slug: $slug) { ... on QueryCategorySuccess { data { prompts(first: 5) { edges { node { id title isLocked } } } } } } }`,
        { slug: categories[0].slug },
      );
      const saved = category.data.prompts.edges.map((edge) => edge.node).find((node) => !node.isLocked)!;
      await graphql(page.request, 'mutation ($id: ID!) { savePrompt(input: { promptId: $id }) { __typename } }', { id: saved.id });

      await page.reload();
      await expect(page.getByTestId('stat-optimized')).toContainText(t.optimizedStat);
      await expect(page.getByTestId('stat-optimized')).toContainText('1');
      const items = page.getByTestId('activity-item');
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: t.savedItem(saved.title) })).toHaveCount(1);
      const optimization = items.filter({ hasText: t.optimizedItem });
      await expect(optimization.locator('time')).toHaveText(t.ago);

      await optimization.getByRole('button', { name: t.viewResults }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t.details })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t.optimizedHeading })).toBeVisible();
      await expect(dialog.getByTestId('details-optimized')).not.toBeEmpty();
      await expect(dialog.getByRole('heading', { name: t.originalHeading })).toBeVisible();
      await expect(dialog.getByTestId('details-original')).toHaveText(original);
      await dialog.getByRole('button', { name: t.lang === 'es' ? 'Copiar' : 'Copy', exact: true }).click();
      await expect(dialog.getByRole('button', { name: t.copied })).toBeVisible();
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
}
