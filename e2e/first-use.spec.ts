import { expect, test, type Page } from '@playwright/test';
import { adminCredentials, registerViaApi } from './support/users';

// What a new user tripped over (issue 6), each fixed behaviour seen in Chromium, in Spanish.
test.use({ locale: 'es-ES' });

const cards = (page: Page) => page.getByTestId('prompt-card');
/** The newest toast with this title: the one it replaced may still be fading out with the same title. */
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).last();

test('the plan card states the real plan from the catalog, and offers an upgrade only below the top plan', async ({ page, browser }) => {
  await registerViaApi(page.request);
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('plan-name')).toHaveText('Plan Gratis');
  await expect(sidebar.getByTestId('plan-card')).toContainText('3 optimizaciones al mes');
  await expect(sidebar.getByTestId('plan-card')).toContainText('Hasta 10 prompts guardados');
  await expect(sidebar.getByTestId('plan-card')).not.toContainText('ilimitad');
  await expect(sidebar.getByRole('button', { name: 'Actualizar Ahora' })).toBeVisible();
  // The dashboard's plan card reads the same catalog.
  await expect(page.getByRole('main').getByTestId('plan-card')).toContainText('3 optimizaciones al mes');
  await page.goto('/settings');
  await expect(page.getByRole('main').getByRole('button', { name: 'Actualizar Ahora' })).toBeVisible();

  const adminContext = await browser.newContext({ locale: 'es-ES' });
  const admin = await adminContext.newPage();
  expect((await admin.request.post('/api/login', { data: adminCredentials() })).ok()).toBe(true);
  await admin.goto('/dashboard');
  await expect(admin.getByTestId('sidebar').getByTestId('plan-name')).toHaveText('Plan Empresarial');
  await expect(admin.getByTestId('sidebar').getByTestId('plan-card')).toContainText('Optimizaciones ilimitadas');
  await expect(admin.getByRole('button', { name: 'Actualizar Ahora' })).toHaveCount(0);
  // Settings offers no upgrade on the top plan either; the landing footer drops 'Iniciar sesión' for a user.
  await admin.goto('/settings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Actualizar Ahora' })).toHaveCount(0);
  await admin.goto('/');
  await expect(admin.getByTestId('footer').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  await adminContext.close();
});

test('saved prompts are filed in personal categories, and My Prompts filters by them', async ({ page }) => {
  await registerViaApi(page.request);
  expect((await page.request.post('/api/user-categories', { data: { name: 'Clientes' } })).status()).toBe(201);

  // The sidebar leads to the personal categories.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mis Categorías' }).click();
  await expect(page).toHaveURL(/\/categories$/);

  // File one prompt in an existing category, and one in a category created from the save menu.
  await page.goto('/prompts/entrepreneurs');
  const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
  const firstTitle = ((await first.getByRole('heading').textContent()) ?? '').trim();
  const secondTitle = ((await second.getByRole('heading').textContent()) ?? '').trim();
  await first.getByTestId('save-toggle').click();
  await page.getByRole('menuitemradio', { name: 'Clientes' }).click();
  await expect(toast(page, 'Prompt guardado')).toContainText('Clientes');

  // From the keyboard: open the menu, go to 'Nueva categoría…', create it, and the prompt is filed there.
  await second.getByTestId('save-toggle').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Nueva categoría…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Ideas de lanzamiento');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Prompt guardado')).toContainText('Ideas de lanzamiento');
  await expect(second.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'true');

  // My Prompts: every saved prompt, then only those filed in 'Clientes'.
  await page.goto('/my-prompts');
  await expect(cards(page)).toHaveCount(2);
  await page.getByTestId('category-filter').click();
  await page.getByRole('option', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/[?&]category=Clientes/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(firstTitle);
  await expect(cards(page).first().getByTestId('card-label')).toHaveText('Clientes');
  // Unsaving from the filtered list takes the card away (and nothing breaks).
  await cards(page).first().getByTestId('save-toggle').click();
  await page.getByRole('menuitem', { name: 'Quitar de guardados' }).click();
  await expect(toast(page, 'Prompt eliminado')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('Nada archivado aquí todavía')).toBeVisible();

  // Moving it to 'Sin categoría' from My Prompts, then following the category card's link.
  await page.goto('/my-prompts');
  await page.getByRole('link', { name: 'Mis Categorías' }).last().click();
  await expect(page).toHaveURL(/\/categories$/);
  await page.getByTestId('user-category-card').filter({ hasText: 'Ideas de lanzamiento' }).getByRole('link', { name: 'Ver sus prompts' }).click();
  await expect(page).toHaveURL(/\/my-prompts\?category=Ideas/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(secondTitle);
});

test('closing the prompt dialog returns focus to the card; a locked prompt is not labelled free', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/marketing');
  const card = cards(page).first();
  const title = card.getByRole('heading').getByRole('button');

  await title.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(title).toBeFocused();

  // Opened by a click on the card itself, focus comes back to its title too.
  await card.getByTestId('prompt-preview').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(title).toBeFocused();

  // Card previews are plain text: no Markdown marks.
  for (const preview of await page.getByTestId('prompt-preview').allTextContents()) expect(preview).not.toMatch(/\*\*|^#/m);

  // A prompt past the free plan's limit (found by search, where locked cards stay cards).
  await page.getByPlaceholder('Buscar prompts...').fill('marketing');
  const locked = cards(page).and(page.locator('[data-locked]')).filter({ has: page.locator('[data-reason="PLAN_LIMIT"]') }).first();
  await locked.getByRole('heading').getByRole('button').click();
  await expect(dialog.getByTestId('lock-notice')).toContainText('Límite del plan gratuito');
  await expect(dialog.getByTestId('prompt-tier')).toHaveCount(0);
});

test('a search started from a category highlights no category', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/marketing');
  const nav = page.getByRole('navigation', { name: 'Categorías de la biblioteca' });
  await expect(nav.getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');
  await page.getByPlaceholder('Buscar prompts...').fill('ventas');
  await expect(page.getByRole('heading', { name: /Resultados de búsqueda/ })).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});

test('the delete confirmation is red, not brand-coloured', async ({ page }) => {
  await registerViaApi(page.request);
  await page.request.post('/api/user-categories', { data: { name: 'Borrable' } });
  await page.goto('/categories');
  await page.getByTestId('delete-category').click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' });
  const color = await confirm.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = color.match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(100);
  expect(blue).toBeLessThan(100);
});

test.describe('visitors', () => {
  test("/auth puts the form first in tab order; 'Empieza gratis' opens sign-up", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Empieza gratis' }).click();
    await expect(page).toHaveURL(/\/auth\?.*tab=register/);
    await expect(page.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/auth');
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
    await page.keyboard.press('Tab'); // the login / sign-up tabs
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nombre de usuario')).toBeFocused();
  });

  test('on a phone the landing header offers sign-up to visitors and the dashboard to users', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

    await registerViaApi(page.request);
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
