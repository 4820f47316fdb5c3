import { expect, test, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { adminCredentials, uniqueName } from './support/users';

// The admin panel's bulk import (issue 11): two files at once, then the prompts in the library.
test.use({ locale: 'es-ES' });

const signInAsAdmin = async (page: Page) => {
  await allowFunctionalStorage(page);
  expect((await page.request.post('/api/login', { data: adminCredentials() })).ok()).toBe(true);
};

test('imports two files at once (Markdown and CSV) and the prompts appear in the library', async ({ page }) => {
  const tag = uniqueName('imp');
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Elegir archivos' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'marketing.md', mimeType: 'text/markdown', buffer: Buffer.from(`# marketing\n## Markdown ${tag}\nEscribe un anuncio para [producto].\n`) },
    { name: 'ventas.csv', mimeType: 'text/csv', buffer: Buffer.from(`act,prompt\n"CSV ${tag}","Actúa como ""vendedor"".\nResponde breve."\n`) },
  ]);
  const preview = page.getByRole('status').filter({ hasText: 'Vista previa' });
  await expect(preview).toContainText('Formato MARKDOWN: 1 prompt listo para importar, sin errores.');
  // The CSV names no category: the preview says so until one is chosen on the screen.
  await page.getByRole('button', { name: 'ventas.csv' }).click();
  await expect(preview).toContainText('Falta la categoría');
  await page.getByLabel('Categoría para los prompts que no indican una').selectOption('sales');
  await expect(preview).toContainText('Formato CSV: 1 prompt listo para importar, sin errores.');

  await page.getByRole('button', { name: 'Importar Todos (2)' }).click();
  // Two imports one after another, then a first search: slower than 5 s on a busy 2-core machine.
  await expect(page.getByRole('status').filter({ hasText: 'prompts importados' })).toContainText('2 prompts importados: 2 nuevos, 0 actualizados.', {
    timeout: 15_000,
  });

  // New prompts go after a category's existing ones: the library's search finds them at once.
  await page.goto('/prompts');
  await page.getByPlaceholder('Buscar prompts...').fill(tag);
  await expect(page.getByTestId('prompt-card').filter({ hasText: `Markdown ${tag}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('prompt-card').filter({ hasText: `CSV ${tag}` })).toBeVisible();
});

test('says there is nothing to import for empty pasted content, and reports bad items before sending', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Pegar contenido' }).click();
  await page.getByRole('button', { name: 'Importar Contenido' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'No hay contenido para importar' }).last()).toBeVisible();
  await page.getByRole('textbox', { name: 'Contenido' }).fill('[{"title": "", "content": "x", "category": "marketing"}]');
  await expect(page.getByRole('status').filter({ hasText: 'Vista previa' })).toContainText('Prompt 1: Por favor, ingresa un título para tu prompt.');
});
