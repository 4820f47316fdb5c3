import { expect, test } from '@playwright/test';
import { adminCredentials, registerViaApi } from './support/users';

test('login-required routes send a visitor to /auth, carrying where they were going in ?next=', async ({ page }) => {
  // The library (/prompts) is open to visitors, read-only: e2e/public-pages.spec.ts.
  for (const path of ['/dashboard', '/optimize', '/my-prompts', '/categories', '/settings', '/history']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  }
});

test('a user who is not an admin is sent from /admin to / with a toast', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId('toast').last();
  await expect(toast).toContainText('Acceso restringido');
  await expect(toast).toContainText('No tienes permisos para acceder a esta página');
});

test('a visitor is sent from /admin to / too', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast').last()).toContainText('Acceso restringido');
});

test('the admin gets the panel and its sidebar link; the role comes from the server', async ({ page }) => {
  const response = await page.request.post('/api/login', { data: adminCredentials() });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Panel Administrativo' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel Administrativo' })).toBeVisible();
});

test('an unknown path shows the 404 page in both languages, with the footer for visitors', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404: página no encontrada' })).toBeVisible();
  await expect(page.getByText('La página que buscas no existe o se ha movido.')).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();

  await page.getByRole('button', { name: 'English (EN)' }).click();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a logged-in user gets the 404 page inside the app chrome, without the footer', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404: página no encontrada' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar menu shows the plan and the links, but no admin link', async ({ page }) => {
    const response = await page.request.post('/api/login', { data: adminCredentials() });
    expect(response.ok()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog');
    // The admin account holds the top plan: its real name, and no upgrade offer.
    await expect(menu.getByTestId('mobile-plan')).toHaveText('Plan Empresarial');
    await expect(menu.getByRole('button', { name: 'Actualizar Ahora' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Mis Prompts' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Panel Administrativo' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(menu).toBeHidden();
  });
});
