/**
 * Personal API tokens: created, listed and revoked with a session only; `Authorization: Bearer`
 * on /graphql and /api/* acts as the owner narrowed by the token's scopes, without the CSRF check,
 * never as an admin nor for account actions, within a per-token request limit.
 */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { apiTokenRequestLimit, maxActiveApiTokens } from '../services/api-tokens.ts';
import { registeredClient, TestClient } from './client.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function withToken(scopes: string[], language: 'es' | 'en' = 'en') {
  const user = await registeredClient({ language });
  const created = await user.client.rest('POST', '/api/tokens', { name: 'Cursor', scopes });
  expect(created.status).toBe(201);
  return { ...user, token: created.body.token as string, tokenId: created.body.id as number };
}

describe('creating, listing and revoking tokens', () => {
  it('shows the secret once on creation, lists tokens without it, and revokes with 204', async () => {
    const { client, id: userId } = await registeredClient({ language: 'en' });
    const created = await client.rest('POST', '/api/tokens', { name: '  Claude Desktop ', scopes: ['read', 'optimize'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), token: expect.stringMatching(/^pmt_[\w-]{43}$/), name: 'Claude Desktop', scopes: ['read', 'optimize'], createdAt: expect.any(String) });
    // Only a hash is stored.
    const stored = await prisma.apiToken.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(JSON.stringify(stored)).not.toContain(created.body.token);
    expect(stored.userId).toBe(userId);

    const listed = await client.rest('GET', '/api/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ id: created.body.id, name: 'Claude Desktop', scopes: ['read', 'optimize'], createdAt: created.body.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain('pmt_');

    await new TestClient('en').request('GET', '/api/categories', { headers: bearer(created.body.token) });
    expect((await client.rest('GET', '/api/tokens')).body[0].lastUsedAt).toEqual(expect.any(String));

    expect((await client.rest('DELETE', `/api/tokens/${created.body.id}`)).status).toBe(204);
    expect((await client.rest('GET', '/api/tokens')).body).toEqual([]);
    const again = await client.rest('DELETE', `/api/tokens/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('That token does not exist or was already revoked');
  });

  it(`keeps at most ${maxActiveApiTokens} active tokens per user, even when created concurrently`, async () => {
    const { client } = await registeredClient({ language: 'en' });
    const statuses = await Promise.all(
      Array.from({ length: maxActiveApiTokens + 5 }, (_, index) => client.rest('POST', '/api/tokens', { name: `Token ${index}`, scopes: ['read'] }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(maxActiveApiTokens);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    const refused = await client.rest('POST', '/api/tokens', { name: 'One more', scopes: ['read'] });
    expect(refused.body).toEqual({ code: 'LIMIT_REACHED', limit: maxActiveApiTokens, message: `You already have ${maxActiveApiTokens} active tokens: revoke one before creating another.` });
    const [first] = (await client.rest('GET', '/api/tokens')).body;
    expect((await client.rest('DELETE', `/api/tokens/${first.id}`)).status).toBe(204);
    expect((await client.rest('POST', '/api/tokens', { name: 'After revoking', scopes: ['read'] })).status).toBe(201);
  });

  it('refuses a nameless token, no scopes or an unknown scope with 400 in the reader language', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const nameless = await client.rest('POST', '/api/tokens', { name: ' ', scopes: ['read'] });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fieldErrors).toEqual([{ field: 'input.name', message: 'Ponle un nombre al token para reconocerlo después.' }]);
    const scopeless = await client.rest('POST', '/api/tokens', { name: 'x', scopes: [] });
    expect(scopeless.status).toBe(400);
    expect(scopeless.body.fieldErrors).toEqual([{ field: 'input.scopes', message: 'Elige al menos un permiso para el token.' }]);
    expect((await client.rest('POST', '/api/tokens', { name: 'x', scopes: ['admin'] })).status).toBe(400);
    expect((await client.rest('POST', '/api/tokens', { name: 'x'.repeat(61), scopes: ['read'] })).status).toBe(400);
  });

  it("needs a signed-in session: 401 for a visitor, 403 for a token, and another user's token is not found", async () => {
    const visitor = new TestClient('en');
    expect((await visitor.rest('POST', '/api/tokens', { name: 'x', scopes: ['read'] })).status).toBe(401);
    expect((await visitor.rest('GET', '/api/tokens')).status).toBe(401);

    const { token, tokenId } = await withToken(['read', 'write', 'optimize']);
    const minted = await new TestClient('en').request('POST', '/api/tokens', { body: { name: 'x', scopes: ['read'] }, headers: bearer(token) });
    expect(minted.status).toBe(403);
    expect(minted.body.message).toBe('This cannot be done with an API token: sign in to Promptario to do it.');
    expect((await new TestClient('en').request('GET', '/api/tokens', { headers: bearer(token) })).status).toBe(403);
    expect((await new TestClient('en').request('DELETE', `/api/tokens/${tokenId}`, { headers: bearer(token) })).status).toBe(403);

    const { client: other } = await registeredClient();
    expect((await other.rest('DELETE', `/api/tokens/${tokenId}`)).status).toBe(404);
  });
});

describe('Authorization: Bearer on the API', () => {
  it('acts as the owner on /graphql and /api/*, ignoring any session cookie', async () => {
    const { token, username } = await withToken(['read']);
    const { client: someoneElse } = await registeredClient();
    const viewer = await someoneElse.request('POST', '/graphql', { body: { query: '{ viewer { username } }' }, headers: bearer(token) });
    expect(viewer.body.data.viewer.username).toBe(username);
    expect(viewer.headers.getSetCookie()).toEqual([]);
    const rest = await new TestClient('en').request('GET', '/api/user', { headers: bearer(token) });
    expect(rest.status).toBe(200);
    expect(rest.body.username).toBe(username);
  });

  it('answers outside the scopes with 403 on REST and a FORBIDDEN error in GraphQL, with a clear message', async () => {
    const { token } = await withToken(['read']);
    const client = new TestClient('en');
    const category = await prisma.category.findFirst();
    const refused = await client.request('POST', '/api/prompts', { body: { title: 'T', content: 'C', categoryId: category?.id ?? 1 }, headers: bearer(token) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'FORBIDDEN', message: 'This token lacks the "write" permission this needs. Create a token with that permission in Settings › API.' });
    expect((await client.request('POST', '/api/optimize', { body: { originalContent: 'escribe un post' }, headers: bearer(token) })).status).toBe(403);

    const graphql = await client.request('POST', '/graphql', {
      body: { query: 'mutation { createUserCategory(input: { name: "x" }) { __typename } }' },
      headers: bearer(token),
    });
    expect(graphql.body.errors[0]).toMatchObject({ message: 'This token lacks the "write" permission this needs. Create a token with that permission in Settings › API.', extensions: { code: 'FORBIDDEN' } });
    const typed = await client.request('POST', '/graphql', {
      body: { query: 'mutation { savePrompt(input: { promptId: "UHJvbXB0OjE=" }) { __typename ... on Error { code message } } }' },
      headers: bearer(token),
    });
    expect(typed.body.data.savePrompt).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
  });

  it('never grants admin rights nor account actions (password, profile, deletion, sessions, payments) to a token', async () => {
    const { token, id } = await withToken(['read', 'write', 'optimize']);
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const client = new TestClient('en');
    const asToken = (method: string, path: string, body?: unknown) => client.request(method, path, { headers: bearer(token), ...(body === undefined ? {} : { body }) });
    expect((await asToken('GET', '/api/admin/invitation-codes')).status).toBe(403);
    expect((await asToken('POST', '/api/change-password', { currentPassword: 'secret123', newPassword: 'another123', confirmPassword: 'another123' })).status).toBe(403);
    expect((await asToken('PATCH', '/api/profile', { displayName: 'Hijacked' })).status).toBe(403);
    expect((await asToken('GET', '/api/account/export')).status).toBe(403);
    expect((await asToken('GET', '/api/subscription/payments')).status).toBe(403);
    const account = await client.request('POST', '/graphql', {
      body: { query: '{ viewer { isAdmin sessions { device } } }' },
      headers: bearer(token),
    });
    expect(account.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await asToken('DELETE', '/api/account', { password: 'secret123' })).status).toBe(403);
    expect((await asToken('POST', '/api/logout')).status).toBe(403);
    expect(await prisma.user.count({ where: { id } })).toBe(1);
  });

  it('refuses an unknown or revoked token with 401, whatever the path', async () => {
    const { client, token, tokenId } = await withToken(['read']);
    const visitor = new TestClient('en');
    for (const path of ['/api/categories', '/api/user']) {
      const unknown = await visitor.request('GET', path, { headers: bearer('pmt_unknown') });
      expect(unknown.status).toBe(401);
      expect(unknown.headers.get('www-authenticate')).toContain('Bearer');
    }
    expect((await visitor.request('POST', '/graphql', { body: { query: '{ categories { slug } }' }, headers: bearer('not-a-token') })).status).toBe(401);
    expect((await visitor.request('GET', '/api/categories', { headers: bearer(token) })).status).toBe(200);
    await client.rest('DELETE', `/api/tokens/${tokenId}`);
    const revoked = await visitor.request('GET', '/api/categories', { headers: bearer(token) });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('The API token is not valid or was revoked. Create a new one in Settings › API.');
  });

  it('needs no CSRF check: a bearer request from a foreign origin passes where a cookie one is refused', async () => {
    const { client, token } = await withToken(['write']);
    const foreign = { origin: 'https://evil.example' };
    const byCookie = await client.request('POST', '/api/user-categories', { body: { name: 'Cookie' }, headers: foreign });
    expect(byCookie.status).toBe(403);
    const byToken = await new TestClient('en').request('POST', '/api/user-categories', { body: { name: 'Bearer' }, headers: { ...foreign, ...bearer(token) } });
    expect(byToken.status).toBe(201);
  });

  it(`limits each token to ${apiTokenRequestLimit.maxRequests} requests a minute, counted in the shared table, under concurrency too`, async () => {
    const { token } = await withToken(['read']);
    const other = await withToken(['read']);
    const client = new TestClient('en');
    const statuses = await Promise.all(
      Array.from({ length: apiTokenRequestLimit.maxRequests + 5 }, () => client.request('GET', '/api/categories', { headers: bearer(token) }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(apiTokenRequestLimit.maxRequests);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const limited = await client.request('GET', '/api/categories', { headers: bearer(token) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await prisma.rateLimit.count({ where: { key: { startsWith: 'api-token' } } })).toBeGreaterThan(0);
    // Another token of the same address is unaffected.
    expect((await client.request('GET', '/api/categories', { headers: bearer(other.token) })).status).toBe(200);
  });
});
