/**
 * Leaving with your data, over a real socket: the export holds everything the user owns and no
 * secret; deletion needs the password, removes everything personal, keeps payments detached, ends
 * every session and frees the username and e-mail.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { startHttpServer } from '../http/node-server.ts';
import { applyPayment } from '../services/payments/apply-payment.ts';
import { registeredClient, testApp, TestClient, uniqueAddress } from './client.ts';

let server: http.Server;

beforeAll(async () => {
  server = await startHttpServer(await testApp(), 0);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A request over the socket with the cookies of `client` (a browser signed in through the API). */
async function overSocket(client: TestClient, method: string, path: string, body?: unknown) {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'accept-language': client.language, cookie: client.cookieHeader() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A user with one of everything the export covers. */
async function userWithData(language: 'es' | 'en' = 'en') {
  const signedUp = await registeredClient({ language });
  const userId = signedUp.id;
  const category = await prisma.category.create({ data: { name: 'Cuenta', slug: `cuenta-${userId}` } });
  const libraryPrompt = await prisma.prompt.create({ data: { title: 'De la biblioteca', content: 'Texto', categories: { create: { categoryId: category.id } } } });
  const own = await prisma.prompt.create({
    data: {
      ownerId: userId,
      title: 'Mi prompt v2',
      content: 'Contenido actual',
      version: 2,
      categories: { create: { categoryId: category.id } },
      versions: { create: { version: 1, title: 'Mi prompt v1', content: 'Contenido primero', categoryId: category.id, createdAt: new Date('2026-01-01') } },
    },
  });
  await prisma.savedPrompt.createMany({
    data: [
      { userId, promptId: libraryPrompt.id, customCategory: 'Trabajo' },
      { userId, promptId: own.id },
    ],
  });
  await prisma.userCategory.create({ data: { userId, name: 'Trabajo', nameKey: 'trabajo' } });
  await prisma.optimization.create({
    data: { userId, originalContent: 'escribe un poema', optimizedContent: 'Escribe un poema de 4 versos', options: {}, engine: 'local', durationMs: 5 },
  });
  const payment = await prisma.payment.create({
    data: { userId, provider: 'sandbox', idempotencyKey: `account-test-${userId}`, planType: 'pro', amountCents: 999, currency: 'USD', status: 'approved' },
  });
  await prisma.contactMessage.create({ data: { userId, name: 'Ana', email: `${signedUp.username}@example.com`, subject: 'Hola', message: 'Una pregunta' } });
  await prisma.apiToken.create({ data: { userId, name: 'Cursor', scopes: ['read'], secretHash: `account-test-hash-${userId}` } });
  return { ...signedUp, ownPromptId: own.id, paymentId: payment.id };
}

describe('GET /api/account/export', () => {
  it('downloads everything the user owns as a dated JSON attachment', async () => {
    const { client, username, id } = await userWithData();
    const response = await overSocket(client, 'GET', '/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="promptario-${new Date().toISOString().slice(0, 10)}.json"`);
    const data = response.body;
    expect(data.profile).toMatchObject({ id, username, email: `${username}@example.com`, subscription: expect.objectContaining({ planType: expect.any(String) }) });
    expect(data.prompts).toHaveLength(1);
    expect(data.prompts[0]).toMatchObject({ title: 'Mi prompt v2', version: 2, earlierVersions: [expect.objectContaining({ version: 1, title: 'Mi prompt v1' })] });
    expect(data.savedPrompts).toHaveLength(2);
    expect(data.savedPrompts.map((saved: { customCategory: string | null }) => saved.customCategory)).toContain('Trabajo');
    expect(data.userCategories).toEqual([expect.objectContaining({ name: 'Trabajo' })]);
    expect(data.optimizations).toEqual([expect.objectContaining({ originalContent: 'escribe un poema' })]);
    expect(data.payments).toEqual([expect.objectContaining({ planType: 'pro', amountCents: 999, status: 'approved' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Hola' })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: 'Cursor', scopes: ['read'] })]);
  });

  it('holds no password hash and no session id', async () => {
    const { client, id } = await userWithData();
    const text = JSON.stringify((await overSocket(client, 'GET', '/api/account/export')).body);
    const user = await prisma.user.findUniqueOrThrow({ where: { id }, include: { sessions: true } });
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toMatch(/passwordHash|tokenHash|secretHash|account-test-hash/);
    for (const session of user.sessions) expect(text).not.toContain(session.id);
  });

  it('answers 401 when signed out', async () => {
    const { client } = await registeredClient({ language: 'es' });
    await client.rest('POST', '/api/logout');
    const response = await overSocket(client, 'GET', '/api/account/export');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Debes iniciar sesión para continuar');
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password with a translated 400 and removes nothing', async () => {
    const { client, id } = await userWithData('es');
    const response = await overSocket(client, 'DELETE', '/api/account', { password: 'not-the-password' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('La contraseña no es correcta');
    expect(await prisma.user.count({ where: { id } })).toBe(1);
    expect(await prisma.optimization.count({ where: { userId: id } })).toBe(1);
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
  });

  it('limits wrong passwords like the other current-password checks', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await client.rest('DELETE', '/api/account', { password: 'wrong-one' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('deletes the user and everything personal, keeps the payment detached, ends every session and clears the cookie', async () => {
    const { client, id, password, username, ownPromptId, paymentId } = await userWithData();
    // A second signed-in browser of the same user.
    const secondBrowser = new TestClient('en', uniqueAddress());
    expect((await secondBrowser.rest('POST', '/api/login', { username, password })).status).toBe(200);

    const response = await overSocket(client, 'DELETE', '/api/account', { password });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/promptario_session=;|Max-Age=0/i);

    expect(await prisma.user.count({ where: { id } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
    expect(await prisma.prompt.count({ where: { id: ownPromptId } })).toBe(0);
    expect(await prisma.promptVersion.count({ where: { promptId: ownPromptId } })).toBe(0);
    for (const count of await Promise.all([
      prisma.savedPrompt.count({ where: { userId: id } }),
      prisma.userCategory.count({ where: { userId: id } }),
      prisma.optimization.count({ where: { userId: id } }),
      prisma.subscription.count({ where: { userId: id } }),
      prisma.creditUsage.count({ where: { userId: id } }),
      prisma.contactMessage.count({ where: { email: `${username}@example.com` } }),
    ])) {
      expect(count).toBe(0);
    }
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ userId: null, amountCents: 999, status: 'approved' });
    expect((await secondBrowser.rest('GET', '/api/user')).status).toBe(401);
    expect((await overSocket(client, 'GET', '/api/user')).status).toBe(401);
  });

  it('records a checkout paid after the deletion as refund_due, granting nothing', async () => {
    const { client, id, password } = await registeredClient({ language: 'en' });
    const reference = `account-test-pending-${id}`;
    await prisma.payment.create({ data: { userId: id, provider: 'sandbox', idempotencyKey: reference, planType: 'pro', amountCents: 999, currency: 'USD' } });
    expect((await client.rest('DELETE', '/api/account', { password })).status).toBe(204);
    const outcome = await applyPayment('sandbox', { id: `paid-${id}`, status: 'approved', reference, amountCents: 999, currency: 'USD' });
    expect(outcome).toBe('refund-due');
    expect(await prisma.payment.findUniqueOrThrow({ where: { idempotencyKey: reference } })).toMatchObject({ userId: null, status: 'refund_due' });
  });

  it('frees the username and e-mail for a new registration', async () => {
    const { client, username, password } = await registeredClient({ language: 'en' });
    expect((await client.rest('DELETE', '/api/account', { password })).status).toBe(204);
    const again = await registeredClient({ language: 'en', username: username.toUpperCase(), password });
    expect(again.username).toBe(username.toUpperCase());
  });

  it('refuses the last admin and keeps the account', async () => {
    const { client, id, password } = await registeredClient({ language: 'en' });
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const otherAdmins = await prisma.user.findMany({ where: { role: 'ADMIN', id: { not: id } }, select: { id: true } });
    await prisma.user.updateMany({ where: { id: { in: otherAdmins.map((admin) => admin.id) } }, data: { role: 'USER' } });
    try {
      const response = await client.rest('DELETE', '/api/account', { password });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You are the only administrator: make someone else one before deleting your account');
      expect(await prisma.user.count({ where: { id } })).toBe(1);
    } finally {
      await prisma.user.updateMany({ where: { id: { in: otherAdmins.map((admin) => admin.id) } }, data: { role: 'ADMIN' } });
      await prisma.user.update({ where: { id }, data: { role: 'USER' } });
    }
  });

  it('is the deleteAccount mutation in GraphQL too', async () => {
    const { client, id, password } = await registeredClient({ language: 'en' });
    const result = await client.graphql(`mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename ... on MutationDeleteAccountSuccess { data } } }`, {
      input: { password },
    });
    expect(result.data.deleteAccount).toEqual({ __typename: 'MutationDeleteAccountSuccess', data: true });
    expect(await prisma.user.count({ where: { id } })).toBe(0);
  });
});
