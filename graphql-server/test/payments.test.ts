/**
 * Paying for a plan (issue 9): preferences, the sandbox checkout end to end through the HTTP app,
 * signed webhooks applied exactly once, and MercadoPago through the real SDK against a fake API.
 */
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, sandboxInProductionWarning } from '../config.ts';
import { prisma } from '../db/client.ts';
import type { App } from '../http/app.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { checkoutLifetimeMs, createPayments } from '../services/payments/index.ts';
import type { WebhookDelivery } from '../services/payments/provider.ts';
import { createSandboxProvider } from '../services/payments/sandbox.ts';
import { signatureHeader } from '../services/payments/signature.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago.ts';
import { failNextQueryMatching } from './query-count.ts';

// The same sandbox the test app runs (its secrets derive from the session secret), to sign calls.
const sandbox = createSandboxProvider({ sessionSecret: testSessionSecret, publicUrl: '' });
const dayMs = 24 * 3600_000;

function addMonth(date: Date): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + 1);
  return result;
}

async function preference(client: TestClient, planType: string, provider = 'sandbox') {
  return client.rest('POST', `/api/subscription/${provider}/preference`, { planType });
}

/** Starts a sandbox checkout and returns its reference (the last segment of initPoint). */
async function sandboxReference(client: TestClient, planType = 'pro'): Promise<string> {
  const response = await preference(client, planType);
  expect(response.status).toBe(200);
  return String(response.body.initPoint).split('/').at(-1)!;
}

function deliver(client: TestClient, provider: string, delivery: WebhookDelivery) {
  return client.request('POST', `/api/subscription/${provider}/webhook?${delivery.query}`, {
    body: delivery.body,
    headers: Object.fromEntries(delivery.headers),
  });
}

const subscriptionOf = (userId: number) => prisma.subscription.findUniqueOrThrow({ where: { userId } });
const paymentOf = (reference: string) => prisma.payment.findUniqueOrThrow({ where: { idempotencyKey: reference } });

describe('payment configuration', () => {
  it('runs the sandbox alone by default, MercadoPago alone once configured, and refuses half a MercadoPago setup', () => {
    expect(readConfig({}).payments).toEqual({ publicUrl: '', sandbox: true, mercadopago: null });
    const mercadopago = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'secret', PUBLIC_URL: 'https://promptario.example/' };
    expect(readConfig(mercadopago).payments).toEqual({
      publicUrl: 'https://promptario.example',
      sandbox: false,
      mercadopago: { accessToken: 'APP_USR-1', webhookSecret: 'secret' },
    });
    expect(readConfig({ ...mercadopago, PAYMENT_SANDBOX: 'on' }).payments.sandbox).toBe(true);
    expect(() => readConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', PUBLIC_URL: 'https://promptario.example' })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    expect(() => readConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'secret' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'promptario.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
    expect(readConfig({ RENEWALS_TOKEN: 'cron' }).renewalsToken).toBe('cron');
  });

  it('never offers the sandbox on a production server unless PAYMENT_SANDBOX=on, and then warns at every start', () => {
    const production = readConfig({ NODE_ENV: 'production' });
    expect(production.payments).toEqual({ publicUrl: '', sandbox: false, mercadopago: null });
    expect(sandboxInProductionWarning(production)).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'off' }).payments.sandbox).toBe(false);

    const demo = readConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' });
    expect(demo.payments.sandbox).toBe(true);
    expect(sandboxInProductionWarning(demo)).toMatch(/WARNING: PAYMENT_SANDBOX=on on a production server.*any user can give themselves any paid plan without paying/);

    // Development (npm start without NODE_ENV) keeps the sandbox, quietly.
    const development = readConfig({});
    expect(development.payments.sandbox).toBe(true);
    expect(sandboxInProductionWarning(development)).toBeNull();
  });
});

