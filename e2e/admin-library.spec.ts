import { expect, test, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { adminCredentials, uniqueName } from './support/users';

// The admin's library, in Spanish: a category made in 'Gestión de Categorías', then a library prompt
// in it made with the library's 'Crear Nuevo', found in the library, edited and deleted.
test.use({ locale: 'es-ES' });

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title }).last();

test.beforeEach(async ({ page }) => {
  await allowFunctionalStorage(page);
  const response = await page.request.post('/api/login', { data: adminCredentials() });
  expect(response.ok()).toBe(true);
});

test.setTimeout(90_000);

test('creates a category and a library prompt in it, finds it in the library, edits and deletes it', async ({ page }) => {
  const suffix = uniqueName('e2e').toLowerCase();
  const name = `Categoría Ñandú ${suffix}`;
  const slug = `categoria-nandu-${suffix.replaceAll('_', '-')}`;
  await page.goto('/admin?tab=categories');

  // The slug follows the name until edited.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Crear categoría' }) });
  await form.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(form.getByText('El nombre y el slug son obligatorios').first()).toBeVisible();
  await form.getByPlaceholder('Ej.: Marketing Digital').fill(name);
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await form.getByLabel('Nombre en inglés (opcional)').fill(`Rhea ${suffix}`);
  await form.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(toast(page, 'Categoría creada')).toBeVisible();
  const row = page.getByTestId('library-category-row').filter({ hasText: slug });
  await expect(row).toContainText('0 prompts');

  // Slugs are unique: the same name again is refused on the slug field.
  await form.getByPlaceholder('Ej.: Marketing Digital').fill(name);
  await form.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(form.getByText('Ya existe una categoría con ese slug')).toBeVisible();

  // Its library page, then 'Crear Nuevo' with the category already ticked.
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/prompts/${slug}`);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/prompts/${slug}$`));
  await expect(page.getByText('No se encontraron prompts.')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Nuevo' }).click();
  const editor = page.getByRole('dialog');
  // The editor's code and its categories load on the first opening.
  await expect(editor.getByRole('heading', { name: 'Nuevo prompt de la biblioteca' })).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByRole('checkbox', { name })).toBeChecked();
  await editor.getByLabel('Título').fill(`Guion de lanzamiento ${suffix}`);
  await editor.getByLabel('Contenido').fill('Escribe un guion de 60 segundos para lanzar [producto] a [audiencia].');
  await editor.getByRole('button', { name: 'Crear prompt' }).click();
  await expect(toast(page, 'Prompt añadido a la biblioteca')).toBeVisible();
  const card = page.getByTestId('prompt-card').filter({ hasText: `Guion de lanzamiento ${suffix}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Escribe un guion de 60 segundos');

  // Edit from the card's detail dialog.
  await card.getByRole('button', { name: /Ver detalles/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Editar prompt de la biblioteca' }) });
  await expect(edit.getByLabel('Título')).toHaveValue(`Guion de lanzamiento ${suffix}`, { timeout: 15_000 });
  await edit.getByLabel('Título').fill(`Guion editado ${suffix}`);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Prompt actualizado')).toBeVisible();
  const edited = page.getByTestId('prompt-card').filter({ hasText: `Guion editado ${suffix}` });
  await expect(edited).toBeVisible();

  // The admin panel counts it; a category with prompts cannot be deleted yet.
  await page.goto('/admin?tab=categories');
  await expect(row).toContainText('1 prompt');
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('tiene 1 prompt de la biblioteca');
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // Delete the prompt (nobody saved it), then the empty category.
  await page.goto(`/prompts/${slug}`);
  await edited.getByRole('button', { name: /Ver detalles/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Nadie lo tiene guardado.')).toBeVisible();
  await page.getByTestId('confirm-delete-prompt').click();
  await expect(toast(page, 'Prompt eliminado de la biblioteca')).toBeVisible();
  await expect(page.getByText('No se encontraron prompts.')).toBeVisible();

  await page.goto('/admin?tab=categories');
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByTestId('confirm-delete-category').click();
  await expect(toast(page, 'Categoría eliminada')).toBeVisible();
  await expect(row).toHaveCount(0);
});
