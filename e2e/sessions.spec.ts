import { expect, test } from '@playwright/test';
import { fromNewAddress, uniqueName } from './support/users';

test('Settings › Sesiones signs another device out, under a Content-Security-Policy the app never violates', async ({ page, browser }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const username = uniqueName('ses');
  const password = 'secret-Passw0rd';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username.toLowerCase()}@example.test`, password },
    headers: fromNewAddress(),
  });
  expect(registered.status()).toBe(201);

  const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36' });
  expect((await phone.request.post('/api/login', { data: { username, password } })).status()).toBe(200);

  await page.goto('/settings?tab=sessions');
  await expect(page.getByRole('heading', { name: 'Sesiones activas' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Esta sesión/ })).toBeVisible();
  const phoneRow = page.getByRole('row', { name: /Chrome · Android/ });
  await phoneRow.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(phoneRow).toHaveCount(0);

  expect((await phone.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  expect(violations).toEqual([]);
  await phone.close();
});
