import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/users';

// A prompt you wrote is yours to change: edit it from its card, find the earlier version in its
// detail dialog with the word diff, restore it (a new version), then delete it. In Spanish.
test.use({ locale: 'es-ES' });

const cards = (page: Page) => page.getByTestId('prompt-card');
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test('edit → the earlier version appears with its diff → restore makes a new version → delete says what goes', async ({ page }) => {
  await registerViaApi(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const marketing = categories.find((category) => category.slug === 'marketing')!;
  const title = `Correo de bienvenida ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/prompts', { data: { title, content: 'Escribe un correo breve para [cliente].', categoryId: marketing.id } });
  expect(created.status()).toBe(201);

  await page.goto('/my-prompts');
  await page.getByRole('tab', { name: 'Prompts Creados' }).click();
  const card = cards(page).filter({ hasText: title });
  await expect(card).toHaveCount(1);

  // Edit from the card; closing the dialog gives focus back to its button.
  const editButton = card.getByRole('button', { name: `Editar: ${title}` });
  await editButton.click();
  const editor = page.getByRole('dialog', { name: 'Editar prompt' });
  await expect(editor.getByLabel('Título')).toHaveValue(title);
  await editor.getByLabel('Contenido del Prompt').fill('Escribe un correo breve y cálido para [cliente].');
  await editor.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(editor).toHaveCount(0);
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await expect(editButton).toBeFocused();
  await expect(card.getByTestId('prompt-preview')).toHaveText('Escribe un correo breve y cálido para [cliente].');

  // The detail dialog shows version 1 and what changed since.
  await card.getByRole('button', { name: new RegExp(title) }).first().click();
  const details = page.getByRole('dialog', { name: title });
  // One's own prompt is marked as such, not with the library's free/premium tier.
  await expect(details.getByTestId('prompt-tier')).toHaveText('Mi Prompt');
  const versions = details.getByTestId('prompt-versions');
  await expect(versions).toContainText('Versión actual: 2');
  await expect(versions.getByRole('combobox', { name: 'Versión a comparar' })).toContainText('Versión 1');
  await expect(versions.getByTestId('prompt-diff').locator('ins')).toHaveText(['y cálido ']);

  await versions.getByRole('button', { name: 'Restaurar esta versión' }).click();
  await expect(toast(page, 'Versión restaurada')).toBeVisible();
  await expect(versions).toContainText('Versión actual: 3');
  await expect(details).toContainText('Escribe un correo breve para [cliente].');
  await expect(versions.getByRole('option')).toHaveText([/^Versión 2 · /, /^Versión 1 · /]);

  // Deleting says what goes with it, and the card leaves the list without a reload.
  await details.getByRole('button', { name: `Eliminar: ${title}` }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation.getByTestId('delete-prompt-text')).toHaveText(
    `Se eliminará «${title}» y sus 2 versiones anteriores. No se puede deshacer.`,
  );
  await confirmation.getByTestId('confirm-delete-own-prompt').click();
  await expect(toast(page, 'Prompt eliminado')).toBeVisible();
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  // Its buttons are gone with it: focus lands on the page's main region, not lost on <body>.
  await expect(page.locator('main#main')).toBeFocused();
  expect((await page.request.get(`/api/prompts/${(await created.json()).id}/versions`)).status()).toBe(404);
});
