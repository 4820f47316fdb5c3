/**
 * The account's e-mail (issue 22), read back from a real SMTP server on loopback: the soft e-mail
 * verification, payment receipts (once, replays included), the renewal check's notices (once per
 * period), resuming a cancelled plan, and the payments Settings lists.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import type { App } from '../http/app.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createMailer, type Mailer } from '../services/mail/index.ts';
import { createSandboxProvider } from '../services/payments/sandbox.ts';
import { checkRenewals } from '../services/subscriptions.ts';
import { registeredClient, TestClient, testSessionSecret, uniqueAddress } from './client.ts';

const dayMs = 24 * 3600_000;
const sandbox = createSandboxProvider({ sessionSecret: testSessionSecret, publicUrl: '' });

let smtp: SMTPServer;
let mailer: Mailer;
const received: { to: string; message: ParsedMail }[] = [];
let app: Promise<App> | null = null;
const mailApp = () => (app ??= createPromptarioApp({ sessionSecret: testSessionSecret, development: false, mailer }));
const signUp = (language: 'es' | 'en' = 'en') => registeredClient({ language, app: mailApp });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (message) => {
          for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address.toLowerCase(), message });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, from: 'Promptario <no-reply@promptario.local>', outboxDir: '/nonexistent' }, () => {});
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Every message received for `email`, oldest first, once the mail handed over so far is sent. */
async function mailsTo(email: string, subject?: string): Promise<ParsedMail[]> {
  await mailer.idle();
  return received.filter((mail) => mail.to === email.toLowerCase() && (subject === undefined || mail.message.subject === subject)).map((mail) => mail.message);
}

function verificationToken(message: ParsedMail): string {
  const link = /http:\/\/localhost\/verify-email\?token=([\w-]+)/.exec(message.text ?? '');
  if (!link) throw new Error(`no verification link in: ${message.text}`);
  return link[1];
}

const emailVerified = async (client: TestClient) => (await client.rest('GET', '/api/user')).body.emailVerified as boolean;

