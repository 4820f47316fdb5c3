import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/users';

// A prompt with {{variables}} is used as a form: "Usar" on its card asks for each variable (a
// default pre-filled), previews the result, and copies the filled prompt. In Spanish.
test.use({ locale: 'es-ES', permissions: ['clipboard-read', 'clipboard-write'] });

test('fill-in → copy: the variables go into the prompt that is copied', async ({ page }) => {
  await registerViaApi(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const title = `Correo ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/prompts', {
    data: { title, content: 'Escribe a {{cliente}} un correo {{tono:cercano}} sobre su pedido.', categoryId: categories.find((category) => category.slug === 'marketing')!.id },
  });
  expect(created.status()).toBe(201);

  await page.goto('/my-prompts');
  await page.getByRole('tab', { name: /Prompts Creados/ }).click();
  const card = page.getByTestId('prompt-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Usar' }).click();
  const dialog = page.getByRole('dialog', { name: `Usar «${title}»` });
  await expect(dialog.getByLabel('tono')).toHaveValue('cercano');
  await dialog.getByLabel('cliente').fill('Marta');
  await expect(dialog).toContainText('Escribe a Marta un correo cercano sobre su pedido.');

  await dialog.getByRole('button', { name: 'Copiar prompt' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Escribe a Marta un correo cercano sobre su pedido.');
});
