import { expect, test, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { fromNewAddress, uniqueName } from './support/users';

/** The latest toast. One is shown at a time; the one it replaced may still be fading out. */
const toast = (page: Page) => page.getByTestId('toast').last();


test('register in Spanish, switch to English, log out, and log in again in the saved language', async ({ page }) => {
  await allowFunctionalStorage(page);
  const username = uniqueName('acc');
  const password = 'secret-Passw0rd';

  await page.goto('/auth?tab=register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username.toLowerCase()}@example.test`);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText('Registro exitoso');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Bienvenid[oa], ${username}$`));
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Explorar Prompts' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Panel Administrativo' })).toHaveCount(0);

  // Switching the language while logged in also saves it as the profile's preferred language.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useUpdateProfileMutation'),
  );
  await sidebar.getByRole('button', { name: 'English (EN)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
  await expect(sidebar.getByRole('link', { name: 'Browse Prompts' })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  await sidebar.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page)).toContainText('Logged out');
  await expect(toast(page)).toContainText('You have been successfully logged out.');

  // As on another device: the browser says Spanish, the account says English.
  await page.evaluate(() => localStorage.setItem('selected-language', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenido de nuevo' })).toBeVisible();
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
  await expect(toast(page)).toContainText('Login successful');
  expect(await page.evaluate(() => localStorage.getItem('selected-language'))).toBe('en');
});

test('a logged-in visitor of /auth goes to the dashboard', async ({ page }) => {
  const username = uniqueName('acc');
  await page.request.post('/api/register', {
    data: { username, email: `${username.toLowerCase()}@example.test`, password: 'secret-Passw0rd' },
    headers: fromNewAddress(),
  });
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('validation errors are shown in Spanish and in English', async ({ page }) => {
  // As a visitor who already answered the cookie banner: the banner, shown a moment after the page, covers the submit button
  // at this window size and once took the click (the form sent nothing and showed no error).
  await allowFunctionalStorage(page);
  await page.goto('/auth?tab=register');
  await page.getByLabel('Correo electrónico').fill('not-an-email');
  await page.getByLabel(/^Contraseña/).fill('secret1');
  await page.getByLabel('Confirmar contraseña').fill('secret2');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeVisible();
  await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(page.getByText('Debes confirmar que tienes 18 años o más y aceptar los términos')).toBeVisible();

  await page.getByRole('button', { name: 'English (EN)' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toHaveCount(0);

  // The login form too, and a failed login keeps the user on /auth with the server's message.
  await page.getByRole('tab', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Username').fill(uniqueName('nobody'));
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(toast(page)).toContainText('Login failed');
  await expect(page).toHaveURL(/\/auth/);
});

test('?lang=en on /auth opens the page in English and remembers it', async ({ page }) => {
  await allowFunctionalStorage(page);
  await page.goto('/auth?lang=en');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('selected-language'))).toBe('en');
});
