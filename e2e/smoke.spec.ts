import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist-e2e');
  expect(response, 'the server answered the navigation').not.toBeNull();
  await expect(page.getByText('404: página no encontrada')).toBeVisible();
});

test('/healthz answers 200', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
});
