import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { optimizedPromptTitle } from '../shared/optimized-title';
import { registerViaApi } from './support/users';

// The optimizer page as a free user (3 optimizations a month): optimize until the credits run out,
// then the upgrade dialog appears instead of a run; the saved result is found in Mis Prompts.
// The engine in use may change (local or OpenAI-compatible): no assertion depends on its text.

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok(), `POST /graphql: ${await response.text()}`).toBe(true);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

/** Runs one optimization on the page and waits for its final result. */
async function optimize(page: Page, submit: string, explanation: string) {
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByRole('heading', { name: explanation })).toBeVisible();
  await expect(page.getByTestId('improved-prompt')).not.toBeEmpty();
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a free user optimizes until the credits run out (then the upgrade dialog), saves a result and finds it in Mis Prompts', async ({ page }) => {
    test.slow(); // three optimizations, each with two analyses
    await registerViaApi(page.request);
    const original = 'escribe un post para linkedin sobre productividad en equipos remotos';
    await page.goto(`/optimize?prompt=${encodeURIComponent(original)}`);

    // The first page of a fresh server on a busy machine may take a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Optimizador de Prompts' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('optimizations-left')).toHaveText('3 optimizaciones restantes este mes');
    await expect(page.getByTestId('free-plan-alert')).toContainText('Limitaciones del Plan Gratis');
    const prompt = page.getByRole('textbox', { name: 'Tu prompt' });
    await expect(prompt).toHaveValue(original);
    await expect(page.getByRole('combobox', { name: 'Nivel de detalle' })).toHaveValue('Medium');
    await expect(page.getByRole('combobox', { name: 'Audiencia' })).toHaveValue('General');

    // An empty prompt is refused on the page, and spends nothing.
    await prompt.fill('   ');
    await page.getByRole('button', { name: 'Optimizar Prompt' }).click();
    await expect(page.getByText('Prompt vacío.')).toBeVisible();
    await expect(prompt).toBeFocused();
    await prompt.fill(original);
    await page.getByRole('combobox', { name: 'Canal' }).selectOption({ label: 'Redes sociales' });

    await optimize(page, 'Optimizar Prompt', 'Explicación de Mejoras');
    await expect(page.getByTestId('optimizations-left')).toHaveText('2 optimizaciones restantes este mes');
    await expect(page.getByRole('heading', { name: 'Prompt Original' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sugerencias Adicionales' })).toBeVisible();
    await expect(page.getByTestId('engine')).toHaveText(/^Respondió: .+/);
    // Both prompts are analysed by themselves, each with a score band.
    await expect(page.getByTestId('complexity-band')).toHaveCount(2, { timeout: 10_000 });
    for (const band of await page.getByTestId('complexity-band').all()) {
      await expect(band).toHaveText(/^(Excelente|Bueno|Aceptable|Necesita Mejoras)$/);
    }
    // The word diff of the two prompts.
    await page.getByRole('tab', { name: 'Cambios' }).click();
    await expect(page.getByTestId('prompt-diff').locator('ins').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Lado a lado' }).click();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Prompt guardado' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Guardado' })).toBeDisabled();

    await optimize(page, 'Optimizar Prompt', 'Explicación de Mejoras');
    await optimize(page, 'Optimizar Prompt', 'Explicación de Mejoras');
    await expect(page.getByTestId('optimizations-left')).toHaveText('0 optimizaciones restantes este mes');

    // At 0 the button opens the upgrade dialog instead of a run.
    let subscriptions = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.headers().accept?.includes('text/event-stream')) subscriptions += 1;
    });
    const submit = page.getByRole('button', { name: 'Optimizar Prompt' });
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Has usado tus optimizaciones' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Tu Plan Gratis incluye 3 optimizaciones al mes');
    // The trial is still available: the dialog offers it first, the paid plans on request.
    await expect(dialog.getByRole('button', { name: 'Empezar la prueba gratuita' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ver planes de pago' }).click();
    await expect(dialog.getByTestId('plan-offer')).toHaveCount(3);
    await expect(dialog.getByTestId('plan-offer').first()).toContainText('Plan Básico');
    await expect(dialog.getByTestId('plan-offer').first()).toContainText('9,99');
    await expect(dialog.getByRole('link', { name: 'Ir a Suscripción' })).toHaveAttribute('href', '/settings?tab=subscription');
    expect(subscriptions).toBe(0);
    await dialog.getByRole('button', { name: 'Ahora no' }).click();
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();

    await page.goto('/my-prompts');
    await expect(page.getByText(`Optimizado: ${optimizedPromptTitle(original)}`, { exact: true })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a free user optimizes, saves the result, and gets the upgrade dialog when the server says the credits ran out elsewhere', async ({ page }) => {
    test.slow();
    await registerViaApi(page.request);
    await graphql(page.request, 'mutation { updateProfile(input: { preferredLanguage: en }) { __typename } }');
    await page.addInitScript(() => localStorage.setItem('selected-language', 'en'));
    await page.goto('/optimize');

    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Optimizer' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('optimizations-left')).toHaveText('3 optimizations left this month');
    await expect(page.getByTestId('free-plan-alert')).toContainText('Free Plan Limitations');
    await expect(page.getByRole('combobox', { name: 'Detail level' })).toHaveValue('Medium');

    const original = 'write a newsletter intro about our spring product launch';
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(original);
    await optimize(page, 'Optimize Prompt', 'Explanation of Improvements');
    await expect(page.getByTestId('optimizations-left')).toHaveText('2 optimizations left this month');
    await expect(page.getByRole('heading', { name: 'Additional Suggestions' })).toBeVisible();
    await expect(page.getByTestId('engine')).toHaveText(/^Answered by: .+/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Prompt saved' })).toBeVisible({ timeout: 10_000 });

    // The two credits left are spent from another device: the page still shows 2, the server refuses.
    for (let i = 0; i < 2; i++) {
      const body = await graphql(
        page.request,
        'mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { __typename } }',
        { input: { originalContent: 'another prompt from a phone' } },
      );
      expect(body.data).toEqual({ optimizePrompt: { __typename: 'MutationOptimizePromptSuccess' } });
    }
    await page.getByRole('button', { name: 'Optimize Prompt' }).click();
    const dialog = page.getByRole('dialog', { name: "You've used your optimizations" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your Free Plan includes 3 optimizations a month');
    await dialog.getByRole('button', { name: 'See paid plans' }).click();
    await expect(dialog.getByTestId('plan-offer').first()).toContainText('$9.99 a month');
    await expect(page.getByTestId('optimizations-left')).toHaveText('0 optimizations left this month');
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page.goto('/my-prompts');
    await expect(page.getByText(`Optimized: ${optimizedPromptTitle(original)}`, { exact: true })).toBeVisible({ timeout: 10_000 });
  });
});
