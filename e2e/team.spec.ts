import { expect, test, type Page } from '@playwright/test';
import { allowFunctionalStorage } from './support/consent';
import { registerViaApi } from './support/users';

// The Enterprise plan's team as two people meet it (issue 25): the owner pays for Enterprise, creates
// the team, invites by username and adds a team prompt; the invitee sees the dashboard's banner,
// accepts, reads the shared prompt and edits it; the owner's version stays in its history; then, in
// My Prompts' team space, files a prompt in a team category of their own. Spanish, the default language.
test.use({ locale: 'es-ES' });
// Two accounts, a sandbox payment and several page loads: more than one test's default minute on a busy machine.
test.setTimeout(180_000);

async function payEnterpriseInSandbox(page: Page) {
  await page.goto('/settings?tab=subscription');
  await page.getByTestId('plan-offer').and(page.locator('[data-plan="enterprise"]')).getByRole('button', { name: 'Suscribir Ahora' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Plan Empresarial');
}

test('an Enterprise owner invites a user, who accepts, reads the team prompt and edits it', async ({ page, browser }) => {
  await allowFunctionalStorage(page);
  const owner = await registerViaApi(page.request);
  await payEnterpriseInSandbox(page);

  await page.getByTestId('sidebar').getByRole('link', { name: 'Equipo' }).click();
  await page.getByLabel('Nombre del equipo').fill('Equipo Acme');
  await page.getByRole('button', { name: 'Crear equipo' }).click();
  await expect(page.getByRole('heading', { name: 'Equipo Acme' })).toBeVisible();

  const memberContext = await browser.newContext({ locale: 'es-ES' });
  const memberPage = await memberContext.newPage();
  // Without a cookie answer, the banner's 'Aceptar todas' would also match the invitation's 'Aceptar'.
  await allowFunctionalStorage(memberPage);
  const member = await registerViaApi(memberPage.request);

  await page.getByLabel('Nombre de usuario o correo electrónico').fill(member.username);
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText('2 de 5 plazas ocupadas', { exact: false })).toBeVisible();
  await page.getByLabel('Título').fill('Guion de ventas del equipo');
  await page.getByLabel('Contenido').fill('Escribe un guion de ventas para {{producto}}.');
  await page.getByRole('button', { name: 'Añadir al equipo' }).click();
  await expect(page.getByTestId('team-prompts')).toContainText('Guion de ventas del equipo');

  await memberPage.goto('/dashboard');
  await expect(memberPage.getByTestId('team-invitations-banner')).toContainText('Tienes una invitación a un equipo.');
  await memberPage.getByRole('link', { name: 'Ver invitación' }).click();
  await memberPage.getByRole('region', { name: 'Invitaciones para ti' }).getByRole('button', { name: 'Aceptar', exact: true }).click();
  await expect(memberPage.getByRole('heading', { name: 'Equipo Acme' })).toBeVisible();
  await expect(memberPage.getByTestId('team-members')).toContainText(member.username);
  await expect(memberPage.getByTestId('team-prompts')).toContainText('Escribe un guion de ventas para {{producto}}.');

  await memberPage.getByTestId('team-prompts').getByRole('button', { name: 'Editar' }).click();
  const dialog = memberPage.getByRole('dialog', { name: 'Editar prompt del equipo' });
  await dialog.getByLabel('Contenido del Prompt').fill('Escribe un guion de ventas breve para {{producto}}.');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  const prompts = memberPage.getByTestId('team-prompts');
  await expect(prompts).toContainText('Escribe un guion de ventas breve para {{producto}}.');
  await expect(prompts).toContainText(`versión 2, de ${member.username}`);
  await prompts.getByRole('button', { name: 'Ver versiones' }).click();
  await expect(prompts.getByRole('option')).toContainText([`Versión 1, de ${owner.username}`]);
  await expect(prompts.getByTestId('prompt-diff').locator('ins')).toHaveText(['breve']);

  // The team space in My Prompts: the member makes a team category, files a new prompt in it through
  // the filter, and the owner sees it filed there on the Team page.
  await memberPage.goto('/my-prompts');
  await memberPage.getByRole('tab', { name: 'Equipo' }).click();
  await expect(memberPage).toHaveURL(/tab=team/);
  const space = memberPage.getByTestId('team-prompts');
  await expect(space).toContainText('Guion de ventas del equipo');
  await memberPage.getByLabel('Nombre de la categoría').fill('Seguimiento');
  await memberPage.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(memberPage.getByTestId('team-categories')).toContainText('Seguimiento');
  await memberPage.getByRole('combobox', { name: 'Filtrar por categoría del equipo' }).click();
  await memberPage.getByRole('listbox').getByRole('option', { name: 'Seguimiento' }).click();
  await expect(memberPage.getByText('No hay prompts del equipo en esta categoría.')).toBeVisible();
  const add = memberPage.getByTestId('add-team-prompt');
  await add.getByLabel('Título').fill('Correo de seguimiento');
  await add.getByLabel('Contenido').fill('Escribe un correo de seguimiento para {{cliente}}.');
  await add.getByRole('button', { name: 'Añadir al equipo' }).click();
  await expect(space.getByRole('listitem')).toHaveCount(1);
  await expect(space).toContainText('Correo de seguimiento');
  await expect(space).toContainText('Categoría: Seguimiento');
  await page.reload();
  await expect(page.getByTestId('team-prompts')).toContainText('Categoría: Seguimiento');
  await memberContext.close();
});