describe('soft e-mail verification', () => {
  it('mails a link at sign-up, in the account language; the account works at once; the link verifies it once', async () => {
    const { client, username, id } = await signUp('es');
    expect(await emailVerified(client)).toBe(false);
    expect((await client.rest('GET', '/api/saved-prompts')).status).toBe(200);

    const [mail] = await mailsTo(`${username}@example.com`);
    expect(mail.subject).toBe('Confirma tu correo electrónico · Promptario');
    expect(mail.text).toContain('Tu cuenta ya funciona');
    const token = verificationToken(mail);
    const [row] = await prisma.emailVerificationToken.findMany({ where: { userId: id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * dayMs);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * dayMs);

    // Opened anywhere: no session needed.
    const confirmed = await new TestClient('es', uniqueAddress(), mailApp).rest('POST', '/api/email-verification/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { success: true } });
    expect(await emailVerified(client)).toBe(true);

    const again = await new TestClient('es', uniqueAddress(), mailApp).rest('POST', '/api/email-verification/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors[0].message).toMatch(/^Este enlace de confirmación no es válido/);
  });

  it('refuses an expired link', async () => {
    const { client, username, id } = await signUp();
    const token = verificationToken((await mailsTo(`${username}@example.com`))[0]);
    await prisma.emailVerificationToken.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await client.rest('POST', '/api/email-verification/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.fieldErrors[0].message).toMatch(/^This confirmation link is not valid/);
    expect(await emailVerified(client)).toBe(false);
  });

  it('sends the link again on request, 3 times an hour; a newer link replaces the older; once verified it is a 409', async () => {
    const { client, username } = await signUp();
    for (let index = 0; index < 3; index += 1) expect((await client.rest('POST', '/api/email-verification')).status).toBe(202);
    const limited = await client.rest('POST', '/api/email-verification');
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });

    const mails = await mailsTo(`${username}@example.com`);
    expect(mails).toHaveLength(4);
    expect((await client.rest('POST', '/api/email-verification/confirm', { token: verificationToken(mails[0]) })).status).toBe(400);
    expect((await client.rest('POST', '/api/email-verification/confirm', { token: verificationToken(mails[3]) })).status).toBe(200);

    const verified = await client.graphql(`mutation { resendVerificationEmail { __typename ... on ConflictError { message } } }`);
    expect(verified.data.resendVerificationEmail).toEqual({ __typename: 'ConflictError', message: 'Your e-mail address is already confirmed' });
  });

  it('needs a session to resend', async () => {
    expect((await new TestClient('en', uniqueAddress(), mailApp).rest('POST', '/api/email-verification')).status).toBe(401);
  });

  it('un-verifies a changed address, mails the new one a link, and the old link no longer verifies', async () => {
    const { client, username } = await signUp();
    const oldToken = verificationToken((await mailsTo(`${username}@example.com`))[0]);
    expect((await client.rest('POST', '/api/email-verification/confirm', { token: oldToken })).status).toBe(200);

    // Saving the profile with the same address (any case) keeps it verified and mails nothing.
    expect((await client.rest('PATCH', '/api/profile', { email: `${username.toUpperCase()}@EXAMPLE.COM`, bio: 'hola' })).status).toBe(200);
    expect(await emailVerified(client)).toBe(true);

    const changed = await client.rest('PATCH', '/api/profile', { email: `new-${username}@example.com` });
    expect(changed.body.emailVerified).toBe(false);
    const [newMail] = await mailsTo(`new-${username}@example.com`);
    expect(newMail.subject).toBe('Confirm your e-mail address · Promptario');
    expect((await client.rest('POST', '/api/email-verification/confirm', { token: verificationToken(newMail) })).status).toBe(200);
    expect(await emailVerified(client)).toBe(true);
  });

  it('mails a changed address no more often than the resend button may: switching back and forth sends 3 links an hour', async () => {
    const { client, username } = await signUp();
    const addresses = [`a-${username}@example.com`, `b-${username}@example.com`];
    for (let change = 0; change < 6; change += 1) {
      expect((await client.rest('PATCH', '/api/profile', { email: addresses[change % 2] })).status).toBe(200);
    }
    const sent = (await mailsTo(addresses[0])).length + (await mailsTo(addresses[1])).length;
    expect(sent).toBe(3);
  });
});

function deliver(client: TestClient, delivery: ReturnType<typeof sandbox.decisionDelivery>) {
  return client.request('POST', `/api/subscription/sandbox/webhook?${delivery.query}`, { body: delivery.body, headers: Object.fromEntries(delivery.headers) });
}

async function sandboxReference(client: TestClient, planType: string): Promise<string> {
  const response = await client.rest('POST', '/api/subscription/sandbox/preference', { planType });
  expect(response.status).toBe(200);
  return String(response.body.initPoint).split('/').at(-1)!;
}

describe('payment receipts and the payments list', () => {
  it('mails each approved payment once: a replayed webhook sends no second receipt', async () => {
    const { client, username } = await signUp('es');
    const reference = await sandboxReference(client, 'pro');
    expect((await deliver(client, sandbox.decisionDelivery(reference, 'approve', new Date()))).body.outcome).toBe('applied');
    expect((await deliver(client, sandbox.decisionDelivery(reference, 'approve', new Date()))).body.outcome).toBe('unchanged');

    const receipts = await mailsTo(`${username}@example.com`, 'Recibo de tu pago · Promptario');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toMatch(/Recibimos tu pago de 19,99\s?US\$ el .*: un mes del Plan Pro\./);
    expect(receipts[0].text).toContain('No se renueva ni se cobra solo');
    expect(receipts[0].text).toContain(`Referencia del pago: ${reference}`);
    expect(receipts[0].text).toContain('http://localhost/settings?tab=subscription');
  });

  it('sends no receipt for a declined payment', async () => {
    const { client, username } = await signUp();
    const reference = await sandboxReference(client, 'basic');
    await deliver(client, sandbox.decisionDelivery(reference, 'decline', new Date()));
    expect(await mailsTo(`${username}@example.com`, 'Receipt for your payment · Promptario')).toEqual([]);
  });

  it("lists the viewer's payments, newest first, with date, plan, amount and status; old unpaid checkouts are left out", async () => {
    const { client, id } = await signUp();
    const declined = await sandboxReference(client, 'basic');
    await deliver(client, sandbox.decisionDelivery(declined, 'decline', new Date()));
    const approved = await sandboxReference(client, 'pro');
    await deliver(client, sandbox.decisionDelivery(approved, 'approve', new Date()));
    const abandoned = await sandboxReference(client, 'enterprise');
    await prisma.payment.update({ where: { idempotencyKey: abandoned }, data: { createdAt: new Date(Date.now() - 2 * dayMs) } });
    await sandboxReference(client, 'enterprise');

    const { data } = await client.graphql(`{ viewer { payments(first: 10) { edges { node { planType amountCents currency status createdAt } } } } }`);
    const rows = data.viewer.payments.edges.map((edge: { node: unknown }) => edge.node);
    expect(rows.map((row: { planType: string; status: string }) => [row.planType, row.status])).toEqual([
      ['enterprise', 'pending'],
      ['pro', 'approved'],
      ['basic', 'rejected'],
    ]);
    expect(rows[1]).toMatchObject({ amountCents: 1999, currency: 'USD' });
    expect(await prisma.payment.count({ where: { userId: id } })).toBe(4);

    const rest = await client.rest('GET', '/api/subscription/payments');
    expect(rest.status).toBe(200);
    expect(rest.body.map((payment: { planType: string; status: string }) => [payment.planType, payment.status])).toEqual([
      ['enterprise', 'pending'],
      ['pro', 'approved'],
      ['basic', 'rejected'],
    ]);
    expect(rest.body[1]).toEqual({ id: expect.any(Number), planType: 'pro', amountCents: 1999, currency: 'USD', status: 'approved', createdAt: expect.any(String) });
    expect((await new TestClient('en', uniqueAddress(), mailApp).rest('GET', '/api/subscription/payments')).status).toBe(401);
  });
});

describe('the renewal check e-mails', () => {
  const setup = () => ({ mailer, siteOrigin: 'http://localhost' });

  it('tells people whose plan ends within 3 days once per period, and the ones it moved to free once', async () => {
    const ending = await signUp('es');
    const ended = await signUp('en');
    const later = await signUp('en');
    const quiet = await signUp('en');
    const now = new Date();
    await prisma.subscription.update({ where: { userId: ending.id }, data: { planType: 'basic', premiumExpiresAt: new Date(now.getTime() + 2 * dayMs) } });
    await prisma.subscription.update({ where: { userId: ended.id }, data: { planType: 'enterprise', premiumExpiresAt: new Date(now.getTime() - 1000) } });
    await prisma.subscription.update({ where: { userId: later.id }, data: { planType: 'pro', premiumExpiresAt: new Date(now.getTime() + 10 * dayMs) } });
    await prisma.subscription.update({ where: { userId: quiet.id }, data: { planType: 'pro', premiumExpiresAt: new Date(now.getTime() + dayMs) } });
    await prisma.user.update({ where: { id: quiet.id }, data: { notificationsEnabled: false } });

    await checkRenewals(setup(), now);
    await checkRenewals(setup(), new Date(now.getTime() + 3600_000));

    const endingMails = await mailsTo(`${ending.username}@example.com`, 'Tu plan termina pronto · Promptario');
    expect(endingMails).toHaveLength(1);
    expect(endingMails[0].text).toContain('Tu Plan Básico termina el');
    expect(endingMails[0].text).toContain('No se renueva ni se cobra solo');
    const endedMails = await mailsTo(`${ended.username}@example.com`, 'Your plan has ended · Promptario');
    expect(endedMails).toHaveLength(1);
    expect(endedMails[0].text).toContain('Your Enterprise plan ended on');
    expect(await mailsTo(`${later.username}@example.com`, 'Your plan ends soon · Promptario')).toEqual([]);
    expect(await mailsTo(`${quiet.username}@example.com`, 'Your plan ends soon · Promptario')).toEqual([]);

    // A month paid meanwhile is a new period: its end is told again when it comes near.
    const renewedEnd = new Date(now.getTime() + 32 * dayMs);
    await prisma.subscription.update({ where: { userId: ending.id }, data: { premiumExpiresAt: renewedEnd } });
    await checkRenewals(setup(), new Date(renewedEnd.getTime() - dayMs));
    expect(await mailsTo(`${ending.username}@example.com`, 'Tu plan termina pronto · Promptario')).toHaveLength(2);
  });
});

describe('resuming a cancelled plan', () => {
  it('restores a cancelled paid plan while its period runs (REST), and a cancelled trial as a trial (GraphQL)', async () => {
    const { client, id } = await signUp();
    const endsAt = new Date(Date.now() + 5 * dayMs);
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', status: 'active', premiumExpiresAt: endsAt } });
    expect((await client.rest('POST', '/api/subscription/cancel')).body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    const resumed = await client.rest('POST', '/api/subscription/resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ planType: 'pro', status: 'active', cancelAtPeriodEnd: false, premiumExpiresAt: endsAt.toISOString() });

    const trial = await signUp();
    await trial.client.rest('POST', '/api/subscription/upgrade');
    await trial.client.rest('POST', '/api/subscription/cancel');
    const result = await trial.client.graphql(`mutation { resumeSubscription { __typename ... on MutationResumeSubscriptionSuccess { data { subscription { status cancelAtPeriodEnd } } } } }`);
    expect(result.data.resumeSubscription.data.subscription).toEqual({ status: 'trialing', cancelAtPeriodEnd: false });
  });

  it('is a translated 409 when nothing is cancelled or the period has ended', async () => {
    const { client, id } = await signUp('es');
    const notCancelled = await client.rest('POST', '/api/subscription/resume');
    expect(notCancelled).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(notCancelled.body.message).toMatch(/^No tienes una suscripción cancelada que reanudar/);

    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', status: 'cancelled', premiumExpiresAt: new Date(Date.now() - 1000) } });
    expect((await client.rest('POST', '/api/subscription/resume')).status).toBe(409);
  });
});
