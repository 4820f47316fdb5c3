import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/users';

// Plans and payments as a user meets them (issue 9): paying through the built-in sandbox checkout,
// a declined payment, cancelling, and the once-per-account trial. Spanish, the default language.
test.use({ locale: 'es-ES' });

/** The toast with this title (the previous one may still be fading out beside it). */
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const offer = (page: Page, plan: string) => page.getByTestId('plan-offer').and(page.locator(`[data-plan="${plan}"]`));

/** From Settings › Suscripción, 'Suscribir Ahora' on a plan, then the sandbox checkout's decision. */
async function payInSandbox(page: Page, plan: string, decision: 'Aprobar pago' | 'Rechazar pago') {
  await page.goto('/settings?tab=subscription');
  await offer(page, plan).getByRole('button', { name: 'Suscribir Ahora' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
  await expect(page.getByText('Esto es un pago de PRUEBA (sandbox): no se cobra dinero real.')).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
}

test('a free user pays for Pro through the sandbox checkout and reads Premium prompts in the library', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/marketing');
  await expect(page.getByTestId('premium-banner')).toBeVisible();
  await expect(page.getByTestId('locked-teasers')).toBeVisible();

  await payInSandbox(page, 'pro', 'Aprobar pago');
  await expect(toast(page, 'Pago completado')).toBeVisible();
  // Back on the Suscripción tab, without the parameter, with the plan the server confirmed.
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/);
  await expect(page.getByRole('tab', { name: 'Suscripción', selected: true })).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Plan Pro');
  await expect(page.getByTestId('subscription-state')).toContainText(/Tu Plan \S+ está pagado hasta el \d+ de \w+ de \d{4}\. No se renueva ni se cobra solo/);
  await expect(offer(page, 'pro').getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
  await expect(page.getByTestId('sidebar').getByTestId('plan-name')).toHaveText('Plan Pro');
  // The page's header names the plan as the catalog does, not a generic 'Premium'.
  await expect(page.getByTestId('settings-plan')).toHaveText('Plan Pro');

  await page.goto('/prompts/marketing');
  await expect(page.getByRole('heading', { name: 'Prompts populares de Marketing' })).toBeVisible();
  await expect(page.getByTestId('prompt-card').first()).toBeVisible();
  await expect(page.getByTestId('premium-banner')).toHaveCount(0);
  await expect(page.getByTestId('locked-teasers')).toHaveCount(0);
  await expect(page.getByTestId('lock-notice')).toHaveCount(0);
  await expect(page.getByTestId('prompt-card').filter({ hasText: 'Premium' }).first().getByTestId('prompt-preview')).toBeVisible();
});

test('a declined payment shows the error toast and changes nothing', async ({ page }) => {
  await registerViaApi(page.request);
  await payInSandbox(page, 'basic', 'Rechazar pago');
  await expect(toast(page, 'Error en el pago')).toBeVisible();
  await expect(toast(page, 'Error en el pago')).toContainText('No se pudo completar el proceso de pago. Por favor, intenta de nuevo.');
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/);
  await expect(page.getByTestId('current-plan-name')).toHaveText('Plan Gratis');
  await expect(page.getByTestId('subscription-credits')).toHaveText('Optimizaciones restantes: 3 de 3 mensuales');
});

test('cancelling keeps Premium until the end of the paid month, with the date shown', async ({ page }) => {
  await registerViaApi(page.request);
  await payInSandbox(page, 'basic', 'Aprobar pago');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Plan Básico');
  const renews = (await page.getByTestId('subscription-state').textContent()) ?? '';
  const date = /está pagado hasta el (.+?)\. No se renueva/.exec(renews)?.[1];
  expect(date, renews).toBeTruthy();

  const cancel = page.getByRole('button', { name: 'Cancelar suscripción' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar tu suscripción?' });
  await expect(dialog).toContainText(`Seguirás teniendo el Plan Básico hasta el ${date} y podrás reanudar la suscripción hasta entonces.`);
  await dialog.getByRole('button', { name: 'Mantener suscripción' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(toast(page, 'Suscripción cancelada')).toContainText(`Tu Plan Básico sigue activo hasta el ${date}.`);
  await expect(page.getByTestId('subscription-state')).toHaveText(
    `Cancelaste tu suscripción: tu Plan Básico sigue activo hasta el ${date} y después pasarás al Plan Gratis. Hasta entonces puedes reanudarla.`,
  );
  await expect(cancel).toHaveCount(0);
  // Still premium after a reload: the server kept the plan.
  await page.reload();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Plan Básico');
  await expect(page.getByText('Cancelada')).toBeVisible();
});

test('the 7-day trial starts once, from the sidebar upgrade button', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/prompts/marketing');
  await expect(page.getByTestId('locked-teasers')).toBeVisible();

  await page.getByTestId('sidebar').getByRole('button', { name: 'Actualizar Ahora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prueba Pro gratis' });
  await expect(dialog).toContainText('Prueba el Plan Pro gratis durante 7 días');
  await dialog.getByRole('button', { name: 'Empezar la prueba gratuita' }).click();
  await expect(page.getByRole('dialog', { name: '¡Ya tienes Premium!' })).toContainText(
    /Tu prueba del Plan Pro está activa hasta el \d+ de \w+ de \d{4}\./,
  );
  // The library behind the dialog reloads under the new plan.
  await expect(page.getByTestId('locked-teasers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByTestId('sidebar').getByTestId('plan-name')).toHaveText('Plan Pro');

  await page.goto('/settings?tab=subscription');
  await expect(page.getByText('Prueba gratuita', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trial-offer')).toHaveCount(0);
  await expect(page.getByTestId('subscription-state')).toContainText('Tu prueba gratuita termina el');

  // A second start is refused by the server (the button is gone from the interface).
  const again = await page.request.post('/api/subscription/upgrade', { data: {} });
  expect(again.status()).toBe(409);
});
