/**
 * Sign-up limits per client address (issue 18): 5 accounts an hour, 10 sign-ups with an invitation
 * code in 15 minutes. Counted before the account is made (so concurrency cannot beat them), shared
 * through the RateLimit table, answered 429 with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { TestClient } from './client.ts';

let counter = 0;
function signUpFrom(address: string, fields: { invitationCode?: string; username?: string } = {}) {
  counter += 1;
  const username = fields.username ?? `limited${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return new TestClient('en', address).rest('POST', '/api/register', {
    username,
    email: `${username}_${counter}@example.com`,
    password: 'secret123',
    ...(fields.invitationCode ? { invitationCode: fields.invitationCode } : {}),
  });
}

const signUpMutation = `mutation ($input: RegisterInput!) { register(input: $input) {
  __typename ... on Error { code message } ... on RateLimitedError { retryAfterSeconds } } }`;

describe('sign-up limits', () => {
  it('creates 5 of 40 parallel sign-ups from one address; the rest get 429 with Retry-After and make no account', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => signUpFrom('10.9.0.1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await prisma.user.count({ where: { username: { in: answers.map((answer) => answer.body.username).filter(Boolean) } } })).toBe(5);
    // Another address still signs up.
    expect((await signUpFrom('10.9.0.2')).status).toBe(201);
  });

  it('answers GraphQL with RateLimitedError and its retryAfterSeconds, in the reader\'s language', async () => {
    for (let index = 0; index < 5; index += 1) expect((await signUpFrom('10.9.0.3')).status).toBe(201);
    const client = new TestClient('es', '10.9.0.3');
    const result = await client.graphql(signUpMutation, { input: { username: 'one_too_many', email: 'one_too_many@example.com', password: 'secret123' } });
    expect(result.data.register).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED', message: expect.stringMatching(/^Demasiados intentos/) });
    expect(result.data.register.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('gives back a sign-up that made no account (a taken username), so it does not use up the limit', async () => {
    const taken = (await signUpFrom('10.9.0.4')).body.username;
    for (let index = 0; index < 3; index += 1) expect((await signUpFrom('10.9.0.4', { username: taken })).status).toBe(409);
    for (let index = 0; index < 4; index += 1) expect((await signUpFrom('10.9.0.4')).status).toBe(201);
    expect((await signUpFrom('10.9.0.4')).status).toBe(429);
  });
});

describe('invitation-code attempts', () => {
  it('checks 10 codes from one address in 15 minutes, then answers 429 without checking', async () => {
    const answers = [];
    for (let index = 0; index < 12; index += 1) answers.push(await signUpFrom('10.9.1.1', { invitationCode: `GUESS-${index}` }));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(400));
    expect(answers.slice(10).map((answer) => answer.status)).toEqual([429, 429]);
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(answers[10].headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // The limit is the address's, not the code's: a real code is refused from there too…
    const code = await prisma.invitationCode.create({ data: { code: 'REAL-AFTER-GUESSES', maxUses: 5, expiresAt: new Date(Date.now() + 24 * 3600_000) } });
    expect((await signUpFrom('10.9.1.1', { invitationCode: code.code })).status).toBe(429);
    // …and works from elsewhere.
    expect((await signUpFrom('10.9.1.2', { invitationCode: code.code })).status).toBe(201);
  });

  it('checks at most 10 of 30 parallel wrong codes from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => signUpFrom('10.9.1.3', { invitationCode: `PARALLEL-${index}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect((await signUpFrom('10.9.1.3', { invitationCode: 'ONE-MORE' })).status).toBe(429);
  });

  it('gives a used code its attempt back, so a person who mistyped it nine times still signs up and may mistype once more', async () => {
    const code = await prisma.invitationCode.create({ data: { code: 'MISTYPED-ONCE', maxUses: 5, expiresAt: new Date(Date.now() + 24 * 3600_000) } });
    for (let index = 0; index < 9; index += 1) expect((await signUpFrom('10.9.1.4', { invitationCode: `MISTYPED-0${index}` })).status).toBe(400);
    expect((await signUpFrom('10.9.1.4', { invitationCode: code.code })).status).toBe(201);
    expect((await signUpFrom('10.9.1.4', { invitationCode: 'MISTYPED-LAST' })).status).toBe(400);
    expect((await signUpFrom('10.9.1.4', { invitationCode: 'MISTYPED-MORE' })).status).toBe(429);
  });
});
