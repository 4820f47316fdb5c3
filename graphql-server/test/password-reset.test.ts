/**
 * Password reset over REST and GraphQL: the same answer for every address, a hashed single-use
 * 60-minute token mailed as a link, newer links replacing older ones, every session ended, limits.
 * Messages are read back from the outbox the server writes them to.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import type { App } from '../http/app.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createMailer } from '../services/mail/index.ts';
import { registeredClient, TestClient, testSessionSecret, uniqueAddress } from './client.ts';

const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'promptario-reset-')), 'outbox');
const mailLog: string[] = [];
const mailer = createMailer({ smtpUrl: null, from: 'Promptario <no-reply@promptario.local>', outboxDir }, (line) => mailLog.push(line));
let app: Promise<App> | null = null;
const resetApp = () => (app ??= createPromptarioApp({ sessionSecret: testSessionSecret, development: false, mailer }));

const client = (language: 'es' | 'en' = 'en', address = uniqueAddress()) => new TestClient(language, address, resetApp);
const signUp = (language: 'es' | 'en' = 'en') => registeredClient({ language, app: resetApp });

/**
 * Every reset message in the outbox to `email`, oldest first, once the mail handed over so far is
 * written (sign-up's address-confirmation message is left out).
 */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  await mailer.idle();
  const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  const messages = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))));
  return messages.filter(
    (message) => message.to && !Array.isArray(message.to) && message.to.value[0].address === email && message.text?.includes('/reset-password?token='),
  );
}

function tokenOf(message: ParsedMail): string {
  const link = /http:\/\/localhost\/reset-password\?token=([\w-]+)/.exec(message.text ?? '');
  if (!link) throw new Error(`no reset link in: ${message.text}`);
  return link[1];
}

async function requestReset(email: string, from = client()) {
  return from.rest('POST', '/api/password-reset', { email });
}

async function mailedToken(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(202);
  return tokenOf((await mailsTo(email)).at(-1)!);
}

