import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/users';

// Your prompts come out and go back in: export My Prompts as JSON, delete them, import the file
// through the dialog's preview, and the same prompts are back. In Spanish.
test.use({ locale: 'es-ES' });

interface RestPrompt {
  title: string;
  content: string;
  categoryId: number;
}

test('export → delete → import restores the same prompts', async ({ page }) => {
  await registerViaApi(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const marketing = categories.find((category) => category.slug === 'marketing')!;
  const education = categories.find((category) => category.slug === 'education')!;
  const suffix = Date.now().toString(36);
  const first = await page.request.post('/api/prompts', {
    data: { title: `Correo ${suffix}`, content: 'Escribe un correo para {{cliente}}.\n\n## Tono\n- "cercano", breve', categoryId: marketing.id },
  });
  const second = await page.request.post('/api/prompts', { data: { title: `Clase ${suffix}`, content: 'Prepara una clase de [tema].', categoryId: education.id } });
  const ids = [(await first.json()).id as number, (await second.json()).id as number];
  await page.request.put(`/api/prompts/${ids[1]}`, { data: { content: 'Prepara una clase breve de [tema].' } });
  const mine = async () =>
    ((await (await page.request.get('/api/my-prompts')).json()) as RestPrompt[])
      .map(({ title, content, categoryId }) => ({ title, content, categoryId }))
      .sort((a, b) => a.title.localeCompare(b.title));
  const before = await mine();
  expect(before).toHaveLength(2);

  await page.goto('/my-prompts');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (todo, para volver a importar)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^promptario-my-prompts-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile((await download.path())!);

  for (const id of ids) expect((await page.request.delete(`/api/prompts/${id}`)).status()).toBe(204);
  expect(await mine()).toEqual([]);

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar prompts' });
  await dialog.getByLabel('Elegir archivo').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: file });
  await expect(dialog.getByRole('status').first()).toContainText('Formato JSON: 2 prompts listos para importar, sin errores.');
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('2 prompts importados: 2 nuevos, 0 actualizados.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  expect(await mine()).toEqual(before);
  await page.getByRole('tab', { name: 'Prompts Creados' }).click();
  await expect(page.getByTestId('prompt-card').filter({ hasText: suffix })).toHaveCount(2);
});
