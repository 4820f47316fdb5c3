import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { fromNewAddress, registerViaApi } from './support/users';

/** The latest toast. One is shown at a time; the one it replaced may still be fading out. */
const toast = (page: Page) => page.getByTestId('toast').last();

/** The reset link of the newest message to `email` in the server's outbox (it has no SMTP_URL), once written. */
async function mailedResetLink(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts, or name the DATA_DIR of the server in E2E_BASE_URL');
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const message = await simpleParser(await readFile(path.join(outbox, file)));
        const to = message.to && !Array.isArray(message.to) ? message.to.value[0].address : undefined;
        if (to === email) {
          link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text ?? '')?.[0];
          return link;
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return link!;
}

test('a forgotten password: ask on /auth, open the e-mailed link, choose a new one, every session ends, sign in with it', async ({ page, browser }) => {
  const { username, email, password } = await registerViaApi(page.request);
  // Another device signed in as the same person, which the reset must sign out.
  const otherDevice = await browser.newContext();
  expect((await otherDevice.request.post('/api/login', { data: { username, password }, headers: fromNewAddress() })).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText('Si hay una cuenta con esa dirección, le enviamos un enlace');

  const link = await mailedResetLink(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La nueva contraseña debe tener al menos 6 caracteres')).toBeVisible();

  const newPassword = 'reset-Passw0rd-2';
  await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill(newPassword);
  await page.getByLabel('Repite la contraseña nueva').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page)).toContainText('Contraseña cambiada');
  expect((await otherDevice.request.get('/api/user')).status()).toBe(401);
  await otherDevice.close();

  // The link worked once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('another-Passw0rd');
  await page.getByLabel('Repite la contraseña nueva').fill('another-Passw0rd');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ya se usó, caducó' })).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Nombre de usuario o correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
});
