import { translate, type Language, type MessageKey } from '../i18n/messages.ts';
import type { MailSetup } from '../services/account-mail.ts';
import { AppError } from '../services/errors.ts';
import { isProviderName, receiveWebhook, sandboxCheckout, WebhookRejectedError, type Payments, type WebhookDelivery } from '../services/payments/index.ts';
import { appErrorBody, httpStatusOf, jsonResponse } from './errors.ts';
import { isCrossOrigin } from './security.ts';

/**
 * The payment paths that are not GraphQL operations: providers' webhooks
 * (POST /api/subscription/{provider}/webhook) and the sandbox's own checkout page
 * (/checkout/sandbox/{reference}).
 */

export const webhookPath = /^\/api\/subscription\/([^/]+)\/webhook\/?$/;
export const sandboxCheckoutPath = /^\/checkout\/sandbox\/([\w-]{1,100})\/?$/;

/** Verifies and applies one webhook call: 200 when handled (or ignored), 401 when unsigned, forged or stale. */
export async function handleWebhook(payments: Payments, provider: string, delivery: WebhookDelivery, language: Language, mail: MailSetup): Promise<Response> {
  if (!isProviderName(provider)) return jsonResponse({ message: translate('error.paymentProviderUnavailable', language), code: 'NOT_FOUND' }, 404);
  try {
    const outcome = await receiveWebhook(payments, provider, delivery, mail);
    return jsonResponse({ received: true, outcome });
  } catch (error) {
    if (error instanceof WebhookRejectedError) {
      console.warn(`${provider} webhook refused: ${error.reason}`);
      return jsonResponse({ message: translate('error.webhookRejected', language), code: 'UNAUTHENTICATED' }, 401);
    }
    if (error instanceof AppError) return jsonResponse(appErrorBody(error, language), httpStatusOf(error.code) ?? 400);
    throw error;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(language: Language, status: number, body: string): Response {
  const title = escapeHtml(translate('sandbox.title', language));
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Promptario</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
.test{background:#fff4ce;border:2px dashed #b58900;padding:.75rem 1rem;border-radius:6px;font-weight:600}
.plan{font-size:1.5rem;margin:1.5rem 0 .25rem}.price{font-size:1.25rem;margin:0 0 1.5rem}
button{font:inherit;padding:.6rem 1.2rem;margin-right:.75rem;border-radius:6px;border:1px solid #888;cursor:pointer}
.approve{background:#0f6cbd;color:#fff;border-color:#0f6cbd}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

const text = (key: MessageKey, language: Language, values?: Record<string, string>) => escapeHtml(translate(key, language, values));
const backLink = (language: Language) => `<p><a href="/settings">${text('sandbox.back', language)}</a></p>`;

/**
 * The sandbox checkout (`form` is the POST's body, read by the app within its size limit): GET shows the plan and price, plainly marked as a test, with Approve and
 * Decline; its form POSTs here (a form post, not JSON: this route is outside /api and checks its own
 * rules: same origin and the page's signed token). The decision goes to the sandbox webhook handler
 * as a signed call, and the buyer is sent back to Settings. A checkout older than a day says it
 * expired (410) and takes no decision.
 */
export async function handleSandboxCheckout(
  payments: Payments,
  request: Request,
  reference: string,
  form: string,
  language: Language,
  mail: MailSetup,
): Promise<Response> {
  const checkout = payments.sandbox ? await sandboxCheckout(reference) : null;
  if (!payments.sandbox || !checkout) return page(language, 404, `<p>${text('sandbox.notFound', language)}</p>${backLink(language)}`);
  const sandbox = payments.sandbox;

  if (request.method === 'POST') {
    const fields = new URLSearchParams(form);
    const decision = fields.get('decision');
    if (isCrossOrigin(request) || !sandbox.isCheckoutToken(reference, fields.get('token') ?? '') || (decision !== 'approve' && decision !== 'decline')) {
      return page(language, 403, `<p>${text('sandbox.invalidForm', language)}</p>${backLink(language)}`);
    }
    if (checkout.expired) return page(language, 410, `<p>${text('sandbox.expired', language)}</p>${backLink(language)}`);
    const answer = await handleWebhook(payments, 'sandbox', sandbox.decisionDelivery(reference, decision, new Date()), language, mail);
    const paymentStatus = answer.ok ? (decision === 'approve' ? 'success' : 'failure') : 'error';
    return new Response(null, { status: 303, headers: { location: `/settings?paymentStatus=${paymentStatus}`, 'cache-control': 'no-store' } });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } });

  const price = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency: checkout.currency }).format(checkout.amountCents / 100);
  const facts = `<p class="test">${text('sandbox.notice', language)}</p>
<p class="plan">${text('sandbox.plan', language, { plan: translate(`plan.${checkout.planType}`, language) })}</p>
<p class="price">${text('sandbox.price', language, { price })}</p>`;
  if (checkout.status === 'approved' || checkout.status === 'refund_due') return page(language, 200, `${facts}<p>${text('sandbox.alreadyDone', language)}</p>${backLink(language)}`);
  if (checkout.expired) return page(language, 410, `${facts}<p>${text('sandbox.expired', language)}</p>${backLink(language)}`);
  return page(
    language,
    200,
    `${facts}<form method="post" action="/checkout/sandbox/${escapeHtml(reference)}">
<input type="hidden" name="token" value="${escapeHtml(sandbox.checkoutToken(reference))}">
<button class="approve" type="submit" name="decision" value="approve">${text('sandbox.approve', language)}</button>
<button type="submit" name="decision" value="decline">${text('sandbox.decline', language)}</button>
</form>${backLink(language)}`,
  );
}