describe('a server with no payment provider', () => {
  const app = createPromptarioApp({
    sessionSecret: testSessionSecret,
    development: false,
    payments: createPayments({ publicUrl: '', sandbox: false, mercadopago: null }, testSessionSecret),
  });

  it('lists no provider and no purchasable plan, and refuses every checkout with a 404 saying paid plans are not available; the trial still works', async () => {
    const { client, id } = await registeredClient({ language: 'en', app: () => app });
    expect((await client.graphql(`{ paymentProviders }`)).data).toEqual({ paymentProviders: [] });
    expect((await client.rest('GET', '/api/subscription')).body.purchasablePlans).toEqual([]);
    for (const provider of ['sandbox', 'mercadopago']) {
      const refused = await preference(client, 'pro', provider);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ code: 'NOT_FOUND', message: 'Paid plans are not available on this server.' });
    }
    const graphql = await client.graphql(
      `mutation { createPaymentPreference(input: { provider: sandbox, planType: pro }) { __typename ... on NotFoundError { message } } }`,
    );
    expect(graphql.data.createPaymentPreference).toEqual({ __typename: 'NotFoundError', message: 'Paid plans are not available on this server.' });
    expect(await prisma.payment.count({ where: { userId: id } })).toBe(0);
    expect((await client.request('GET', '/checkout/sandbox/any-reference')).status).toBe(404);

    const trial = await client.rest('POST', '/api/subscription/upgrade');
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ planType: 'pro', status: 'trialing' });
  });
});

