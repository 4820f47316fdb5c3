/**
 * The subscription's life besides payments (issue 9): the once-per-account trial, cancelling at the
 * end of the period, the renewal check (GraphQL, REST with RENEWALS_TOKEN, CLI), and downgrades
 * that keep the user's data.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { chooseDatabase, prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createMailer } from '../services/mail/index.ts';
import { checkRenewals } from '../services/subscriptions.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';
import { seedPGliteDirectory, testPostgresUrl } from './database.ts';

const dayMs = 24 * 3600_000;
// The notices these checks send go to an outbox nobody reads here (account-mail.test.ts reads them).
const mail = {
  mailer: createMailer({ smtpUrl: null, from: 'Promptario <no-reply@promptario.local>', outboxDir: path.join(os.tmpdir(), `promptario-subscriptions-${process.pid}`) }, () => {}),
  siteOrigin: 'http://localhost',
};
const subscriptionOf = (userId: number) => prisma.subscription.findUniqueOrThrow({ where: { userId } });

describe('the 7-day Pro trial', () => {
  it('starts once per account without payment; a second call is a translated 409', async () => {
    const { client, id } = await registeredClient();
    expect((await client.rest('GET', '/api/subscription')).body).toMatchObject({ trialAvailable: true, planType: 'free' });

    const started = await client.rest('POST', '/api/subscription/upgrade');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ planType: 'pro', isPremium: true, status: 'trialing', trialAvailable: false, optimizationsLeft: null });
    expect(Math.abs(new Date(started.body.premiumExpiresAt).getTime() - (Date.now() + 7 * dayMs))).toBeLessThan(60_000);

    const again = await client.rest('POST', '/api/subscription/upgrade');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CONFLICT', message: 'Ya usaste tu prueba gratuita de 7 días de Pro' });

    // Still once after the trial has ended and the account is free again.
    await prisma.subscription.update({ where: { userId: id }, data: { premiumExpiresAt: new Date(Date.now() - 1000) } });
    await checkRenewals(mail);
    const later = await client.graphql(`mutation { startTrial { __typename ... on ConflictError { message } } }`);
    expect(later.data.startTrial).toEqual({ __typename: 'ConflictError', message: 'Ya usaste tu prueba gratuita de 7 días de Pro' });
  });

  it('is refused from a paid plan, and started once when asked for 10 times at once', async () => {
    const paid = await registeredClient({ language: 'en' });
    await prisma.subscription.update({ where: { userId: paid.id }, data: { planType: 'basic', premiumExpiresAt: new Date(Date.now() + 10 * dayMs) } });
    const refused = await paid.client.rest('POST', '/api/subscription/upgrade');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You already have a paid plan: the free trial is for Free plan accounts');

    const { client, id } = await registeredClient();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.rest('POST', '/api/subscription/upgrade')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'pro', status: 'trialing', trialUsed: true });
  });

  it('needs a session', async () => {
    expect((await new TestClient().rest('POST', '/api/subscription/upgrade')).status).toBe(401);
  });
});

describe('cancelling and the renewal check', () => {
  it('keeps premium until the end of the period, then the renewal check moves the account to free', async () => {
    const { client, id } = await registeredClient();
    const endsAt = new Date(Date.now() + 2 * dayMs);
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', status: 'active', premiumExpiresAt: endsAt } });

    const cancelled = await client.rest('POST', '/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ planType: 'pro', isPremium: true, status: 'cancelled', cancelAtPeriodEnd: true, premiumExpiresAt: endsAt.toISOString() });
    // Cancelling twice is harmless: still cancelled at the period's end.
    expect((await client.rest('POST', '/api/subscription/cancel')).status).toBe(200);

    // Before the end: reported as expiring soon, not deactivated.
    const before = await checkRenewals(mail);
    expect(before.renewalsChecked).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'pro' });

    const afterTheEnd = new Date(endsAt.getTime() + 1000);
    const check = await checkRenewals(mail, afterTheEnd);
    expect(check.deactivated).toBeGreaterThanOrEqual(1);
    expect(check.timestamp).toEqual(afterTheEnd);
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free', status: 'expired', cancelAtPeriodEnd: false });
    expect((await client.rest('GET', '/api/subscription')).body).toMatchObject({ planType: 'free', isPremium: false, premiumExpiresAt: null, optimizationsLeft: 3 });
    // Idempotent: a second run finds nothing left to do.
    expect((await checkRenewals(mail, afterTheEnd)).deactivated).toBe(0);
  });

  it('cannot cancel the free plan', async () => {
    const { client } = await registeredClient();
    const response = await client.rest('POST', '/api/subscription/cancel');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('No tienes una suscripción activa que cancelar');
  });

  it('deactivates each ended plan once when two checks run at once', async () => {
    await checkRenewals(mail);
    const users = await Promise.all(Array.from({ length: 5 }, () => registeredClient()));
    await prisma.subscription.updateMany({ where: { userId: { in: users.map((user) => user.id) } }, data: { planType: 'basic', premiumExpiresAt: new Date(Date.now() - 1000) } });
    const [first, second] = await Promise.all([checkRenewals(mail), checkRenewals(mail)]);
    expect(first.deactivated + second.deactivated).toBe(5);
  });

  it('never deletes data on a downgrade: saved prompts above the free limit stay, new saves are refused', async () => {
    const { client, id } = await registeredClient();
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', premiumExpiresAt: new Date(Date.now() + dayMs) } });
    const prompts = await Promise.all(
      Array.from({ length: 13 }, (_, index) => prisma.prompt.create({ data: { title: `Mío ${index}`, content: `Contenido ${index}`, ownerId: id } })),
    );
    for (const prompt of prompts.slice(0, 12)) expect((await client.rest('POST', '/api/saved-prompts', { promptId: prompt.id })).status).toBeLessThan(300);

    await checkRenewals(mail, new Date(Date.now() + 2 * dayMs));
    expect(await subscriptionOf(id)).toMatchObject({ planType: 'free' });
    expect(await prisma.savedPrompt.count({ where: { userId: id } })).toBe(12);
    expect(await prisma.prompt.count({ where: { ownerId: id } })).toBe(13);
    expect((await client.rest('GET', '/api/saved-prompts')).body).toHaveLength(12);
    const refused = await client.rest('POST', '/api/saved-prompts', { promptId: prompts[12].id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Has alcanzado el límite de 10 prompts guardados del Plan Gratis');
  });
});

describe('who may run the renewal check', () => {
  const renewalsToken = 'cron-token-0123456789abcdef';
  const appWithToken = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, renewalsToken });
  const check = (client: TestClient, authorization?: string) =>
    client.request('POST', '/api/subscription/check-renewals', authorization ? { headers: { authorization } } : {});

  it('a caller with RENEWALS_TOKEN: 401 without it or with another one', async () => {
    const cron = new TestClient('en', '127.0.0.1', () => appWithToken);
    const ran = await check(cron, `Bearer ${renewalsToken}`);
    expect(ran.status).toBe(200);
    expect(ran.body).toEqual({ renewalsChecked: expect.any(Number), deactivated: expect.any(Number), timestamp: expect.any(String) });
    expect(Math.abs(new Date(ran.body.timestamp).getTime() - Date.now())).toBeLessThan(60_000);

    const missing = await check(cron);
    expect(missing.status).toBe(401);
    const wrong = await check(cron, 'Bearer not-the-token');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The renewals token is not valid');
    const { client: user } = await registeredClient({ app: () => appWithToken });
    expect((await check(user)).status).toBe(403);
  });

  it('no token at all when RENEWALS_TOKEN is unset, with a message that says so', async () => {
    const response = await check(new TestClient('en'), `Bearer ${renewalsToken}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Renewal checks by token are turned off: the server has no RENEWALS_TOKEN');
  });

  it('an admin, through GraphQL or REST, with the session alone', async () => {
    const { client, id } = await registeredClient();
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const result = await client.graphql(`mutation { checkRenewals { __typename ... on MutationCheckRenewalsSuccess { data { renewalsChecked deactivated timestamp } } } }`);
    expect(result.data.checkRenewals.__typename).toBe('MutationCheckRenewalsSuccess');
    expect((await check(client)).status).toBe(200);
  });
});

describe('npm run renewals', () => {
  it('runs the check on the configured database and prints the result', async () => {
    const script = path.resolve('graphql-server/scripts/renewals.ts');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-renewals-'));
    // On PostgreSQL the script shares this file's database: one plan that ended waits for it.
    // PGlite is single-process, so there it runs on a database of its own: a data directory holding
    // a copy of the run's migrated database.
    let expectedDeactivated = 0;
    if (!testPostgresUrl) {
      const embedded = chooseDatabase(undefined, dataDir);
      if (embedded.kind !== 'pglite' || !embedded.directory) throw new Error('An unset DATABASE_URL chooses PGlite under DATA_DIR');
      await seedPGliteDirectory(embedded.directory, inject('migratedDatabase'));
    } else {
      await checkRenewals(mail);
      const { id } = await registeredClient();
      await prisma.subscription.update({ where: { userId: id }, data: { planType: 'pro', premiumExpiresAt: new Date(Date.now() - 1000) } });
      expectedDeactivated = 1;
    }
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: testPostgresUrl ? process.env.DATABASE_URL : '' };
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { env, timeout: 60_000 });
      const printed = JSON.parse(stdout.trim().split('\n').at(-1)!);
      expect(printed).toEqual({ renewalsChecked: expect.any(Number), deactivated: expectedDeactivated, timestamp: expect.any(String) });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
