/** The footer's server side: contact messages (stored, validated, rate-limited, admin-only) and the live service status. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { createLocalEngine } from '../services/engine/local/index.ts';
import { EngineError, type PromptEngine } from '../services/engine/types.ts';
import { checkServices } from '../services/status.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';

let addressCounter = 0;
/** Each test sends from its own address, so the per-address limit of one does not reach another. */
const freshAddress = () => `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const valid = { name: 'Ana Pérez', email: 'ana@example.com', subject: 'support', message: 'My optimizer page shows no credits left.' };
const send = `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) {
  __typename ... on Error { code message } ... on ValidationError { fieldErrors { field message } } ... on MutationSendContactMessageSuccess { data } } }`;
const list = `{ contactMessages(first: 10) { edges { node { name email subject message sender { username } } } } }`;

describe('sendContactMessage and POST /api/contact', () => {
  it('stores a visitor message (no account) and answers 201 over REST', async () => {
    const visitor = new TestClient('en', freshAddress());
    const message = `Visitor message ${Math.random()}`;
    expect(await visitor.rest('POST', '/api/contact', { ...valid, message })).toMatchObject({ status: 201, body: { success: true } });
    expect(await prisma.contactMessage.findFirst({ where: { message } })).toMatchObject({ name: 'Ana Pérez', subject: 'support', userId: null });
  });

  it('links a signed-in sender to the message', async () => {
    const { client, id } = await registeredClient({ language: 'en' });
    const message = `Member message ${Math.random()}`;
    const result = await client.graphql(send, { input: { ...valid, message } });
    expect(result.data.sendContactMessage).toEqual({ __typename: 'MutationSendContactMessageSuccess', data: true });
    expect(await prisma.contactMessage.findFirst({ where: { message } })).toMatchObject({ userId: id });
  });

  it("refuses invalid input with its messages, in the request's language, storing nothing", async () => {
    const before = await prisma.contactMessage.count();
    const english = new TestClient('en', freshAddress());
    const rest = await english.rest('POST', '/api/contact', { name: 'A', email: 'not-an-email', subject: 'general', message: 'short' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Name must be at least 2 characters');
    const spanish = new TestClient('es', freshAddress());
    const result = await spanish.graphql(send, { input: { ...valid, email: 'nope', message: 'corto' } });
    expect(result.data.sendContactMessage.fieldErrors).toEqual([
      { field: 'input.email', message: 'Introduce un correo electrónico válido' },
      { field: 'input.message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
    const subject = await english.rest('POST', '/api/contact', { ...valid, subject: 'spam' });
    expect(subject.status).toBe(400);
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it('allows 5 messages an hour per client address, then answers 429', async () => {
    const sender = new TestClient('en', freshAddress());
    for (let i = 0; i < 5; i += 1) expect((await sender.rest('POST', '/api/contact', valid)).status).toBe(201);
    const refused = await sender.rest('POST', '/api/contact', valid);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // An hour's wait is said in minutes, not as 3,6xx seconds.
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in (59|60) min\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await new TestClient('en', freshAddress()).rest('POST', '/api/contact', valid)).status).toBe(201);
  });

  it('lists messages newest first to an admin only', async () => {
    const message = `For the admin ${Math.random()}`;
    await new TestClient('en', freshAddress()).rest('POST', '/api/contact', { ...valid, message });
    const { client: user } = await registeredClient({ language: 'en' });
    const refused = await user.graphql(list);
    expect(refused.data?.contactMessages ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { client: admin, id } = await registeredClient({ language: 'en' });
    await prisma.user.update({ where: { id }, data: { role: 'ADMIN' } });
    const listed = await admin.graphql(list);
    expect(listed.data.contactMessages.edges[0].node).toEqual({ name: 'Ana Pérez', email: 'ana@example.com', subject: 'support', message, sender: null });
  });
});

describe('serviceStatus', () => {
  afterEach(() => vi.restoreAllMocks());
  const status = `{ serviceStatus { overall checkedAt services { service status } } }`;

  it('reports all six services operational on a healthy server, through GraphQL and /healthz?full=1', async () => {
    const app = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine: createLocalEngine() });
    const client = new TestClient('en', '127.0.0.1', () => app);
    const { data } = await client.graphql(status);
    expect(data.serviceStatus.overall).toBe('operational');
    expect(data.serviceStatus.services.map((s: { service: string }) => s.service)).toEqual([
      'authentication', 'optimizationEngine', 'promptLibrary', 'userManagement', 'subscription', 'search',
    ]);
    expect(new Date(data.serviceStatus.checkedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await client.rest('GET', '/healthz?full=1')).toMatchObject({ status: 200, body: { status: 'operational' } });
    expect(await client.rest('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('shows a stopped engine as an outage (and the whole as an outage) while the rest stays operational', async () => {
    const stopped: PromptEngine = {
      name: 'openai',
      optimize: () => Promise.reject(new EngineError('upstream', 'stopped')),
      analyze: () => Promise.reject(new EngineError('upstream', 'stopped')),
      check: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const app = createPromptarioApp({ sessionSecret: testSessionSecret, development: false, engine: stopped });
    const { data } = await new TestClient('en', '127.0.0.1', () => app).graphql(status);
    expect(data.serviceStatus.overall).toBe('outage');
    const byService = Object.fromEntries(data.serviceStatus.services.map((s: { service: string; status: string }) => [s.service, s.status]));
    expect(byService).toMatchObject({ optimizationEngine: 'outage', authentication: 'operational', search: 'operational' });
  });

  it('shows every database-backed service in outage when the database does not answer', async () => {
    vi.spyOn(prisma, '$queryRaw').mockRejectedValue(new Error('connection terminated'));
    const result = await checkServices(createLocalEngine());
    expect(result.overall).toBe('outage');
    expect(result.services.filter((s) => s.status === 'outage').map((s) => s.service)).toEqual([
      'authentication', 'promptLibrary', 'userManagement', 'subscription', 'search',
    ]);
    expect(result.services.find((s) => s.service === 'optimizationEngine')?.status).toBe('operational');
  });
});
