import { describe, expect, it } from 'vitest';
import { registeredClient, TestClient } from './client.ts';

const userShape = {
  id: expect.any(Number),
  username: expect.any(String),
  displayName: null,
  email: expect.any(String),
  emailVerified: false,
  bio: null,
  preferredLanguage: 'es',
  notificationsEnabled: true,
  role: 'USER',
  isAdmin: false,
  isPremium: false,
  planType: 'free',
  createdAt: expect.any(String),
};

describe('REST account paths', () => {
  it('GET /api/user is 401 with a message when logged out, the user when logged in', async () => {
    const anonymous = await new TestClient('en').rest('GET', '/api/user');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'You need to log in to continue', code: 'UNAUTHENTICATED' } });
    const { client, username } = await registeredClient();
    const me = await client.rest('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ ...userShape, username });
  });

  it('POST /api/register creates the user (201), sets the session, and rejects duplicates with 409', async () => {
    const client = new TestClient('es');
    const created = await client.rest('POST', '/api/register', { username: 'restuser', email: 'rest@example.com', password: 'secret123' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ ...userShape, username: 'restuser', email: 'rest@example.com' });
    const [cookie, ...attributes] = created.headers.getSetCookie()[0].split('; ');
    expect(cookie).toMatch(/^promptario_session=.+/);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', expect.stringMatching(/^Max-Age=\d+$/), 'HttpOnly', 'SameSite=Lax']));
    const again = await new TestClient('es').rest('POST', '/api/register', { username: 'RESTUSER', email: 'x@example.com', password: 'secret123' });
    expect(again).toMatchObject({ status: 409, body: { message: 'El nombre de usuario ya está en uso', field: 'username' } });
  });

  it('POST /api/register answers 400 with field errors for invalid input, and ignores an empty invitation code', async () => {
    const invalid = await new TestClient('en').rest('POST', '/api/register', { username: 'x', email: 'bad', password: '1' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.map((error: { field: string }) => error.field)).toEqual(['input.username', 'input.email', 'input.password']);
    const withEmptyCode = await new TestClient('en').rest('POST', '/api/register', {
      username: 'nocode_user',
      email: 'nocode@example.com',
      password: 'secret123',
      invitationCode: '',
    });
    expect(withEmptyCode.status).toBe(201);
  });

  it('POST /api/register with an unknown invitation code is a 400 on that field', async () => {
    const response = await new TestClient('es').rest('POST', '/api/register', {
      username: 'coded_user',
      email: 'coded@example.com',
      password: 'secret123',
      invitationCode: 'DOES-NOT-EXIST',
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual([{ field: 'invitationCode', message: 'Este código de invitación no se puede usar: no existe, expiró, ya no tiene usos o fue desactivado' }]);
  });

  it('POST /api/login: 200 with the user, 401 with the same message for any bad credentials, 400 for short input', async () => {
    const { username, password } = await registeredClient();
    const client = new TestClient('en');
    const ok = await client.rest('POST', '/api/login', { username, password });
    expect(ok).toMatchObject({ status: 200, body: { username } });
    const bad = await new TestClient('en').rest('POST', '/api/login', { username, password: 'wrong-pass' });
    expect(bad).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    const short = await new TestClient('en').rest('POST', '/api/login', { username: 'ab', password: 'secret1' });
    expect(short.status).toBe(400);
  });

  it('POST /api/logout ends the session', async () => {
    const { client } = await registeredClient();
    expect(await client.rest('POST', '/api/logout')).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.rest('GET', '/api/user')).status).toBe(401);
  });

  it('PATCH /api/profile updates fields and validates them; 401 when logged out', async () => {
    const { client } = await registeredClient({ language: 'es' });
    const updated = await client.rest('PATCH', '/api/profile', { displayName: 'Ana', bio: 'Hola', preferredLanguage: 'en', notificationsEnabled: false });
    expect(updated).toMatchObject({ status: 200, body: { displayName: 'Ana', bio: 'Hola', preferredLanguage: 'en', notificationsEnabled: false } });
    const invalid = await client.rest('PATCH', '/api/profile', { email: 'nope' });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'The email address is not valid' } });
    expect((await new TestClient().rest('PATCH', '/api/profile', { bio: 'x' })).status).toBe(401);
  });

  it('POST /api/change-password: 200, 400 on mismatch, and the old password stops working', async () => {
    const { client, username, password } = await registeredClient({ language: 'es' });
    const mismatch = await client.rest('POST', '/api/change-password', { currentPassword: password, newPassword: 'abcdef1', confirmPassword: 'abcdef2' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Las contraseñas no coinciden' } });
    expect(await client.rest('POST', '/api/change-password', { currentPassword: password, newPassword: 'abcdef1', confirmPassword: 'abcdef1' })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await new TestClient().rest('POST', '/api/login', { username, password })).status).toBe(401);
  });

  it('answers a payload of the wrong types with 400, not 500', async () => {
    const response = await new TestClient('en').rest('POST', '/api/login', { username: 123, password: ['x'] });
    expect(response).toMatchObject({ status: 400, body: { message: 'The data sent is not valid' } });
  });
});

