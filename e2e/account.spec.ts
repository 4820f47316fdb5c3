import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/users';

/** The latest toast. One is shown at a time; the one it replaced may still be fading out. */
const toast = (page: Page) => page.getByTestId('toast').last();

test('a deep link survives sign-in; the data downloads; the account is deleted with its password', async ({ page }) => {
  const { username, password } = await registerViaApi(page.request);
  await page.context().clearCookies();

  await page.goto('/settings?tab=account');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings%3Ftab%3Daccount$/);
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?tab=account$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^promptario-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/^Tu contraseña/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible();

  await dialog.getByLabel(/^Tu contraseña/).fill(password);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Cuenta eliminada');
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The name is free again.
  expect((await registerViaApi(page.request, { username, password })).username).toBe(username);
});