describe('the sandbox checkout', () => {
  it('takes a free user to Pro: page marked as a test, Approve, signed webhook, redirect; premium only once the server confirmed it', async () => {
    const { client, id } = await registeredClient();
    const started = await preference(client, 'pro');
    expect(started.status).toBe(200);
    expect(started.body.initPoint).toMatch(/^\/checkout\/sandbox\/[\w-]+$/);
    const reference = String(started.body.initPoint).split('/').at(-1)!;
    expect(await paymentOf(reference)).toMatchObject({ userId: id, provider: 'sandbox', planType: 'pro', amountCents: 1999, currency: 'USD', status: 'pending', externalId: null });
    // A pending payment (or a return URL) grants nothing.
    expect((await client.rest('GET', '/api/subscription')).body).toMatchObject({ planType: 'free', isPremium: false });

    const page = await client.request('GET', started.body.initPoint);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).toContain('pago de PRUEBA');
    expect(page.body).toContain('Plan Pro');
    expect(page.body).toContain('19,99');
    expect(page.body).not.toMatch(/<script/i);
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1];

    const approved = await client.request('POST', started.body.initPoint, {
      rawBody: new URLSearchParams({ token, decision: 'approve' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/settings?paymentStatus=success');

    const subscription = (await client.rest('GET', '/api/subscription')).body;
    expect(subscription).toMatchObject({ planType: 'pro', isPremium: true, status: 'active', cancelAtPeriodEnd: false, optimizationsLeft: null });
    const expiresAt = new Date(subscription.premiumExpiresAt).getTime();
    expect(Math.abs(expiresAt - addMonth(new Date()).getTime())).toBeLessThan(60_000);
    expect(await paymentOf(reference)).toMatchObject({ status: 'approved', externalId: `sbx_approved_${reference}` });
    // The page now says it is paid, without the buttons.
    const after = await client.request('GET', started.body.initPoint);
    expect(after.body).toContain('ya fue aprobado');
    expect(after.body).not.toContain('name="decision"');
  });

  it('Decline records a rejected payment, leaves the plan free and returns with paymentStatus=failure', async () => {
    const { client, id } = await registeredClient({ language: 'en' });
    const reference = await sandboxReference(client, 'basic');
    const page = await client.request('GET', `/checkout/sandbox/${reference}`);
    expect(page.body).toContain('TEST (sandbox) checkout');
    expect(page.body).toContain('Basic plan');
    expect(page.body).toContain('$9.99');
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1];
    const declined = await client.request('POST', `/checkout/sandbox/${reference}`, {
      rawBody: `token=${token}&decision=decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe('/settings?paymentStatus=failure');
    expect(await paymentOf(reference)).toMatchObject({ status: 'rejected' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });
  });

  it('refuses a decision without the page token or from another site, and answers 404 for unknown references', async () => {
    const { client, id } = await registeredClient();
    const reference = await sandboxReference(client);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await client.request('POST', `/checkout/sandbox/${reference}`, { rawBody: 'token=forged&decision=approve', headers: form });
    expect(forged.status).toBe(403);
    const crossSite = await client.request('POST', `/checkout/sandbox/${reference}`, {
      rawBody: `token=${sandbox.checkoutToken(reference)}&decision=approve`,
      headers: { ...form, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });
    expect((await client.request('GET', '/checkout/sandbox/no-such-reference')).status).toBe(404);
    const oversized = await client.request('POST', `/checkout/sandbox/${reference}`, { rawBody: `token=${'x'.repeat(300 * 1024)}`, headers: form });
    expect(oversized.status).toBe(413);
  });

  it('cannot be paid after a day: the page says it expired (410) and an Approve changes nothing', async () => {
    const { client, id } = await registeredClient();
    const reference = await sandboxReference(client, 'basic');
    const openedAt = (createdAt: Date) => prisma.payment.update({ where: { idempotencyKey: reference }, data: { createdAt } });

    await openedAt(new Date(Date.now() - checkoutLifetimeMs + 60_000));
    expect((await client.request('GET', `/checkout/sandbox/${reference}`)).body).toContain('name="decision"');

    await openedAt(new Date(Date.now() - checkoutLifetimeMs - 60_000));
    const page = await client.request('GET', `/checkout/sandbox/${reference}`);
    expect(page.status).toBe(410);
    expect(page.body).toContain('Este pago caducó: un pago solo puede completarse durante el día siguiente a abrirlo.');
    expect(page.body).not.toContain('name="decision"');
    const english = await new TestClient('en').request('GET', `/checkout/sandbox/${reference}`);
    expect(english.body).toContain('This payment has expired: a payment can only be completed within a day of opening it.');

    const approved = await client.request('POST', `/checkout/sandbox/${reference}`, {
      rawBody: `token=${sandbox.checkoutToken(reference)}&decision=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(approved.status).toBe(410);
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });
  });
});

describe('an old checkout for a lower plan', () => {
  it('paid after a higher plan was bought, is recorded as refund_due and leaves the running plan as it is', async () => {
    const { client, id } = await registeredClient();
    const basic = await sandboxReference(client, 'basic');
    const enterprise = await sandboxReference(client, 'enterprise');
    expect((await deliver(client, 'sandbox', sandbox.decisionDelivery(enterprise, 'approve', new Date()))).body.outcome).toBe('applied');
    const bought = await subscriptionOf(id);
    expect(bought.planType).toBe('enterprise');

    const old = await deliver(client, 'sandbox', sandbox.decisionDelivery(basic, 'approve', new Date()));
    expect(old.status).toBe(200);
    expect(old.body).toEqual({ received: true, outcome: 'refund-due' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'enterprise', status: 'active', premiumExpiresAt: bought.premiumExpiresAt });
    expect(await paymentOf(basic)).toMatchObject({ status: 'refund_due', externalId: `sbx_approved_${basic}` });
    // A replay changes nothing; the page no longer offers to pay it.
    expect((await deliver(client, 'sandbox', sandbox.decisionDelivery(basic, 'approve', new Date()))).body.outcome).toBe('unchanged');
    expect((await client.request('GET', `/checkout/sandbox/${basic}`)).body).not.toContain('name="decision"');
  });

  it('renewing the running plan still extends it from its end', async () => {
    const { client, id } = await registeredClient();
    const pro = await sandboxReference(client, 'pro');
    const again = await sandboxReference(client, 'pro');
    await deliver(client, 'sandbox', sandbox.decisionDelivery(pro, 'approve', new Date()));
    const endsAt = (await subscriptionOf(id)).premiumExpiresAt!;
    expect((await deliver(client, 'sandbox', sandbox.decisionDelivery(again, 'approve', new Date()))).body.outcome).toBe('applied');
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'pro', premiumExpiresAt: addMonth(endsAt) });
  });
});