describe('HTTP protections', () => {
  it('rejects a cross-site state-changing request (CSRF) on REST and GraphQL', async () => {
    const { client } = await registeredClient();
    const rest = await client.request('POST', '/api/logout', { headers: { origin: 'https://evil.example' } });
    expect(rest).toMatchObject({ status: 403, body: { message: 'Solicitud rechazada: el origen no está permitido' } });
    const graphql = await client.request('POST', '/graphql', { body: { query: 'mutation { logout }' }, headers: { origin: 'https://evil.example' } });
    expect(graphql.status).toBe(403);
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
  });

  it('accepts same-origin requests that carry an Origin header', async () => {
    const { client } = await registeredClient();
    const response = await client.request('POST', '/api/logout', { headers: { origin: 'http://localhost' } });
    expect(response.status).toBe(200);
  });

  it('refuses form-encoded bodies, which a cross-site form could send', async () => {
    const response = await new TestClient('en').request('POST', '/api/login', {
      rawBody: 'username=someone&password=secret123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response).toMatchObject({ status: 415, body: { message: 'Send the data as JSON (Content-Type: application/json)' } });
  });

  it('refuses mutations over GET', async () => {
    const response = await new TestClient().request('GET', `/graphql?query=${encodeURIComponent('mutation { logout }')}`);
    expect(response.status).toBe(405);
  });

  it('serves queries over GET for third-party clients', async () => {
    const response = await new TestClient().request('GET', `/graphql?query=${encodeURIComponent('{ viewer { id } }')}`);
    expect(response).toMatchObject({ status: 200, body: { data: { viewer: null } } });
  });

  it('answers malformed JSON with 400 and a clear message in the request language', async () => {
    const headers = { 'content-type': 'application/json' };
    const rest = await new TestClient('en').request('POST', '/api/login', { rawBody: '{"username": ', headers });
    expect(rest).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
    const graphql = await new TestClient('es').request('POST', '/graphql', { rawBody: '{nope', headers });
    expect(graphql).toMatchObject({ status: 400, body: { message: 'El cuerpo de la solicitud no es JSON válido' } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await new TestClient('en').request('POST', '/api/login', {
      body: { username: 'someone', password: 'x'.repeat(300 * 1024) },
    });
    expect(response).toMatchObject({ status: 413, body: { message: 'The request body is too large (at most 256 KB)' } });
  });

  it('answers unknown API paths with 404 and wrong methods with 405, as JSON', async () => {
    expect(await new TestClient('en').rest('GET', '/api/nothing-here')).toMatchObject({ status: 404, body: { message: 'Route not found' } });
    expect(await new TestClient('en').rest('DELETE', '/api/user')).toMatchObject({ status: 405, body: { message: 'Method not allowed' } });
  });

  it('answers a syntax error with a GraphQL error and no stack trace', async () => {
    const response = await new TestClient().request('POST', '/graphql', { body: { query: '{ viewer { id } ' } });
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors[0].message).toMatch(/Syntax Error/);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.[tj]s:\d+/);
  });

  it('answers the health check', async () => {
    expect(await new TestClient().rest('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
