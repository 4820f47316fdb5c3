/**
 * Admin panel, part 3 (issue 11): invitation codes (rules and REST shapes, statuses,
 * disabling), the subscriptions list and the contact messages, refused to users and visitors.
 */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient, uniqueAddress } from './client.ts';
import { countQueries } from './query-count.ts';

const dayMs = 24 * 3600_000;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

async function adminClient(language: 'es' | 'en' = 'en') {
  const admin = await registeredClient({ language });
  await prisma.user.update({ where: { id: admin.id }, data: { role: 'ADMIN' } });
  return admin;
}

function signUp(invitationCode: string, language: 'es' | 'en' = 'en') {
  const username = unique('invited').replace(/-/g, '_');
  return new TestClient(language, uniqueAddress()).rest('POST', '/api/register', { username, email: `${username}@example.com`, password: 'secret123', invitationCode });
}

const unusableCode = {
  en: 'This invitation code cannot be used: it does not exist, has expired, has no uses left or was disabled',
  es: 'Este código de invitación no se puede usar: no existe, expiró, ya no tiene usos o fue desactivado',
};

const create = `mutation ($input: CreateInvitationCodeInput!) { createInvitationCode(input: $input) {
  __typename ... on Error { code message } ... on ValidationError { fieldErrors { field message } } ... on ConflictError { field }
  ... on MutationCreateInvitationCodeSuccess { data { id code status } } } }`;
const disable = `mutation ($id: ID!) { disableInvitationCode(input: { id: $id }) {
  __typename ... on Error { code message } ... on MutationDisableInvitationCodeSuccess { data { id status isAvailable disabledAt useCount } } } }`;
const codes = `{ invitationCodes(first: 100) { edges { node { code status isAvailable isExpired } } } }`;
const subscriptions = `query ($planType: PlanType, $after: String) { subscriptions(first: 2, after: $after, planType: $planType) {
  edges { node { planType status premiumExpiresAt user { username } } } pageInfo { hasNextPage endCursor } } }`;

