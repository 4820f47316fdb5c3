import { expect, test, type Browser, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { adminCredentials, registerViaApi, uniqueName } from './support/users';

/** The latest toast. One is shown at a time; the one it replaced may still be fading out. */
const toast = (page: Page) => page.getByTestId('toast').last();

async function adminPage(browser: Browser, options: { locale?: string; language?: 'es' | 'en'; theme?: 'light' | 'dark'; width?: number } = {}) {
  const context = await browser.newContext({ locale: options.locale ?? 'es-ES', viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  await allowFunctionalStorage(page);
  await page.addInitScript(
    ([language, theme]) => {
      if (language) localStorage.setItem('selected-language', language);
      if (theme) localStorage.setItem('theme-mode', theme);
    },
    [options.language ?? '', options.theme ?? ''],
  );
  expect((await page.request.post('/api/login', { data: adminCredentials() })).ok()).toBe(true);
  return page;
}

test('an admin creates an invitation code, someone registers with it in another browser, and the table counts the use', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=invitations');
  const code = uniqueName('INV').toUpperCase();
  await admin.getByRole('textbox', { name: /^Código/ }).fill(code);
  await admin.getByLabel('Número máximo de usos (1-100)').fill('2');
  await admin.getByRole('button', { name: 'Crear código' }).click();
  await expect(toast(admin)).toContainText('Código de invitación creado');
  const row = admin.getByTestId('invitation-code-row').filter({ hasText: code });
  await expect(row).toContainText('0/2');
  await expect(row).toContainText('Disponible');

  // A code shorter than 3 characters is refused by the form with its message.
  await admin.getByRole('textbox', { name: /^Código/ }).fill(' ab ');
  await admin.getByRole('button', { name: 'Crear código' }).click();
  await expect(admin.getByText('Debe ingresar un código de al menos 3 caracteres')).toBeVisible();

  const visitorContext = await browser.newContext({ locale: 'es-ES' });
  const visitor = await visitorContext.newPage();
  await allowFunctionalStorage(visitor);
  const username = uniqueName('inv');
  await visitor.goto('/auth?tab=register');
  await visitor.getByLabel('Nombre de usuario').fill(username);
  await visitor.getByLabel('Correo electrónico').fill(`${username.toLowerCase()}@example.test`);
  await visitor.getByLabel(/^Contraseña/).fill('secret-Passw0rd');
  await visitor.getByLabel('Confirmar contraseña').fill('secret-Passw0rd');
  await visitor.getByLabel('Código de invitación (opcional)').fill(code);
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await expect(visitor.getByTestId('sidebar').getByTestId('plan-name')).toHaveText('Plan Pro');
  await visitorContext.close();

  await admin.reload();
  await expect(row).toContainText('1/2');
  await row.getByRole('button', { name: 'Desactivar' }).click();
  await admin.getByTestId('confirm-disable').click();
  await expect(row).toContainText('Desactivado');
  await expect(toast(admin)).toContainText('Código desactivado');
  await admin.context().close();
});

test('an admin runs the renewal check and sees its figures and the scheduling instructions', async ({ browser }) => {
  const admin = await adminPage(browser, { locale: 'en-US', language: 'en' });
  await admin.goto('/admin?tab=subscriptions');
  await expect(admin.getByText('RENEWALS_TOKEN', { exact: false }).first()).toBeVisible();
  await expect(admin.getByText('npm run renewals')).toBeVisible();
  await admin.getByRole('button', { name: 'Run check' }).click();
  const result = admin.getByTestId('renewal-result');
  await expect(result).toContainText('Ending within 3 days');
  await expect(result).toContainText('Deactivated');
  await expect(result).toContainText(String(new Date().getFullYear()));
  await expect(toast(admin)).toContainText('Check completed');
  await admin.getByLabel('Plan').selectOption('enterprise');
  await expect(admin.getByTestId('subscription-row').filter({ hasText: adminCredentials().username })).toContainText('Enterprise');
  await admin.context().close();
});

test("a user who is not an admin is sent away from /admin with 'Acceso restringido'", async ({ page }) => {
  await allowFunctionalStorage(page);
  await registerViaApi(page.request);
  await page.goto('/admin?tab=invitations');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Acceso restringido');
});
