import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

/**
 * A name no other test (nor an earlier run against the same server) has used: the prefix, then
 * the time and a counter in base 36, then random letters. Letters, digits and `_` only; 20
 * characters at most.
 */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${counter.toString(36)}`;
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix.replace(/[^A-Za-z0-9_]/g, '').slice(0, 8)}_${stamp}${random}`.slice(0, 20);
}

/**
 * Headers that make a request come from an address no other sign-up used (198.18.0.0/15 is for
 * benchmarks): the server started for the run trusts one proxy (TRUST_PROXY=1), and an address may
 * create 5 accounts an hour. A server given in E2E_BASE_URL must trust one proxy too.
 */
export function fromNewAddress(): Record<string, string> {
  const octet = (size: number) => Math.floor(Math.random() * size);
  return { 'x-forwarded-for': `198.${18 + octet(2)}.${octet(256)}.${1 + octet(254)}` };
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  invitationCode?: string;
}

export interface RegisteredUser extends NewUser {
  /** The user as /api/register answered it. */
  user: Record<string, unknown>;
}

/**
 * Registers an account through `POST /api/register`, which also logs it in: the session cookie
 * lands in the context that `request` belongs to. Pass `page.request` (or `context.request`) and
 * the page starts logged in. Missing fields get unique or valid defaults.
 */
export async function registerViaApi(
  request: APIRequestContext,
  fields: Partial<NewUser> = {},
): Promise<RegisteredUser> {
  const username = fields.username ?? uniqueName();
  const newUser: NewUser = {
    username,
    email: fields.email ?? `${username.toLowerCase()}@example.test`,
    password: fields.password ?? 'secret-Passw0rd',
    ...(fields.invitationCode === undefined ? {} : { invitationCode: fields.invitationCode }),
  };
  const response = await request.post('/api/register', { data: newUser, headers: fromNewAddress() });
  expect(response.status(), `POST /api/register for ${username}: ${await response.text()}`).toBeLessThan(300);
  const user = (await response.json()) as Record<string, unknown>;
  return { ...newUser, user };
}

/** The admin account the e2e server was started with (see server.ts). */
export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD are not set: run through playwright.config.ts');
  return { username, password };
}