describe('payment preferences', () => {
  it('offer only plans above the current one, with the translated message otherwise', async () => {
    const { client, id } = await registeredClient();
    expect((await client.rest('GET', '/api/subscription')).body.purchasablePlans).toEqual(['basic', 'pro', 'enterprise']);
    const free = await preference(client, 'free');
    expect(free.status).toBe(409);
    expect(free.body).toMatchObject({ code: 'CONFLICT', message: 'Plan no disponible: solo puedes actualizar a un plan superior al actual' });

    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', status: 'active', premiumExpiresAt: new Date(Date.now() + 20 * dayMs) } });
    for (const planType of ['basic', 'pro']) {
      const refused = await preference(client, planType);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Plan no disponible: solo puedes actualizar a un plan superior al actual');
    }
    expect((await preference(client, 'enterprise')).status).toBe(200);
    expect((await client.rest('GET', '/api/subscription')).body.purchasablePlans).toEqual(['enterprise']);

    const graphql = await client.graphql(
      `mutation { createPaymentPreference(input: { provider: sandbox, planType: basic }) { __typename ... on ConflictError { field message } } }`,
    );
    expect(graphql.data.createPaymentPreference).toEqual({
      __typename: 'ConflictError',
      field: 'planType',
      message: 'Plan no disponible: solo puedes actualizar a un plan superior al actual',
    });
  });

  it('let the current plan be paid again in its last 3 days, extending from its end', async () => {
    const { client, id } = await registeredClient();
    const endsAt = new Date(Date.now() + 2 * dayMs);
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'basic', status: 'active', premiumExpiresAt: endsAt } });
    expect((await client.rest('GET', '/api/subscription')).body.purchasablePlans).toEqual(['basic', 'pro', 'enterprise']);
    const reference = await sandboxReference(client, 'basic');
    expect((await deliver(client, 'sandbox', sandbox.decisionDelivery(reference, 'approve', new Date()))).status).toBe(200);
    expect((await subscriptionOf(id)).premiumExpiresAt).toEqual(addMonth(endsAt));
  });

  it('refuse unknown and unconfigured providers, bad plan names and visitors', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const unknown = await preference(client, 'pro', 'paypal');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('That payment method is not available');
    // The test app runs the sandbox only.
    expect((await preference(client, 'pro', 'mercadopago')).status).toBe(404);
    expect((await client.graphql(`{ paymentProviders }`)).data).toEqual({ paymentProviders: ['sandbox'] });
    expect((await preference(client, 'gold')).status).toBe(400);
    expect((await preference(new TestClient(), 'pro')).status).toBe(401);
  });
});

