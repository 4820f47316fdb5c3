import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerViaApi } from './support/users';

// Issue 24: a personal API token made in Settings › API works as a bearer at once, and stops at once when revoked.
test.use({ locale: 'es-ES' });

test('a token created in Settings › API acts as the user until it is revoked there', async ({ page, baseURL }) => {
  const { username } = await registerViaApi(page.request);
  await page.goto('/settings?tab=api');
  await page.getByRole('textbox', { name: /Nombre del token/ }).fill('Mi script');
  await page.getByRole('checkbox', { name: /Escribir/ }).check();
  await page.getByRole('button', { name: 'Crear token' }).click();
  await expect(page.getByText('Copia tu token ahora')).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Tu nuevo token' }).inputValue();
  expect(token).toMatch(/^pmt_/);
  await expect(page.getByRole('row').filter({ hasText: 'Mi script' })).toContainText('read, write');

  // A client with no cookie at all: only the bearer.
  const api = await playwrightRequest.newContext({ baseURL });
  const asToken = () => api.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const me = await asToken();
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(username);

  await page.getByRole('button', { name: 'Ya lo copié' }).click();
  await page.getByRole('row').filter({ hasText: 'Mi script' }).getByRole('button', { name: 'Revocar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(page.getByTestId('toast').getByText('Token revocado')).toBeVisible();
  await expect(page.getByText('Aún no tienes tokens.')).toBeVisible();
  expect((await asToken()).status()).toBe(401);
  await api.dispose();

  await page.getByRole('link', { name: /guía para desarrolladores/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desarrolladores' })).toBeVisible();
  await expect(page.getByText(`${new URL(baseURL!).origin}/mcp`).first()).toBeVisible();
});