describe('POST /api/password-reset', () => {
  it('answers 202 with the same body whether or not an account uses the address, and mails only an existing one', async () => {
    const { username } = await signUp();
    const known = await requestReset(`${username.toUpperCase()}@EXAMPLE.COM`);
    const unknown = await requestReset(`nobody-${username}@example.com`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'If an account uses that address, we have sent it a link to reset the password. Check your e-mail (the spam folder too).' });
    expect(await mailsTo(`nobody-${username}@example.com`)).toEqual([]);
    const [mail] = await mailsTo(`${username}@example.com`);
    expect(mail.subject).toBe('Reset your password · Promptario');
    expect(mail.html).toContain(`href="http://localhost/reset-password?token=${tokenOf(mail)}"`);
  });

  it("mails in the account's language, not the requester's", async () => {
    const { username } = await signUp('es');
    await requestReset(`${username}@example.com`, client('en'));
    const [mail] = await mailsTo(`${username}@example.com`);
    expect(mail.subject).toBe('Restablece tu contraseña · Promptario');
  });

  it('stores only a hash of a token of at least 128 random bits, valid for 60 minutes, and never logs it', async () => {
    const { username, id } = await signUp();
    const before = Date.now();
    const token = await mailedToken(`${username}@example.com`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await prisma.passwordResetToken.findMany({ where: { userId: id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(61 * 60_000);
    expect(mailLog.some((line) => line.includes(token))).toBe(false);
    expect(mailLog.every((line) => /^Mail written to the outbox: \S+\.eml$/.test(line))).toBe(true);
  });

  it('links to PUBLIC_URL when the server has one', async () => {
    const publicApp = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, mailer, publicUrl: 'https://promptario.example.com' });
    const { username } = await signUp();
    await new TestClient('en', uniqueAddress(), () => publicApp).rest('POST', '/api/password-reset', { email: `${username}@example.com` });
    const [mail] = await mailsTo(`${username}@example.com`);
    expect(mail.text).toMatch(/https:\/\/promptario\.example\.com\/reset-password\?token=[\w-]{43}/);
  });

  it('refuses a malformed address with a 400 in the reader language', async () => {
    const response = await client('es').rest('POST', '/api/password-reset', { email: 'not-an-address' });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'input.email', message: 'Introduce un correo electrónico válido' }] } });
  });

  it('limits requests to 3 an hour per e-mail address (known or not) and 10 per client address, with 429 and Retry-After', async () => {
    const { username } = await signUp();
    for (const email of [`${username}@example.com`, `ghost-${username}@example.com`]) {
      for (let index = 0; index < 3; index += 1) expect((await requestReset(email)).status).toBe(202);
      const limited = await requestReset(email);
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    expect(await mailsTo(`${username}@example.com`)).toHaveLength(3);

    const sameAddress = client();
    for (let index = 0; index < 10; index += 1) expect((await requestReset(`many${index}-${username}@example.com`, sameAddress)).status).toBe(202);
    expect((await requestReset(`many10-${username}@example.com`, sameAddress)).status).toBe(429);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password and ends every session of the account; the old password no longer signs in', async () => {
    const { client: signedIn, username, password, id } = await signUp();
    const token = await mailedToken(`${username}@example.com`);

    const confirmed = await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'brand-new-pass' });
    expect(confirmed).toMatchObject({ status: 200, body: { success: true } });

    expect(await signedIn.rest('GET', '/api/user')).toMatchObject({ status: 401 });
    expect(await prisma.session.count({ where: { userId: id, revokedAt: null } })).toBe(0);
    expect((await client().rest('POST', '/api/login', { username, password })).status).toBe(401);
    expect(await client().rest('POST', '/api/login', { username, password: 'brand-new-pass' })).toMatchObject({ status: 200, body: { id } });
  });

  it('uses a token once: the second use is a 400 in the reader language', async () => {
    const { username } = await signUp();
    const token = await mailedToken(`${username}@example.com`);
    expect((await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'first-new-pass' })).status).toBe(200);

    const again = await client('es').rest('POST', '/api/password-reset/confirm', { token, newPassword: 'second-new-pass' });
    expect(again).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Este enlace para restablecer la contraseña no es válido: ya se usó, caducó o se pidió uno más nuevo. Pide otro enlace.',
        fieldErrors: [{ field: 'token' }],
      },
    });
    expect((await client().rest('POST', '/api/login', { username, password: 'first-new-pass' })).status).toBe(200);
  });

  it('lets only one of two concurrent uses of a token through', async () => {
    const { username } = await signUp();
    const token = await mailedToken(`${username}@example.com`);
    const statuses = await Promise.all(
      ['parallel-one', 'parallel-two'].map(async (newPassword) => (await client().rest('POST', '/api/password-reset/confirm', { token, newPassword })).status),
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('refuses an expired token (past 60 minutes) and an unknown one with the same 400', async () => {
    const { username, password, id } = await signUp();
    const token = await mailedToken(`${username}@example.com`);
    await prisma.passwordResetToken.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const expired = await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'too-late-pass' });
    const unknown = await client().rest('POST', '/api/password-reset/confirm', { token: 'x'.repeat(43), newPassword: 'too-late-pass' });
    expect(expired.status).toBe(400);
    expect(unknown).toEqual({ ...expired, headers: unknown.headers });
    expect(expired.body.message).toBe('This password-reset link is not valid: it was already used, it expired, or a newer one was requested. Ask for another link.');
    expect((await client().rest('POST', '/api/login', { username, password })).status).toBe(200);
  });

  it('invalidates older links when a newer one is requested', async () => {
    const { username } = await signUp();
    const older = await mailedToken(`${username}@example.com`);
    const newer = await mailedToken(`${username}@example.com`);
    expect(newer).not.toBe(older);
    expect((await client().rest('POST', '/api/password-reset/confirm', { token: older, newPassword: 'from-older-link' })).status).toBe(400);
    expect((await client().rest('POST', '/api/password-reset/confirm', { token: newer, newPassword: 'from-newer-link' })).status).toBe(200);
  });

  it('ends unused links when the password is changed in Settings', async () => {
    const { client: signedIn, username, password } = await signUp();
    const token = await mailedToken(`${username}@example.com`);
    const changed = await signedIn.rest('POST', '/api/change-password', { currentPassword: password, newPassword: 'changed-pass', confirmPassword: 'changed-pass' });
    expect(changed.status).toBe(200);
    expect((await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'from-old-link' })).status).toBe(400);
  });

  it('holds the new password to the sign-up rules and keeps the token for a corrected try', async () => {
    const { username } = await signUp();
    const token = await mailedToken(`${username}@example.com`);
    const short = await client('es').rest('POST', '/api/password-reset/confirm', { token, newPassword: 'abc' });
    expect(short).toMatchObject({ status: 400, body: { fieldErrors: [{ field: 'input.newPassword', message: 'La nueva contraseña debe tener al menos 6 caracteres' }] } });
    const long = await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { fieldErrors: [{ field: 'input.newPassword' }] } });
    expect((await client().rest('POST', '/api/password-reset/confirm', { token, newPassword: 'long-enough' })).status).toBe(200);
  });
});