describe('admin operations are refused to visitors (401 / UNAUTHENTICATED) and users (403 / FORBIDDEN)', () => {
  const readOperations = [codes, `{ subscriptions(first: 5) { edges { node { planType } } } }`, `{ contactMessages(first: 5) { edges { node { message } } } }`];

  it('on every REST path, creating nothing', async () => {
    const visitor = new TestClient('en');
    const { client: user } = await registeredClient({ language: 'en' });
    const code = unique('REFUSED');
    for (const [client, status, message] of [
      [visitor, 401, 'You need to log in to continue'],
      [user, 403, "You don't have permission to do this"],
    ] as const) {
      expect(await client.rest('GET', '/api/admin/invitation-codes')).toMatchObject({ status, body: { message } });
      expect(await client.rest('POST', '/api/admin/invitation-codes', { code, expiresInMonths: 1, maxUses: 1 })).toMatchObject({ status, body: { message } });
    }
    expect(await prisma.invitationCode.count({ where: { code } })).toBe(0);
  });

  it('on every GraphQL query and mutation, with a typed error', async () => {
    const visitor = new TestClient('en');
    const { client: user } = await registeredClient({ language: 'en' });
    const existing = await prisma.invitationCode.create({ data: { code: unique('KEEP'), maxUses: 1 } });
    const existingId = Buffer.from(`InvitationCode:${existing.id}`).toString('base64');
    for (const [client, code] of [
      [visitor, 'UNAUTHENTICATED'],
      [user, 'FORBIDDEN'],
    ] as const) {
      for (const query of readOperations) {
        const result = await client.graphql(query);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe(code);
      }
      const created = await client.graphql(create, { input: { code: unique('NOPE') } });
      expect(created.data.createInvitationCode).toMatchObject({ code });
      const disabled = await client.graphql(disable, { id: existingId });
      expect(disabled.data.disableInvitationCode).toMatchObject({ code });
      const renewals = await client.graphql(`mutation { checkRenewals { __typename ... on Error { code } } }`);
      expect(renewals.data.checkRenewals).toMatchObject({ code });
    }
    expect(await prisma.invitationCode.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({ disabledAt: null });
    // node(id:) cannot leak a code either.
    expect((await user.graphql(`query ($id: ID!) { node(id: $id) { id } }`, { id: existingId })).data.node).toBeNull();
  });
});

describe('POST /api/admin/invitation-codes', () => {
  it("creates a code with the REST response (codes and expiration), expiring in the months asked, usable at sign-up", async () => {
    const { client: admin } = await adminClient();
    const code = unique('WELCOME');
    const before = Date.now();
    const answer = await admin.rest('POST', '/api/admin/invitation-codes', { code: `  ${code}  `, expiresInMonths: 3, maxUses: 2 });
    expect(answer.status).toBe(201);
    const [created] = answer.body.codes;
    expect(answer.body.codes).toHaveLength(1);
    expect(created).toMatchObject({ code, useCount: 0, maxUses: 2, isAvailable: true, isExpired: false, status: 'available', disabledAt: null });
    expect(typeof created.id).toBe('number');
    expect(answer.body.expiration).toBe(created.expiresAt);
    const expires = new Date(created.expiresAt).getTime();
    expect(expires).toBeGreaterThan(before + 88 * dayMs);
    expect(expires).toBeLessThan(Date.now() + 93 * dayMs);

    expect(await signUp(code)).toMatchObject({ status: 201, body: { isPremium: true, planType: 'pro' } });
    const listed = await admin.rest('GET', '/api/admin/invitation-codes');
    expect(listed.body.find((row: { code: string }) => row.code === code)).toMatchObject({ useCount: 1, maxUses: 2, status: 'available' });
  });

  it('defaults to 1 month and 1 use', async () => {
    const { client: admin } = await adminClient();
    const answer = await admin.rest('POST', '/api/admin/invitation-codes', { code: unique('DEFAULTS') });
    expect(answer.status).toBe(201);
    expect(answer.body.codes[0]).toMatchObject({ maxUses: 1 });
    const expires = new Date(answer.body.expiration).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 27 * dayMs);
    expect(expires).toBeLessThan(Date.now() + 32 * dayMs);
  });

  it("refuses invalid input with 400 and its message, in the request's language", async () => {
    const { client: admin } = await adminClient('en');
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '  ab  ' }, 'Enter a code of at least 3 characters'],
      [{ code: 'has space' }, 'The code cannot contain spaces'],
      [{ code: 'x'.repeat(51) }, 'The code must be at most 50 characters'],
      [{ code: unique('M'), expiresInMonths: 0 }, 'Expiration months must be greater than 0'],
      [{ code: unique('M'), expiresInMonths: 13 }, 'Expiration months must be at most 12'],
      [{ code: unique('U'), maxUses: 0 }, 'Maximum uses must be greater than 0'],
      [{ code: unique('U'), maxUses: 101 }, 'Maximum uses must be at most 100'],
      [{ code: unique('T'), maxUses: 'ten' }, 'The data sent is not valid'],
      [{}, 'The data sent is not valid'],
    ];
    const before = await prisma.invitationCode.count();
    for (const [body, message] of cases) {
      const answer = await admin.rest('POST', '/api/admin/invitation-codes', body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await prisma.invitationCode.count()).toBe(before);

    const { client: spanish } = await adminClient('es');
    const result = await spanish.graphql(create, { input: { code: 'ab', expiresInMonths: 0, maxUses: 0 } });
    expect(result.data.createInvitationCode.fieldErrors).toEqual([
      { field: 'input.code', message: 'Debe ingresar un código de al menos 3 caracteres' },
      { field: 'input.expiresInMonths', message: 'Los meses de expiración deben ser mayores a 0' },
      { field: 'input.maxUses', message: 'El número máximo de usos debe ser mayor a 0' },
    ]);
  });

  it('refuses a code that exists, in any case, with 409 (ConflictError on `code` in GraphQL)', async () => {
    const { client: admin } = await adminClient('en');
    const code = unique('TWICE');
    expect((await admin.rest('POST', '/api/admin/invitation-codes', { code })).status).toBe(201);
    for (const sameCode of [` ${code} `, code.toLowerCase()]) {
      expect(await admin.rest('POST', '/api/admin/invitation-codes', { code: sameCode })).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: 'An invitation code with that text already exists' },
      });
    }
    const result = await admin.graphql(create, { input: { code } });
    expect(result.data.createInvitationCode).toMatchObject({ __typename: 'ConflictError', field: 'code' });
    expect(await prisma.invitationCode.count({ where: { code } })).toBe(1);
  });
});

