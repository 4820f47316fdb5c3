/** Login limits: counted before the password is checked (so concurrency cannot beat them), 429 with Retry-After. */
import { describe, expect, it } from 'vitest';
import { registeredClient, TestClient } from './client.ts';

function loginFrom(address: string, username: string, password: string) {
  return new TestClient('en', address).rest('POST', '/api/login', { username, password });
}

describe('login limits', () => {
  it('checks at most 10 of 40 parallel wrong passwords for one user from one address; the rest get 429 with Retry-After', async () => {
    const { username, password } = await registeredClient();
    const responses = await Promise.all(Array.from({ length: 40 }, () => loginFrom('10.0.0.1', username, 'wrong-password')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const limited = responses.find((response) => response.status === 429)!;
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // Locked from that address even with the right password…
    expect((await loginFrom('10.0.0.1', username, password)).status).toBe(429);
    // …but not from the real user's own address.
    expect((await loginFrom('10.0.0.99', username, password)).status).toBe(200);
  });

  it('checks at most 50 of 100 parallel attempts from one address, whatever the usernames', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => loginFrom('10.0.0.2', `nobody${index}`, 'wrong-password')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });

  it('does not lock the real user out when ten wrong passwords come from elsewhere: it slows the username down instead', async () => {
    const { username, password } = await registeredClient();
    for (let index = 0; index < 10; index += 1) {
      expect((await loginFrom(`10.0.1.${index}`, username, 'wrong-password')).status).toBe(401);
    }
    const started = performance.now();
    const owner = await loginFrom('10.0.2.1', username, password);
    expect(owner).toMatchObject({ status: 200, body: { username } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives successful logins back, so a user who logs in often from one address is not limited', async () => {
    const { username, password } = await registeredClient();
    for (let index = 0; index < 12; index += 1) {
      expect((await loginFrom('10.0.0.3', username, password)).status).toBe(200);
    }
  });
});
