import { expect, test } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { formatScripts, SCRIPT_BUDGETS_KB, scriptBytesAtIdle } from './support/script-bytes';
import { registerViaApi } from './support/users';

// The library on the open web, as a visitor: the public pages read with JavaScript off, their one
// small script with it on, the app's library read-only; then an author's share link, on and off.
test.use({ locale: 'es-ES' });
test.setTimeout(90_000);

test('a visitor reads the public pages without JavaScript, with a few hundred bytes of script, and browses /prompts read-only', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const plain = await noScript.newPage();
  await plain.goto('/es/prompts/marketing');
  await expect(plain.getByRole('heading', { level: 1, name: 'Prompts de Marketing' })).toBeVisible();
  await expect(plain.getByText(/Con una cuenta gratuita lees los 5 primeros prompts/)).toBeVisible();
  const firstFree = plain.locator('main .cards > li').filter({ hasText: 'Gratis con cuenta' }).first();
  const title = (await firstFree.getByRole('link').textContent())!;
  await firstFree.getByRole('link').click();
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plain.locator('#prompt-content')).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Usar / optimizar' })).toHaveAttribute('href', /^\/auth\?tab=register&next=%2Foptimize/);
  // Without JavaScript the copy button could do nothing: it is not shown.
  await expect(plain.getByRole('button', { name: 'Copiar' })).toBeHidden();
  const promptUrl = plain.url();
  await noScript.close();

  // With JavaScript: the copy button, and all the page's scripts within its budget.
  await allowFunctionalStorage(page);
  const measured = await scriptBytesAtIdle(page, promptUrl);
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  expect(measured.bytes / 1000, formatScripts(measured)).toBeLessThanOrEqual(SCRIPT_BUDGETS_KB.publicPrompt);

  // The app's library: read-only for a visitor instead of a sign-in form.
  await page.goto('/prompts/marketing');
  await expect(page).toHaveURL(/\/prompts\/marketing$/);
  const card = page.getByTestId('prompt-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('save-toggle')).toHaveAttribute('aria-disabled', 'true');
});

test('an author shares a prompt by link, a visitor reads it marked as theirs, unindexed; turned off, the link is a 404', async ({ browser, page }) => {
  await allowFunctionalStorage(page);
  await registerViaApi(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const marketing = categories.find((category) => category.slug === 'marketing')!;
  const title = `Guion compartido ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/prompts', { data: { title, content: 'Escribe un guion de 30 segundos para [producto].', categoryId: marketing.id } });
  expect(created.status()).toBe(201);

  await page.goto('/my-prompts');
  await page.getByRole('tab', { name: 'Prompts Creados' }).click();
  const card = page.getByTestId('prompt-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Compartir: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir con un enlace' });
  const toggle = dialog.getByRole('switch', { name: 'Enlace para compartir' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  const link = dialog.getByLabel('Enlace', { exact: true });
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{24}$/);
  const url = await link.inputValue();

  const visitor = await browser.newContext({ locale: 'es-ES' });
  const shared = await visitor.newPage();
  const response = await shared.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shared.getByText(/^Compartido por /)).toBeVisible();
  await expect(shared.locator('#prompt-content')).toHaveText('Escribe un guion de 30 segundos para [producto].');

  await toggle.click();
  await expect(link).toHaveCount(0);
  expect((await shared.goto(url))?.status()).toBe(404);
  await expect(shared.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await visitor.close();
});