describe('payment webhooks', () => {
  it('refuse unsigned, forged and stale calls with 401 and change nothing', async () => {
    const { client, id } = await registeredClient();
    const reference = await sandboxReference(client);
    const good = sandbox.decisionDelivery(reference, 'approve', new Date());

    const unsigned = new Headers(good.headers);
    unsigned.delete('x-signature');
    const forged = new Headers(good.headers);
    forged.set('x-signature', signatureHeader('not-the-secret', `sbx_approved_${reference}`, good.headers.get('x-request-id')!, new Date()));
    const otherPayment = new Headers(good.headers); // a real signature, replayed for another payment id
    const stale = sandbox.decisionDelivery(reference, 'approve', new Date(Date.now() - 6 * 60_000));

    for (const delivery of [
      { ...good, headers: unsigned },
      { ...good, headers: forged },
      { ...good, headers: otherPayment, query: new URLSearchParams({ 'data.id': `sbx_approved_${reference}x`, type: 'payment' }) },
      stale,
    ]) {
      const response = await deliver(client, 'sandbox', delivery);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Notificación rechazada: la firma falta, no es válida o ha caducado');
    }
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });
  });

  it('apply a payment once however often it is delivered: replayed, then 20 at once', async () => {
    const { client, id } = await registeredClient();
    const reference = await sandboxReference(client);
    const first = await deliver(client, 'sandbox', sandbox.decisionDelivery(reference, 'approve', new Date()));
    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    const expiresAt = (await subscriptionOf(id)).premiumExpiresAt;
    const replay = await deliver(client, 'sandbox', sandbox.decisionDelivery(reference, 'approve', new Date()));
    expect(replay.body).toEqual({ received: true, outcome: 'unchanged' });
    expect((await subscriptionOf(id)).premiumExpiresAt).toEqual(expiresAt);

    // A second user, 20 concurrent deliveries of one approved payment.
    const other = await registeredClient();
    const otherReference = await sandboxReference(other.client, 'basic');
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, () => deliver(other.client, 'sandbox', sandbox.decisionDelivery(otherReference, 'approve', new Date()))),
    );
    expect(deliveries.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(deliveries.filter((response) => response.body.outcome === 'applied')).toHaveLength(1);
    const subscription = await subscriptionOf(other.id);
    expect(subscription.planType).toBe('basic');
    expect(Math.abs(subscription.premiumExpiresAt!.getTime() - addMonth(new Date()).getTime())).toBeLessThan(60_000);
    expect(await prisma.payment.count({ where: { userId: other.id, status: 'approved' } })).toBe(1);
  });

  it('recover a payment whose first delivery died between recording it and applying it', async () => {
    const { client, id } = await registeredClient();
    const reference = await sandboxReference(client);
    // The process "dies" after the payment row was updated, when the subscription is about to change.
    failNextQueryMatching(/FOR UPDATE/);
    const crashed = await deliver(client, 'sandbox', sandbox.decisionDelivery(reference, 'approve', new Date()));
    expect(crashed.status).toBe(500);
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending', externalId: null });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });

    const retried = await deliver(client, 'sandbox', sandbox.decisionDelivery(reference, 'approve', new Date()));
    expect(retried.body).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'pro', status: 'active' });
    expect(await paymentOf(reference)).toMatchObject({ status: 'approved' });
  });

  it('acknowledge payments that are not ours without changing anything', async () => {
    const response = await deliver(new TestClient(), 'sandbox', sandbox.decisionDelivery('not-a-reference', 'approve', new Date()));
    expect(response.body).toEqual({ received: true, outcome: 'unknown' });
  });
});