describe('password reset over GraphQL', () => {
  it('answers the request with the reader message and an unusable token with a typed ValidationError', async () => {
    const visitor = client('en');
    const requested = await visitor.graphql(
      `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on MutationRequestPasswordResetSuccess { data } } }`,
      { email: 'nobody-graphql@example.com' },
    );
    expect(requested.data.requestPasswordReset).toEqual({
      __typename: 'MutationRequestPasswordResetSuccess',
      data: 'If an account uses that address, we have sent it a link to reset the password. Check your e-mail (the spam folder too).',
    });
    const confirmed = await visitor.graphql(
      `mutation { confirmPasswordReset(input: { token: "unknown", newPassword: "whatever-pass" }) { __typename ... on ValidationError { code fieldErrors { field message } } } }`,
    );
    expect(confirmed.data.confirmPasswordReset).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'token' }] });
  });
});

describe('login with the e-mail address', () => {
  it('signs in with the e-mail in any case, and a wrong password gets the same error as with the username', async () => {
    const { username, password, id } = await signUp();
    const byEmail = await client().rest('POST', '/api/login', { username: `${username.toUpperCase()}@Example.COM`, password });
    expect(byEmail).toMatchObject({ status: 200, body: { id, username } });

    const wrongByEmail = await client().rest('POST', '/api/login', { username: `${username}@example.com`, password: 'wrong-pass' });
    const wrongByName = await client().rest('POST', '/api/login', { username, password: 'wrong-pass' });
    expect(wrongByEmail).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Invalid username or password' } });
    expect(wrongByEmail.body).toEqual(wrongByName.body);
  });

  it('counts attempts by e-mail and by username against the same account', async () => {
    const { username, password } = await signUp();
    const from = client();
    for (let index = 0; index < 5; index += 1) {
      expect((await from.rest('POST', '/api/login', { username, password: 'wrong-pass' })).status).toBe(401);
      expect((await from.rest('POST', '/api/login', { username: `${username}@example.com`, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await from.rest('POST', '/api/login', { username: `${username}@example.com`, password })).status).toBe(429);
  });

  it('accepts an e-mail longer than a username can be', async () => {
    const long = `${'a'.repeat(30)}.${'b'.repeat(30)}`;
    const signup = client();
    const registered = await signup.rest('POST', '/api/register', { username: 'longmail_user', email: `${long}@example.com`, password: 'secret123' });
    expect(registered.status).toBe(201);
    expect((await client().rest('POST', '/api/login', { username: `${long}@example.com`, password: 'secret123' })).status).toBe(200);
  });
});
