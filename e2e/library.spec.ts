import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { adminCredentials, registerViaApi } from './support/users';

// The library as a free user sees it, in Spanish (the default language): the account is registered
// with an es-ES browser, so the server answers category names and messages in Spanish too.
test.use({ locale: 'es-ES' });

async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok(), `POST /graphql: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Ids of prompts a free user can open (and so save), from several categories. */
async function unlockedPromptIds(request: APIRequestContext, count: number): Promise<string[]> {
  const data = await graphql<{ categories: { slug: string }[] }>(request, '{ categories { slug } }');
  const ids: string[] = [];
  for (const { slug } of data.categories) {
    const page = await graphql<{
      category: { data?: { prompts: { edges: { node: { id: string; isLocked: boolean } }[] } } };
    }>(
      request,
      `query ($slug: String!) {
        category(slug: $slug) {
          ... on QueryCategorySuccess { data { prompts(first: 20) { edges { node { id isLocked } } } } }
        }
      }`,
      { slug },
    );
    for (const { node } of page.category.data?.prompts.edges ?? []) if (!node.isLocked) ids.push(node.id);
    if (ids.length >= count) return ids.slice(0, count);
  }
  throw new Error(`only ${ids.length} unlocked prompts found`);
}

const cards = (page: Page) => page.getByTestId('prompt-card');
/** The toast with this title (the previous one may still be fading out beside it). */
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test('browsing: /prompts opens Emprendedores, the category list switches categories, a card opens its details', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts');
  await expect(page).toHaveURL(/\/prompts\/entrepreneurs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de Prompts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prompts populares de Emprendedores' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Categorías de la biblioteca' });
  await expect(nav.getByRole('link', { name: 'Emprendedores' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/prompts\/marketing$/);
  await expect(page.getByRole('heading', { name: 'Prompts populares de Marketing' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');

  // A free user: the banner states the category's real number of Premium prompts, and the cards
  // past the free plan's 5 per category are locked teasers without content.
  const banner = page.getByTestId('premium-banner');
  await expect(banner).toContainText('Desbloquea los prompts Premium de Marketing');
  await expect(banner).toContainText(/Accede a (los )?\d+ prompts? Premium de Marketing/);
  await expect(banner.getByRole('button', { name: 'Actualizar a Pro' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // After the readable cards, the locked ones are one compact group of titles with one upgrade link.
  await expect(cards(page).and(page.locator('[data-locked]'))).toHaveCount(0);
  const teasers = page.getByTestId('locked-teasers');
  await expect(teasers.getByTestId('locked-teaser').first()).toBeVisible();
  await expect(teasers.getByRole('button', { name: 'Actualizar plan' })).toHaveCount(1);
  await expect(teasers.getByRole('button', { name: 'Copiar' })).toHaveCount(0);

  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('heading').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByTestId('prompt-tier')).toHaveText('Gratis');
  await expect(dialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/prompts/no-such-category');
  await expect(page.getByText('Categoría no encontrada.')).toBeVisible();
});

test("'Todas las Categorías' lists every prompt, 5 more per 'Cargar más prompts'", async ({ page }) => {
  await registerViaApi(page.request);
  // The cookie banner, unanswered, would cover the button at the bottom.
  await allowFunctionalStorage(page);
  await page.goto('/prompts/entrepreneurs');
  await page.getByRole('link', { name: 'Todas las Categorías' }).click();
  await expect(page).toHaveURL(/\/prompts\?view=all$/);
  await expect(page.getByRole('heading', { name: 'Todos los Prompts' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);

  const more = page.getByRole('button', { name: 'Cargar más prompts' });
  await more.click();
  await expect(cards(page)).toHaveCount(10);
  await more.click();
  await expect(cards(page)).toHaveCount(15);
});

test('search replaces the grid with results, or says nothing matched', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/entrepreneurs');
  const search = page.getByPlaceholder('Buscar prompts...');

  await search.fill('marketing');
  await expect(page.getByRole('heading', { name: 'Resultados de búsqueda para: “marketing”' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=marketing/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prompts populares de Emprendedores' })).toHaveCount(0);

  await search.fill('zzzzqqq');
  await expect(page.getByText('No se encontraron prompts que coincidan con tu búsqueda.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // Clearing the box brings the category back.
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Prompts populares de Emprendedores' })).toBeVisible();
});

test('saving a prompt puts it under Prompts Guardados; removing it takes it away', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/entrepreneurs');
  const card = cards(page).and(page.locator(':not([data-locked])')).first();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const toggle = card.getByTestId('save-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await page.getByRole('menuitemradio', { name: 'Sin categoría' }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Prompt guardado')).toBeVisible();

  await page.getByRole('link', { name: 'Mis Prompts' }).first().click();
  await expect(page).toHaveURL(/\/my-prompts$/);
  await expect(page.getByRole('tab', { name: /Prompts Guardados/ })).toHaveAttribute('aria-selected', 'true');
  const saved = cards(page).filter({ hasText: title });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId('card-label')).toHaveText('Guardado');

  await saved.getByTestId('save-toggle').click();
  await page.getByRole('menuitem', { name: 'Quitar de guardados' }).click();
  await expect(toast(page, 'Prompt eliminado')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('Aún no has guardado prompts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorar Biblioteca de Prompts' })).toBeVisible();

  // The library shows it unsaved again.
  await page.goto('/prompts/entrepreneurs');
  await expect(cards(page).filter({ hasText: title }).getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('creating a prompt validates the form and files it under Prompts Creados', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/my-prompts');
  await page.getByRole('tab', { name: 'Prompts Creados' }).click();
  await expect(page.getByRole('button', { name: 'Crea Tu Primer Prompt' })).toBeVisible();
  await page.getByRole('tab', { name: /Prompts Guardados/ }).click();

  await page.getByRole('button', { name: 'Crear Nuevo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Crear Prompt' }).click();
  await expect(dialog).toContainText('Falta el título');
  await expect(dialog).toContainText('Por favor, ingresa un título para tu prompt.');
  await expect(dialog).toContainText('Falta la categoría');
  await expect(dialog).toContainText('Falta el contenido');

  const title = `Guion de lanzamiento ${Date.now().toString(36)}`;
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Categoría').selectOption({ label: 'Marketing' });
  await dialog.getByLabel('Contenido del Prompt').fill('Escribe un guion de 45 segundos para [producto].\n\n- Gancho\n- **Beneficio**');
  await dialog.getByRole('button', { name: 'Crear Prompt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Prompt creado')).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Prompts Creados' })).toHaveAttribute('aria-selected', 'true');
  const created = cards(page).filter({ hasText: title });
  await expect(created).toHaveCount(1);
  await expect(created.getByTestId('card-label')).toHaveText('Mi Prompt');

  // The search box asks the server (the library's search over all the viewer's prompts): words, any case.
  const search = page.getByPlaceholder('Buscar en mis prompts...');
  await search.fill('GANCHO');
  await expect(created).toHaveCount(1);
  await search.fill('nada parecido');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('Ningún prompt coincide con “nada parecido”')).toBeVisible();

  // It also appears in its category of the library, read fresh from the server.
  await page.goto('/prompts/marketing');
  await expect(page.getByRole('heading', { name: 'Prompts populares de Marketing' })).toBeVisible();
  await page.getByPlaceholder('Buscar prompts...').fill(title);
  await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
});

test('a personal category can be created, renamed and deleted', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Categorías' })).toBeVisible();
  await expect(page.getByText('No hay categorías todavía')).toBeVisible();

  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toContainText('Nombre requerido');
  await expect(dialog).toContainText('Debes proporcionar un nombre para la categoría.');
  await dialog.getByLabel('Nombre').fill('Campañas de verano');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Categoría creada')).toBeVisible();
  const card = page.getByTestId('user-category-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Campañas de verano');
  await expect(card).toContainText(/Creada el \d{1,2} de \p{L}+ de \d{4}/u);

  await card.getByTestId('edit-category').click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nombre')).toHaveValue('Campañas de verano');
  await dialog.getByLabel('Nombre').fill('Campañas de invierno');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Categoría actualizada')).toBeVisible();
  await expect(card).toContainText('Campañas de invierno');

  // Still there after a reload: the server has it.
  await page.reload();
  await expect(card).toContainText('Campañas de invierno');

  await card.getByTestId('delete-category').click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Estás seguro?');
  await expect(dialog).toContainText('Esta acción no se puede deshacer.');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Categoría eliminada')).toBeVisible();
  await expect(page.getByText('No hay categorías todavía')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No hay categorías todavía')).toBeVisible();
});

test('a free user with 10 saved prompts sees the plan-limit alert; the save buttons are disabled with the reason', async ({ page }) => {
  await registerViaApi(page.request);
  const ids = await unlockedPromptIds(page.request, 11);
  for (const promptId of ids.slice(0, 10)) {
    const data = await graphql<{ savePrompt: { __typename: string } }>(
      page.request,
      'mutation ($promptId: ID!) { savePrompt(input: { promptId: $promptId }) { __typename ... on MutationSavePromptSuccess { data { id } } } }',
      { promptId },
    );
    expect(data.savePrompt.__typename).toBe('MutationSavePromptSuccess');
  }

  await page.goto('/my-prompts');
  const alert = page.getByTestId('saved-limit-alert');
  await expect(alert).toContainText('Límite del Plan Gratis Alcanzado');
  await alert.getByRole('button', { name: 'Actualizar plan' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Prueba Pro gratis' });
  await expect(upgrade).toBeVisible();
  await upgrade.getByRole('button', { name: 'Ahora no' }).click();
  await expect(upgrade).toBeHidden();
  await expect(cards(page)).toHaveCount(10);

  // docs/behaviour.md, The library: at the limit the save buttons are disabled with the reason, not discovered by failing.
  await page.goto('/prompts/entrepreneurs');
  const unsaved = cards(page)
    .filter({ has: page.locator('[data-testid="save-toggle"][aria-pressed="false"]') })
    .first();
  const toggle = unsaved.getByTestId('save-toggle');
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toContainText('Has guardado 10 prompts, el máximo del plan gratuito.');
  await toggle.click({ force: true });
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Removing one from My Prompts frees a place at once.
  await page.goto('/my-prompts');
  await cards(page).first().getByTestId('save-toggle').click();
  await page.getByRole('menuitem', { name: 'Quitar de guardados' }).click();
  await expect(toast(page, 'Prompt eliminado')).toBeVisible();
  await page.getByRole('link', { name: 'Explorar Prompts' }).first().click();
  await expect(
    cards(page).filter({ has: page.locator('[data-testid="save-toggle"][aria-pressed="false"]') }).first().getByTestId('save-toggle'),
  ).not.toHaveAttribute('aria-disabled', 'true');
});

test("only the admin gets 'Crear Nuevo' in the library, which opens the library-prompt editor", async ({ page, browser }) => {
  const response = await page.request.post('/api/login', { data: adminCredentials() });
  expect(response.ok()).toBe(true);
  await page.goto('/prompts/entrepreneurs');
  await page.getByRole('button', { name: 'Crear Nuevo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nuevo prompt de la biblioteca' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  const userContext = await browser.newContext({ locale: 'es-ES' });
  const userPage = await userContext.newPage();
  await registerViaApi(userPage.request);
  await userPage.goto('/prompts/entrepreneurs');
  await expect(userPage.getByRole('heading', { name: 'Prompts populares de Emprendedores' })).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Crear Nuevo' })).toHaveCount(0);
  await userContext.close();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the library reads in English, names from the server included', async ({ page }) => {
    await registerViaApi(page.request);
    await graphql(page.request, 'mutation { updateProfile(input: { preferredLanguage: en }) { __typename } }');
    await page.addInitScript(() => localStorage.setItem('selected-language', 'en'));
    await page.goto('/prompts/entrepreneurs');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Library' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Entrepreneurs Prompts' })).toBeVisible();
    await expect(page.getByTestId('premium-banner')).toContainText('Unlock Premium Entrepreneurs Prompts');
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page.getByPlaceholder('Search prompts...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Categories' })).toBeVisible();
  });
});
