import { expect, test, type Locator } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { adminCredentials, uniqueName } from './support/users';

// Dialogs and assistive technology, in Spanish. A modal dialog hides the page behind it from
// screen readers (Fluent/tabster's modalizer), never itself, including a dialog whose content is
// still loading when it opens (the admin's 'Crear Nuevo' editor).
test.use({ locale: 'es-ES' });

/** The elements from `locator` up to <html> that carry aria-hidden="true". */
const ariaHiddenOnPath = (locator: Locator) =>
  locator.evaluate((element) => {
    const hidden: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') hidden.push(`${node.tagName.toLowerCase()}.${node.className}`);
    }
    return hidden;
  });

test('a dialog opened after a toast and a client-side navigation is exposed to assistive technology', async ({ page }) => {
  await allowFunctionalStorage(page);
  expect((await page.request.post('/api/login', { data: adminCredentials() })).ok()).toBe(true);
  const suffix = uniqueName('dlg').toLowerCase();
  const name = `Diálogos ${suffix}`;

  // A toast from the admin panel: a new category.
  await page.goto('/admin?tab=categories');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Crear categoría' }) });
  await form.getByPlaceholder('Ej.: Marketing Digital').fill(name);
  await form.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Categoría creada' })).toBeVisible();

  // To its library page by the row's link: no page load.
  await page.evaluate(() => ((window as unknown as { samePageLoad: boolean }).samePageLoad = true));
  await page.getByTestId('library-category-row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByText('No se encontraron prompts.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePageLoad?: boolean }).samePageLoad)).toBe(true);

  // The editor opens before its form and categories have loaded.
  await page.getByRole('button', { name: 'Crear Nuevo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nuevo prompt de la biblioteca' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Título')).toBeVisible();
  // The page behind is hidden while the dialog is open, and exposed again once it closes. Tabster
  // sets aria-hidden a moment (250 ms) after a change: once the page behind is hidden, it has.
  await expect(page.getByRole('button', { name: 'Crear Nuevo' })).toHaveCount(0);
  expect(await ariaHiddenOnPath(dialog)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crear Nuevo' })).toBeVisible();
});