describe('MercadoPago through the official SDK', () => {
  const accessToken = 'TEST-access-token';
  const webhookSecret = 'test-webhook-secret';
  let fake: FakeMercadoPago;
  let app: Promise<App>;
  const originalBaseUrl = AppConfig.BASE_URL;

  beforeAll(async () => {
    fake = await startFakeMercadoPago(accessToken);
    Object.assign(AppConfig, { BASE_URL: fake.url });
    const payments = createPayments(
      { publicUrl: 'https://promptario.example', sandbox: false, mercadopago: { accessToken, webhookSecret } },
      testSessionSecret,
      { mercadopago: { retries: 0 } },
    );
    app = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, payments });
  });

  afterAll(async () => {
    Object.assign(AppConfig, { BASE_URL: originalBaseUrl });
    await fake.close();
  });

  /** A webhook as MercadoPago sends it, signed with `secret` at `signedAt`. */
  function mercadoPagoDelivery(paymentId: number, secret = webhookSecret, signedAt = new Date()): WebhookDelivery {
    const requestId = `req-${paymentId}-${Math.random()}`;
    return {
      headers: new Headers({ 'x-request-id': requestId, 'x-signature': signatureHeader(secret, String(paymentId), requestId, signedAt) }),
      query: new URLSearchParams({ 'data.id': String(paymentId), type: 'payment' }),
      body: { action: 'payment.updated', api_version: 'v1', data: { id: String(paymentId) }, type: 'payment', live_mode: false },
    };
  }

  it('creates a Checkout Pro preference with the catalog price, return and notification URLs and our reference', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    const response = await preference(client, 'pro', 'mercadopago');
    expect(response.status).toBe(200);
    expect(response.body.initPoint).toBe(`https://www.mercadopago.test/checkout/v1/redirect?pref_id=pref-${fake.preferences.length}`);
    const sent = fake.preferences.at(-1);
    const payment = await prisma.payment.findFirstOrThrow({ where: { userId: id } });
    expect(sent).toMatchObject({
      items: [{ id: 'pro', quantity: 1, unit_price: 19.99, currency_id: 'USD' }],
      back_urls: { success: 'https://promptario.example/settings?paymentStatus=success', failure: 'https://promptario.example/settings?paymentStatus=failure' },
      notification_url: 'https://promptario.example/api/subscription/mercadopago/webhook',
      external_reference: payment.idempotencyKey,
      expires: true,
    });
    // Payable for a day: ISO 8601 with an explicit offset, as MercadoPago documents it.
    expect(sent.expiration_date_to).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(new Date(sent.expiration_date_to).getTime()).toBe(payment.createdAt.getTime() + checkoutLifetimeMs);
    expect(sent.date_of_expiration).toBe(sent.expiration_date_to);
    expect(payment).toMatchObject({ provider: 'mercadopago', status: 'pending', amountCents: 1999 });
    expect((await client.graphql(`{ paymentProviders }`)).data).toEqual({ paymentProviders: ['mercadopago'] });
  });

  it('applies a signed webhook after reading the payment from the API; refuses unsigned and forged ones', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    await preference(client, 'basic', 'mercadopago');
    const reference = fake.preferences.at(-1).external_reference;
    fake.addPayment({ id: 9001, status: 'approved', external_reference: reference, transaction_amount: 9.99, currency_id: 'USD' });

    const forged = await deliver(client, 'mercadopago', mercadoPagoDelivery(9001, 'wrong-secret'));
    expect(forged.status).toBe(401);
    const unsigned = mercadoPagoDelivery(9001);
    unsigned.headers.delete('x-signature');
    expect((await deliver(client, 'mercadopago', unsigned)).status).toBe(401);
    expect((await deliver(client, 'mercadopago', mercadoPagoDelivery(9001, webhookSecret, new Date(Date.now() - 10 * 60_000)))).status).toBe(401);
    expect(fake.paymentReads).not.toContain('9001');

    const applied = await deliver(client, 'mercadopago', mercadoPagoDelivery(9001));
    expect(applied.body).toEqual({ received: true, outcome: 'applied' });
    expect(fake.paymentReads).toContain('9001');
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'basic', status: 'active' });
    expect(await paymentOf(reference)).toMatchObject({ status: 'approved', externalId: '9001' });
    expect((await deliver(client, 'mercadopago', mercadoPagoDelivery(9001))).body.outcome).toBe('unchanged');
  });

  it('grants nothing for a payment of the wrong amount, and answers 500 (so MercadoPago retries) when the API fails', async () => {
    const { client, id } = await registeredClient({ app: () => app });
    await preference(client, 'enterprise', 'mercadopago');
    const reference = fake.preferences.at(-1).external_reference;
    fake.addPayment({ id: 9002, status: 'approved', external_reference: reference, transaction_amount: 1, currency_id: 'USD' });
    expect((await deliver(client, 'mercadopago', mercadoPagoDelivery(9002))).body.outcome).toBe('recorded');
    expect(await paymentOf(reference)).toMatchObject({ status: 'rejected' });
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });

    fake.failNext(500);
    expect((await deliver(client, 'mercadopago', mercadoPagoDelivery(9003))).status).toBe(500);
  });

  it('answers a failing preference call with a translated 502', async () => {
    const { client } = await registeredClient({ app: () => app });
    fake.failNext(500);
    const response = await preference(client, 'pro', 'mercadopago');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ code: 'PAYMENT_PROVIDER_FAILED', message: 'No se pudo obtener el enlace de pago. Por favor, intenta de nuevo.' });
  });
});
