import { expect, test, type Locator } from '@playwright/test';
import { registerViaApi } from './support/users';

// Issue 22: focus never falls to <body> when a dialog opens from another, changes view, or closes;
// Escape closes the top one and Tab stays inside it; focus goes back where it came from.
test.use({ locale: 'es-ES' });

/** Whether the focused element is inside `locator` (and not <body>). */
const focusInside = (locator: Locator) =>
  locator.evaluate((container) => document.activeElement !== document.body && container.contains(document.activeElement));

/** The elements from `locator` up to <html> that carry aria-hidden="true". */
const ariaHiddenOnPath = (locator: Locator) =>
  locator.evaluate((element) => {
    const hidden: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) if (node.getAttribute('aria-hidden') === 'true') hidden.push(node.tagName);
    return hidden;
  });

test('«Nueva categoría…» inside the prompt dialog: the new dialog holds focus, Escape closes it, and focus returns to the save button of a dialog that is not hidden', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/marketing');
  const title = page.getByTestId('prompt-card').first().getByRole('heading').getByRole('button');
  await title.click();
  const promptDialog = page.getByRole('dialog').filter({ has: page.getByTestId('save-toggle') });
  await expect(promptDialog).toBeVisible();

  const save = promptDialog.getByTestId('save-toggle');
  await save.click();
  await page.getByRole('menuitem', { name: 'Nueva categoría…' }).click();
  const categoryDialog = page.getByRole('dialog').filter({ hasText: 'Nueva Categoría' });
  await expect(categoryDialog.getByLabel('Nombre')).toBeVisible();
  await expect.poll(() => focusInside(categoryDialog)).toBe(true);
  expect(await ariaHiddenOnPath(categoryDialog)).toEqual([]);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(categoryDialog)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(categoryDialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await expect.poll(() => ariaHiddenOnPath(promptDialog)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(promptDialog).toHaveCount(0);
  await expect(title).toBeFocused();
});

test('«Ver planes de pago» keeps focus in the upgrade dialog, and closing it returns focus to «Actualizar Ahora»', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/dashboard');
  const opener = page.getByTestId('sidebar').getByRole('button', { name: 'Actualizar Ahora' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ver planes de pago' }).click();
  await expect(dialog.getByTestId('plan-offer').first()).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closing the menu returns focus to «Abrir menú», by its button and by Escape', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/dashboard');
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await opener.click();
    const menu = page.getByRole('dialog');
    await expect.poll(() => focusInside(menu)).toBe(true);
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect.poll(() => focusInside(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
