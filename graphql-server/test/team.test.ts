/**
 * The Enterprise plan's team (issue 25): seats under concurrency, benefits that follow membership
 * and the owner's plan at once, permissions, and a team library that never leaks outside the team.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import type { PlanType } from '../generated/prisma/client.ts';
import type { App } from '../http/app.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createMailer } from '../services/mail/index.ts';
import { teamStats } from '../services/teams.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';

const dayMs = 24 * 3600_000;
let category: { id: number };
let premium: { id: number };

beforeAll(async () => {
  category = await prisma.category.create({ data: { name: 'Equipo', slug: `team-${Date.now()}` } });
  premium = await prisma.prompt.create({
    data: { title: 'Premium', content: 'Premium body', isPremium: true, categories: { create: { categoryId: category.id, position: 0 } } },
  });
});

async function setPlan(userId: number, planType: PlanType, days = 30) {
  await prisma.subscription.update({ where: { userId }, data: { planType, status: 'active', premiumExpiresAt: new Date(Date.now() + days * dayMs) } });
}

async function teamOwner(language: 'es' | 'en' = 'en', app?: () => Promise<App>) {
  const owner = await registeredClient({ language, app });
  await setPlan(owner.id, 'enterprise');
  const { data } = await owner.client.graphql(`mutation { createTeam(input: { name: "Acme" }) { __typename ... on MutationCreateTeamSuccess { data { databaseId } } } }`);
  return { ...owner, teamId: data.createTeam.data.databaseId as number };
}

async function joined(owner: { client: TestClient }, language: 'es' | 'en' = 'en') {
  const member = await registeredClient({ language });
  const invited = await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: member.username });
  expect(invited.status).toBe(201);
  const accepted = await member.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`);
  expect(accepted.status).toBe(200);
  return member;
}

const plan = async (client: TestClient) => (await client.rest('GET', '/api/subscription')).body;

describe('the team', () => {
  it('is created by an Enterprise subscriber only, and GET /api/team answers 404 without one and 401 logged out', async () => {
    const pro = await registeredClient({ language: 'es' });
    await setPlan(pro.id, 'pro');
    const { data } = await pro.client.graphql(`mutation { createTeam(input: { name: "X" }) { __typename ... on Error { message } } }`);
    expect(data.createTeam).toEqual({
      __typename: 'ForbiddenError',
      message: 'Necesitas un plan Empresarial activo a tu nombre para tener un equipo e invitar a personas',
    });
    expect(await pro.client.rest('GET', '/api/team')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'No perteneces a ningún equipo' } });
    expect((await new TestClient().rest('GET', '/api/team')).status).toBe(401);

    const owner = await teamOwner();
    const team = await owner.client.rest('GET', '/api/team');
    expect(team.body).toEqual({ id: owner.teamId, name: 'Acme', seats: 5, seatsUsed: 1, members: [{ userId: owner.id, username: owner.username, role: 'OWNER' }], invitations: [] });
    // A client may select nothing of the success but its type.
    expect((await owner.client.graphql(`mutation { renameTeam(input: { name: "Acme" }) { __typename } }`)).data.renameTeam).toEqual({ __typename: 'MutationRenameTeamSuccess' });
  });

  it('invites existing users by username or e-mail (any case); an unknown one is a translated 404', async () => {
    const owner = await teamOwner();
    const byEmail = await registeredClient();
    const invited = await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: `${byEmail.username.toUpperCase()}@EXAMPLE.COM` });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ id: expect.any(Number), status: 'pending', inviteeUsername: byEmail.username, teamName: 'Acme' });
    expect((await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: byEmail.username })).body).toMatchObject({
      code: 'CONFLICT',
      message: 'That person already has a pending invitation',
    });
    expect(await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: 'nobody-here@example.com' })).toMatchObject({
      status: 404,
      body: { message: 'No account has that username or e-mail: ask them to sign up first' },
    });
    expect((await owner.client.rest('POST', '/api/team/invitations', {})).status).toBe(400);

    // The invitee sees it, declines it; someone else cannot answer it.
    const { data } = await byEmail.client.graphql(`{ teamInvitations { databaseId teamName inviterUsername } }`);
    expect(data.teamInvitations).toEqual([{ databaseId: invited.body.id, teamName: 'Acme', inviterUsername: owner.username }]);
    const stranger = await registeredClient();
    expect((await stranger.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`)).status).toBe(404);
    expect((await byEmail.client.rest('POST', `/api/team/invitations/${invited.body.id}/decline`)).body).toMatchObject({ status: 'declined' });
    expect((await byEmail.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`)).status).toBe(409);
  });

  it('never has more than 5 seats: 10 invitations at once make 4, pending ones included', async () => {
    const owner = await teamOwner();
    const people = await Promise.all(Array.from({ length: 10 }, () => registeredClient()));
    const answers = await Promise.all(people.map((person) => owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: person.username })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(6);
    expect(refused[0]).toMatchObject({ status: 403, body: { code: 'LIMIT_REACHED', limit: 5 } });
    expect((await owner.client.rest('GET', '/api/team')).body.seatsUsed).toBe(5);
  });

  it('never makes a sixth member: 10 acceptances at once for 4 free seats make 4 members', async () => {
    const owner = await teamOwner();
    const people = await Promise.all(Array.from({ length: 10 }, () => registeredClient()));
    // Invitations written past the seats (as by a process that broke the rule): acceptance still holds the line.
    const invitations = await Promise.all(people.map((person) => prisma.teamInvitation.create({ data: { teamId: owner.teamId, inviteeId: person.id } })));
    const answers = await Promise.all(people.map((person, index) => person.client.rest('POST', `/api/team/invitations/${invitations[index].id}/accept`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(6);
    expect(await prisma.teamMember.count({ where: { teamId: owner.teamId } })).toBe(5);
  });

  it('gives members Enterprise benefits; leaving or being removed brings their own plan back at once', async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    expect(await plan(member.client)).toMatchObject({ planType: 'enterprise', isPremium: true, fromTeam: true, optimizationsLeft: null });
    const read = async () => (await member.client.graphql(`query ($id: ID!) { node(id: $id) { ... on Prompt { isLocked } } }`, { id: encodeGlobalID('Prompt', String(premium.id)) })).data.node;
    expect(await read()).toEqual({ isLocked: false });

    expect((await member.client.rest('DELETE', `/api/team/members/${member.id}`)).status).toBe(204);
    expect(await plan(member.client)).toMatchObject({ planType: 'free', isPremium: false, fromTeam: false, optimizationsLeft: 3 });
    expect(await read()).toEqual({ isLocked: true });

    const removed = await joined(owner);
    expect((await plan(removed.client)).isPremium).toBe(true);
    expect((await owner.client.rest('DELETE', `/api/team/members/${removed.id}`)).status).toBe(204);
    expect(await plan(removed.client)).toMatchObject({ planType: 'free', isPremium: false });
  });

  it("takes members' benefits away the moment the owner's plan ends; a member paying for Pro keeps Pro", async () => {
    const owner = await teamOwner();
    const free = await joined(owner);
    const paying = await registeredClient();
    await setPlan(paying.id, 'pro');
    const invited = await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: paying.username });
    await paying.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`);
    expect((await plan(paying.client)).planType).toBe('enterprise');

    await prisma.subscription.update({ where: { userId: owner.id }, data: { premiumExpiresAt: new Date(Date.now() - 1000) } });
    expect(await plan(free.client)).toMatchObject({ planType: 'free', isPremium: false, optimizationsLeft: 3 });
    expect(await plan(paying.client)).toMatchObject({ planType: 'pro', isPremium: true });
    // No new invitations without the plan.
    expect((await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: (await registeredClient()).username })).status).toBe(403);
  });

  it('checks permissions on the server: owner, member and outsider', async () => {
    const owner = await teamOwner('es');
    const member = await joined(owner, 'es');
    const other = await joined(owner, 'es');
    const outsider = await registeredClient({ language: 'es' });
    expect(await member.client.rest('POST', '/api/team/invitations', { usernameOrEmail: outsider.username })).toMatchObject({
      status: 403,
      body: { message: 'Solo el propietario del equipo puede hacer esto' },
    });
    expect((await member.client.rest('DELETE', `/api/team/members/${other.id}`)).status).toBe(403);
    expect((await outsider.client.rest('DELETE', `/api/team/members/${member.id}`)).status).toBe(404);
    expect((await outsider.client.rest('GET', '/api/team/prompts')).status).toBe(404);
    expect((await owner.client.rest('DELETE', `/api/team/members/${owner.id}`)).body).toMatchObject({
      code: 'CONFLICT',
      message: 'El propietario no puede salir del equipo: transfiere antes la propiedad a otro miembro',
    });

    const transfer = (client: TestClient, userId: number) =>
      client.graphql(`mutation ($id: Int!) { transferTeamOwnership(input: { userDatabaseId: $id }) { __typename ... on MutationTransferTeamOwnershipSuccess { data { viewerRole } } } }`, { id: userId });
    expect((await transfer(owner.client, member.id)).data.transferTeamOwnership.__typename).toBe('ConflictError');
    await setPlan(member.id, 'enterprise');
    expect((await transfer(owner.client, member.id)).data.transferTeamOwnership).toEqual({ __typename: 'MutationTransferTeamOwnershipSuccess', data: { viewerRole: 'MEMBER' } });
    expect((await owner.client.rest('GET', '/api/team')).body.members.find((row: { userId: number }) => row.userId === member.id).role).toBe('OWNER');
    // The former owner now has only their own plan's... which is their own Enterprise: they may leave.
    expect((await owner.client.rest('DELETE', `/api/team/members/${owner.id}`)).status).toBe(204);
    const { data } = await member.client.graphql(`mutation { renameTeam(input: { name: "  Nuevo  " }) { __typename ... on MutationRenameTeamSuccess { data { name } } } }`);
    expect(data.renameTeam.data.name).toBe('Nuevo');
    expect((await other.client.graphql(`mutation { renameTeam(input: { name: "Mío" }) { __typename } }`)).data.renameTeam.__typename).toBe('ForbiddenError');
  });
});

describe('a team invitation e-mail', () => {
  it('tells the invitee in their language, with a link to the Team page, unless they turned notifications off', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'promptario-team-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: 'Promptario <no-reply@promptario.local>', outboxDir }, () => {});
    let app: Promise<App> | null = null;
    const mailApp = () => (app ??= createPromptarioApp({ sessionSecret: testSessionSecret, development: false, mailer }));
    const owner = await teamOwner('en', mailApp);
    const invitee = await registeredClient({ language: 'es', app: mailApp });
    const quiet = await registeredClient({ app: mailApp });
    await prisma.user.update({ where: { id: quiet.id }, data: { notificationsEnabled: false } });
    for (const person of [invitee, quiet]) {
      expect((await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: person.username })).status).toBe(201);
    }
    await mailer.idle();
    const written = await Promise.all((await readdir(outboxDir)).map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))));
    // The sign-ups' verification links are in the outbox too.
    const mails = written.filter((mail) => mail.subject?.includes('equipo') || mail.subject?.includes('team'));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toMatchObject({ value: [{ address: `${invitee.username}@example.com` }] });
    expect(mails[0].subject).toBe('Te invitaron a un equipo · Promptario');
    expect(mails[0].text).toContain(`${owner.username} te invita a su equipo «Acme»`);
    expect(mails[0].text).toContain('http://localhost/team');
  });
});

describe('the team library', () => {
  it('is shared by members, keeps versions with their editors, and the owner removes anything', async () => {
    const owner = await teamOwner();
    const author = await joined(owner);
    const editor = await joined(owner);
    const created = await author.client.rest('POST', '/api/team/prompts', { title: 'Team brief', content: 'Write a {{topic}} brief', categoryId: category.id });
    expect(created).toMatchObject({ status: 201, body: { title: 'Team brief', categoryId: category.id, authorUsername: author.username, version: 1 } });
    expect((await author.client.rest('POST', '/api/team/prompts', { title: '', content: 'x' })).body).toMatchObject({ code: 'VALIDATION_FAILED' });

    const listed = await editor.client.rest('GET', '/api/team/prompts');
    expect(listed.body.map((prompt: { id: number }) => prompt.id)).toEqual([created.body.id]);

    const id = encodeGlobalID('TeamPrompt', String(created.body.id));
    const { data } = await editor.client.graphql(
      `mutation ($id: ID!) { updateTeamPrompt(input: { id: $id, content: "Write a short {{topic}} brief" }) { __typename ... on MutationUpdateTeamPromptSuccess { data { version editorUsername versions { version content editorUsername } } } } }`,
      { id },
    );
    expect(data.updateTeamPrompt.data).toEqual({
      version: 2,
      editorUsername: editor.username,
      versions: [{ version: 1, content: 'Write a {{topic}} brief', editorUsername: author.username }],
    });

    // A member removes only what they added; the owner removes anything.
    const remove = (client: TestClient) => client.graphql(`mutation ($id: ID!) { deleteTeamPrompt(input: { id: $id }) { __typename } }`, { id });
    expect((await remove(editor.client)).data.deleteTeamPrompt.__typename).toBe('ForbiddenError');
    expect((await remove(owner.client)).data.deleteTeamPrompt.__typename).toBe('MutationDeleteTeamPromptSuccess');
  });

  it('copies a team prompt to your own and shares your own into the team; the owner sees the month in numbers', async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    const created = await member.client.rest('POST', '/api/team/prompts', { title: 'Shared', content: 'Body', categoryId: category.id });
    const id = encodeGlobalID('TeamPrompt', String(created.body.id));
    const copy = await owner.client.graphql(`mutation ($id: ID!) { copyTeamPrompt(input: { id: $id }) { __typename ... on MutationCopyTeamPromptSuccess { data { databaseId isOwn title } } } }`, { id });
    expect(copy.data.copyTeamPrompt.data).toMatchObject({ isOwn: true, title: 'Shared' });
    const use = await member.client.graphql(`mutation ($id: ID!) { recordTeamPromptUse(input: { id: $id, kind: filled }) { __typename } }`, { id });
    expect(use.data.recordTeamPromptUse.__typename).toBe('MutationRecordTeamPromptUseSuccess');

    const own = await member.client.rest('POST', '/api/prompts', { title: 'Mine', content: 'My body', categoryId: category.id });
    const shared = await member.client.graphql(`mutation ($id: ID!) { sharePromptToTeam(input: { promptId: $id }) { __typename ... on MutationSharePromptToTeamSuccess { data { title content } } } }`, {
      id: encodeGlobalID('Prompt', String(own.body.id)),
    });
    expect(shared.data.sharePromptToTeam.data).toEqual({ title: 'Mine', content: 'My body' });
    expect((await member.client.rest('POST', '/api/optimize', { originalContent: 'Write a product description for a shop' })).status).toBe(200);

    const stats = await owner.client.graphql(`{ team { stats { seats seatsUsed months { month newPrompts optimizationsByMember { username optimizations } mostUsedPrompts { title uses copied filled } } } } }`);
    const [current, previous] = stats.data.team.stats.months;
    expect(stats.data.team.stats).toMatchObject({ seats: 5, seatsUsed: 2 });
    expect(current).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      newPrompts: 2,
      mostUsedPrompts: [{ title: 'Shared', uses: 2, copied: 1, filled: 1 }],
    });
    expect(current.optimizationsByMember).toEqual([
      { username: owner.username, optimizations: 0 },
      { username: member.username, optimizations: 1 },
    ]);
    expect(previous).toMatchObject({ newPrompts: 0, mostUsedPrompts: [] });
    expect((await member.client.graphql(`{ team { stats { seats } } }`)).data.team.stats).toBeNull();
  });

  it('never leaks outside the team: GraphQL, node(id:), REST, search, and after leaving', async () => {
    const owner = await teamOwner();
    const member = await joined(owner);
    const marker = `zebraquartz${Date.now()}`;
    const created = await member.client.rest('POST', '/api/team/prompts', { title: `Secret ${marker}`, content: `Content ${marker}` });
    const id = encodeGlobalID('TeamPrompt', String(created.body.id));
    const teamId = encodeGlobalID('Team', String(owner.teamId));

    const outsider = await registeredClient();
    const visitor = new TestClient();
    for (const client of [outsider.client, visitor]) {
      const { data } = await client.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [id, teamId] });
      expect(data.nodes).toEqual([null, null]);
      const search = await client.rest('GET', `/api/prompts/search?q=${marker}`);
      expect(JSON.stringify(search.body)).not.toContain(marker);
      const all = await client.rest('GET', '/api/prompts/all?limit=100');
      expect(JSON.stringify(all.body)).not.toContain(marker);
    }
    expect((await outsider.client.rest('GET', '/api/team/prompts')).status).toBe(404);
    const edit = await outsider.client.graphql(`mutation ($id: ID!) { updateTeamPrompt(input: { id: $id, title: "mine now" }) { __typename } copyTeamPrompt(input: { id: $id }) { __typename } }`, { id });
    expect(edit.data).toEqual({ updateTeamPrompt: { __typename: 'NotFoundError' }, copyTeamPrompt: { __typename: 'NotFoundError' } });
    const ownSearch = await outsider.client.graphql(`query ($q: String!) { viewer { ownPrompts(query: $q) { totalCount } } }`, { q: marker });
    expect(ownSearch.data?.viewer?.ownPrompts?.totalCount ?? 0).toBe(0);

    // Not even a member's API token: the team is session-only (schema/token-scopes.ts).
    const token = (await member.client.rest('POST', '/api/tokens', { name: 'Cursor', scopes: ['read'] })).body.token as string;
    const byToken = await new TestClient('en').request('POST', '/graphql', {
      body: { query: `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: [id, teamId] } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.body.data.nodes).toEqual([null, null]);

    // A member reads it through node(id:); once they leave, they do not.
    const read = async () => (await member.client.graphql(`query ($id: ID!) { node(id: $id) { ... on TeamPrompt { title } } }`, { id })).data.node;
    expect(await read()).toEqual({ title: `Secret ${marker}` });
    await member.client.rest('DELETE', `/api/team/members/${member.id}`);
    expect(await read()).toBeNull();
    expect((await member.client.rest('GET', '/api/team/prompts')).status).toBe(404);
  });

  it("keeps the owner of a team with members from deleting their account until they hand it over; a team of one goes with its owner", async () => {
    const owner = await teamOwner('es');
    const member = await joined(owner);
    const refused = await owner.client.rest('DELETE', '/api/account', { password: 'secret123' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Eres el dueño de un equipo con miembros: transfiere el equipo a otro miembro antes de eliminar tu cuenta.');
    expect(await prisma.user.count({ where: { id: owner.id } })).toBe(1);

    await owner.client.rest('DELETE', `/api/team/members/${member.id}`);
    expect((await owner.client.rest('DELETE', '/api/account', { password: 'secret123' })).status).toBe(204);
    expect(await prisma.team.count({ where: { id: owner.teamId } })).toBe(0);
  });

  it("counts in the owner's numbers only what a member did since joining", async () => {
    const owner = await teamOwner();
    const member = await registeredClient();
    await prisma.optimization.create({ data: { userId: member.id, originalContent: 'before', optimizedContent: 'x', options: {}, engine: 'local', durationMs: 1, createdAt: new Date(Date.now() - 60_000) } });
    const invited = await owner.client.rest('POST', '/api/team/invitations', { usernameOrEmail: member.username });
    await member.client.rest('POST', `/api/team/invitations/${invited.body.id}/accept`);
    await prisma.optimization.create({ data: { userId: member.id, originalContent: 'after', optimizedContent: 'x', options: {}, engine: 'local', durationMs: 1 } });
    const stats = await teamStats(owner.id);
    const mine = stats.months[0].optimizationsByMember.find((row) => row.userId === member.id);
    expect(mine?.optimizations).toBe(1);
  });
});