describe('invitation code statuses', () => {
  it('are Disponible, Expirado, Usado or Desactivado, newest first, over REST and GraphQL', async () => {
    const { client: admin } = await adminClient();
    const future = new Date(Date.now() + 30 * dayMs);
    const names = { available: unique('AVAIL'), expired: unique('EXPIRED'), usedUp: unique('USED'), disabled: unique('OFF'), never: unique('NEVER') };
    await prisma.invitationCode.create({ data: { code: names.available, maxUses: 3, useCount: 2, expiresAt: future } });
    // Expired wins over used up.
    await prisma.invitationCode.create({ data: { code: names.expired, maxUses: 1, useCount: 1, expiresAt: new Date(Date.now() - 1000) } });
    await prisma.invitationCode.create({ data: { code: names.usedUp, maxUses: 2, useCount: 2, expiresAt: future } });
    await prisma.invitationCode.create({ data: { code: names.disabled, maxUses: 5, expiresAt: future, disabledAt: new Date() } });
    await prisma.invitationCode.create({ data: { code: names.never, maxUses: 5, expiresAt: null } });

    const rows: { code: string; status: string; isAvailable: boolean; isExpired: boolean; expiresAt: string | null }[] = (
      await admin.rest('GET', '/api/admin/invitation-codes')
    ).body;
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(byCode[names.available]).toMatchObject({ status: 'available', isAvailable: true, isExpired: false });
    expect(byCode[names.expired]).toMatchObject({ status: 'expired', isAvailable: false, isExpired: true });
    expect(byCode[names.usedUp]).toMatchObject({ status: 'usedUp', isAvailable: false, isExpired: false });
    expect(byCode[names.disabled]).toMatchObject({ status: 'disabled', isAvailable: false, isExpired: false });
    expect(byCode[names.never]).toMatchObject({ status: 'available', isAvailable: true, expiresAt: null });
    const order = rows.map((row) => row.code);
    expect(order.indexOf(names.never)).toBeLessThan(order.indexOf(names.available));

    const graph = await admin.graphql(codes);
    const nodes = graph.data.invitationCodes.edges.map((edge: { node: { code: string } }) => edge.node);
    expect(nodes.find((node: { code: string }) => node.code === names.usedUp)).toEqual({ code: names.usedUp, status: 'usedUp', isAvailable: false, isExpired: false });

    const paged = await admin.rest('GET', '/api/admin/invitation-codes?limit=2&offset=1');
    expect(paged.body.map((row: { code: string }) => row.code)).toEqual(order.slice(1, 3));
  });
});

