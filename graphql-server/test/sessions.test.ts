/** Server-side session records: logout revokes, idle sessions lapse, and a user can end their other sessions. */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';

const sessionsQuery = `{ viewer { sessions { id device lastSeenAt current } } }`;
const endSession = `mutation ($id: ID!) { endSession(id: $id) { __typename ... on Error { code message } ... on MutationEndSessionSuccess { data } } }`;
const endOthers = `mutation { endOtherSessions { __typename ... on MutationEndOtherSessionsSuccess { data } } }`;

async function signedInElsewhere(username: string, password: string, userAgent: string): Promise<TestClient> {
  const device = new TestClient('en');
  const response = await device.request('POST', '/api/login', { body: { username, password }, headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return device;
}

describe('logout', () => {
  it('revokes the session: a cookie captured before POST /api/logout no longer reads or writes', async () => {
    const { client } = await registeredClient({ language: 'en' });
    const captured = new TestClient('en');
    captured.copyCookiesFrom(client);
    expect((await captured.rest('GET', '/api/user')).status).toBe(200);

    expect((await client.rest('POST', '/api/logout')).status).toBe(200);

    expect(await captured.rest('GET', '/api/user')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const write = await captured.rest('PATCH', '/api/profile', { bio: 'still here?' });
    expect(write.status).toBe(401);
    expect((await captured.graphql(`{ viewer { id } }`)).data.viewer).toBeNull();
  });

  it('logs in with a new session record each time, so a session id from before login is never signed in', async () => {
    const { client, username, password } = await registeredClient();
    const [before] = await prisma.session.findMany({ where: { user: { username } } });
    await client.rest('POST', '/api/login', { username, password });
    const after = await prisma.session.findMany({ where: { user: { username } } });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ revokedAt: null });
    expect(after[0].id).not.toBe(before.id);
  });

  it("deletes a user's ended sessions (logged out or idle) when they next sign in, keeping the live ones", async () => {
    const { client, username, password, id } = await registeredClient();
    const devices = async () => (await prisma.session.findMany({ where: { userId: id }, orderBy: { createdAt: 'asc' } })).map((session) => session.userAgent);
    const live = await signedInElsewhere(username, password, 'Firefox on Linux');
    await client.rest('POST', '/api/logout');
    expect(await prisma.session.count({ where: { userId: id } })).toBe(2);

    const idle = await signedInElsewhere(username, password, 'Safari on iPhone');
    expect(await devices()).toEqual(['Firefox on Linux', 'Safari on iPhone']);

    await prisma.session.updateMany({ where: { userId: id, userAgent: 'Safari on iPhone' }, data: { lastSeenAt: new Date(Date.now() - 15 * 24 * 3600_000) } });
    await signedInElsewhere(username, password, 'Chrome on Windows');
    expect(await devices()).toEqual(['Firefox on Linux', 'Chrome on Windows']);
    expect((await live.rest('GET', '/api/user')).status).toBe(200);
    expect((await idle.rest('GET', '/api/user')).status).toBe(401);
  });
});

describe('password change', () => {
  it('ends the session it was made in too: the old cookie gets 401, the new cookie of the answer works', async () => {
    const { client, password, id } = await registeredClient({ language: 'en' });
    const oldCookie = new TestClient('en');
    oldCookie.copyCookiesFrom(client);
    const [before] = await prisma.session.findMany({ where: { userId: id } });

    const changed = await client.rest('POST', '/api/change-password', { currentPassword: password, newPassword: 'brand-new-2', confirmPassword: 'brand-new-2' });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    expect(changed.headers.getSetCookie()).toEqual([expect.stringMatching(/^promptario_session=[^;]+;/)]);

    expect(await oldCookie.rest('GET', '/api/user')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await client.rest('GET', '/api/user')).toMatchObject({ status: 200, body: { id } });
    // The old record was revoked, then deleted as the new one was made (ended records are).
    const [after, ...more] = await prisma.session.findMany({ where: { userId: id } });
    expect(more).toEqual([]);
    expect(after).toMatchObject({ revokedAt: null });
    expect(after.id).not.toBe(before.id);
  });
});

describe('idle expiry', () => {
  it('ends a session unused for 14 days', async () => {
    const { client, id } = await registeredClient();
    await prisma.session.updateMany({ where: { userId: id }, data: { lastSeenAt: new Date(Date.now() - 14 * 24 * 3600_000 - 1000) } });
    expect((await client.rest('GET', '/api/user')).status).toBe(401);
  });

  it('records last use at most once a minute', async () => {
    const { client, id } = await registeredClient();
    const recent = new Date(Date.now() - 30_000);
    await prisma.session.updateMany({ where: { userId: id }, data: { lastSeenAt: recent } });
    await client.rest('GET', '/api/user');
    expect((await prisma.session.findFirstOrThrow({ where: { userId: id } })).lastSeenAt).toEqual(recent);

    const older = new Date(Date.now() - 90_000);
    await prisma.session.updateMany({ where: { userId: id }, data: { lastSeenAt: older } });
    const requested = Date.now();
    await client.rest('GET', '/api/user');
    expect((await prisma.session.findFirstOrThrow({ where: { userId: id } })).lastSeenAt.getTime()).toBeGreaterThanOrEqual(requested);
  });
});

describe('active sessions in Settings', () => {
  it('lists the sessions with device and marks the current one; ending another signs that device out', async () => {
    const { client, username, password } = await registeredClient({ language: 'en' });
    const phone = await signedInElsewhere(username, password, 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36');

    const { sessions } = (await client.graphql(sessionsQuery)).data.viewer;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const other = sessions.find((session: { current: boolean }) => !session.current);
    expect(other.device).toBe('Chrome · Android');

    const ended = await client.graphql(endSession, { id: other.id });
    expect(ended.data.endSession).toEqual({ __typename: 'MutationEndSessionSuccess', data: other.id });
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
    expect((await client.graphql(sessionsQuery)).data.viewer.sessions).toHaveLength(1);
  });

  it("cannot end another user's session, and answers a malformed id with a validation error", async () => {
    const alice = await registeredClient({ language: 'en' });
    const bob = await registeredClient({ language: 'en' });
    const [bobSession] = (await bob.client.graphql(sessionsQuery)).data.viewer.sessions;

    const foreign = await alice.client.graphql(endSession, { id: bobSession.id });
    expect(foreign.data.endSession).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'That session does not exist or has already ended' });
    expect((await bob.client.rest('GET', '/api/user')).status).toBe(200);

    const malformed = await alice.client.graphql(endSession, { id: 'not-a-global-id' });
    expect(malformed.data.endSession).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    const loggedOut = await new TestClient('en').graphql(endSession, { id: bobSession.id });
    expect(loggedOut.data.endSession.__typename).toBe('AuthenticationError');
  });

  it('ends every other session at once, keeping this one', async () => {
    const { client, username, password } = await registeredClient();
    const laptop = await signedInElsewhere(username, password, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const tablet = await signedInElsewhere(username, password, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1');

    expect((await client.graphql(endOthers)).data.endOtherSessions).toEqual({ __typename: 'MutationEndOtherSessionsSuccess', data: 2 });
    expect((await laptop.rest('GET', '/api/user')).status).toBe(401);
    expect((await tablet.rest('GET', '/api/user')).status).toBe(401);
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
  });
});
