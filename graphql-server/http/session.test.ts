/**
 * The session cookie (http/session.ts): a seal verified once is remembered, but never past its own
 * expiry and never for another secret, and a tampered seal is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSession } from './session.ts';

const secret = 'session-test-secret-that-is-long-enough-012345';
const lifetimeMs = 14 * 24 * 60 * 60 * 1000;

async function sealedCookie(sessionId: string): Promise<string> {
  const { session, setCookies } = await openSession(new Request('http://localhost/'), secret, { secure: false });
  await session.save(sessionId);
  return setCookies[0].split(';')[0];
}

const sessionIdOf = async (cookie: string, withSecret = secret) =>
  (await openSession(new Request('http://localhost/', { headers: { cookie } }), withSecret, { secure: false })).session.sessionId;

afterEach(() => {
  vi.useRealTimers();
});

describe('the session cookie', () => {
  it('gives the sealed session id on every read, and nothing for a tampered seal or another secret', async () => {
    const cookie = await sealedCookie('record-1');
    expect(await sessionIdOf(cookie)).toBe('record-1');
    expect(await sessionIdOf(cookie)).toBe('record-1');
    const [name, seal] = cookie.split('=');
    const parts = seal.split('*');
    parts[4] = `${parts[4].slice(0, -2)}AA`; // the encrypted data, changed
    expect(await sessionIdOf(`${name}=${parts.join('*')}`)).toBeUndefined();
    expect(await sessionIdOf(cookie, `${secret}-rotated`)).toBeUndefined();
  });

  it('stops accepting a seal read before once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cookie = await sealedCookie('record-2');
    expect(await sessionIdOf(cookie)).toBe('record-2');
    vi.setSystemTime(Date.now() + lifetimeMs + 5 * 60 * 1000);
    expect(await sessionIdOf(cookie)).toBeUndefined();
  });

  it('clears the cookie on destroy', async () => {
    const cookie = await sealedCookie('record-3');
    const { session, setCookies } = await openSession(new Request('http://localhost/', { headers: { cookie } }), secret, { secure: false });
    await session.destroy();
    expect(session.sessionId).toBeUndefined();
    expect(setCookies).toEqual([expect.stringMatching(/^promptario_session=; Max-Age=0/)]);
  });
});