describe('disableInvitationCode', () => {
  it('stops a code at sign-up with the message of every unusable code, keeps its uses, and is idempotent', async () => {
    const { client: admin } = await adminClient();
    const code = await prisma.invitationCode.create({ data: { code: unique('STOP'), maxUses: 10, useCount: 1, expiresAt: new Date(Date.now() + dayMs) } });
    const id = Buffer.from(`InvitationCode:${code.id}`).toString('base64');
    const first = await admin.graphql(disable, { id });
    expect(first.data.disableInvitationCode).toMatchObject({
      __typename: 'MutationDisableInvitationCodeSuccess',
      data: { id, status: 'disabled', isAvailable: false, useCount: 1 },
    });
    const disabledAt = first.data.disableInvitationCode.data.disabledAt;
    expect(disabledAt).not.toBeNull();
    expect((await admin.graphql(disable, { id })).data.disableInvitationCode.data.disabledAt).toBe(disabledAt);

    const refused = await signUp(code.code);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ field: 'invitationCode', message: unusableCode.en }]);
    expect((await signUp(code.code, 'es')).body.fieldErrors[0].message).toBe(unusableCode.es);
    expect(await prisma.invitationCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ useCount: 1 });
  });

  it('racing sign-ups: every admitted one is counted, and none is admitted once it is disabled', async () => {
    const { client: admin } = await adminClient();
    const code = await prisma.invitationCode.create({ data: { code: unique('RACE'), maxUses: 50, expiresAt: new Date(Date.now() + dayMs) } });
    const id = Buffer.from(`InvitationCode:${code.id}`).toString('base64');
    const [answers] = await Promise.all([Promise.all(Array.from({ length: 10 }, () => signUp(code.code))), admin.graphql(disable, { id })]);
    const admitted = answers.filter((answer) => answer.status === 201).length;
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer.body.fieldErrors[0].message).toBe(unusableCode.en);
    expect(await prisma.invitationCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ useCount: admitted });
    expect(await prisma.invitationRedemption.count({ where: { codeId: code.id } })).toBe(admitted);
    expect((await signUp(code.code)).status).toBe(400);
  });

  it('answers NotFoundError for an unknown code and ValidationError for an id of another type', async () => {
    const { client: admin } = await adminClient();
    const unknown = await admin.graphql(disable, { id: Buffer.from('InvitationCode:2147483647').toString('base64') });
    expect(unknown.data.disableInvitationCode).toMatchObject({ code: 'NOT_FOUND', message: 'Invitation code not found' });
    const other = await admin.graphql(disable, { id: Buffer.from('Prompt:1').toString('base64') });
    expect(other.data.disableInvitationCode).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('subscriptions (admin list)', () => {
  it('lists accounts with plan, status and expiry, newest first, filtered by plan and paginated', async () => {
    const { client: admin } = await adminClient();
    const made: { username: string; planType: string; premiumExpiresAt: string }[] = [];
    for (const planType of ['basic', 'enterprise', 'basic', 'basic'] as const) {
      const user = await registeredClient();
      const premiumExpiresAt = new Date(Date.now() + (made.length + 1) * dayMs);
      await prisma.subscription.update({ where: { userId: user.id }, data: { planType, premiumExpiresAt, status: 'active' } });
      made.push({ username: user.username, planType, premiumExpiresAt: premiumExpiresAt.toISOString() });
    }
    const basics = made.filter((row) => row.planType === 'basic').reverse();
    const first = (await admin.graphql(subscriptions, { planType: 'basic' })).data.subscriptions;
    expect(first.edges.map((edge: { node: unknown }) => edge.node)).toEqual(
      basics.slice(0, 2).map((row) => ({ planType: 'basic', status: 'active', premiumExpiresAt: row.premiumExpiresAt, user: { username: row.username } })),
    );
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.graphql(subscriptions, { planType: 'basic', after: first.pageInfo.endCursor })).data.subscriptions;
    expect(second.edges[0].node.user.username).toBe(basics[2].username);
    const enterprise = (await admin.graphql(subscriptions, { planType: 'enterprise' })).data.subscriptions.edges;
    expect(enterprise.map((edge: { node: { user: { username: string } } }) => edge.node.user.username)).toContain(made[1].username);
    expect(enterprise.every((edge: { node: { planType: string } }) => edge.node.planType === 'enterprise')).toBe(true);
    // The users come with their page, not one query per row: a page of 2 costs what a page of 50 does.
    const page = (first: number) => countQueries(() => admin.graphql(`{ subscriptions(first: ${first}) { edges { node { planType user { username } } } } }`));
    expect((await page(50)).queries).toBe((await page(2)).queries);
  });
});
