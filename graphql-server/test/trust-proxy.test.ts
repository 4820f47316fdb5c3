/**
 * TRUST_PROXY over real sockets (issue 18): the client address every limit keys on, the Secure
 * cookie and the page URLs follow X-Forwarded-For / X-Forwarded-Proto only from trusted proxies.
 * Requests leave from 127.0.0.x (Linux routes all of 127/8 to loopback), so the socket address
 * itself tells the clients apart.
 */
import http from 'node:http';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { prisma } from '../db/client.ts';
import { createPromptarioApp } from '../http/create-app.ts';
import { limitKeyOf } from '../http/client-address.ts';
import { startHttpServer } from '../http/node-server.ts';
import { StaticSite } from '../http/static-files.ts';
import { testSessionSecret } from './client.ts';

let direct: http.Server;
let behindProxy: http.Server;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'promptario-proxy-'));
  await writeFile(path.join(dir, 'index.html'), await readFile(new URL('../../web/index.html', import.meta.url), 'utf8'));
  const site = await StaticSite.load(dir);
  direct = await startHttpServer(await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, site }), 0);
  behindProxy = await startHttpServer(await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, site, trustProxy: 1 }), 0);
});

afterAll(async () => {
  await Promise.all([direct, behindProxy].map((server) => new Promise((resolve) => server.close(resolve))));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(server: http.Server, options: { method?: string; path: string; from: string; headers?: Record<string, string>; body?: unknown }): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: options.from,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: { 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let counter = 0;
function signUp(server: http.Server, from: string, headers: Record<string, string> = {}) {
  counter += 1;
  const username = `proxied${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return send(server, { method: 'POST', path: '/api/register', from, headers, body: { username, email: `${username}@example.com`, password: 'secret123' } });
}

/** The address recorded on the session a sign-up started: the client address the server settled on. */
async function sessionAddress(answer: Answer): Promise<string | null> {
  const { id } = JSON.parse(answer.text) as { id: number };
  return (await prisma.session.findFirstOrThrow({ where: { userId: id } })).ipAddress;
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const isSecure = (answer: Answer) => (answer.headers['set-cookie'] ?? []).some((cookie) => /;\s*Secure\b/i.test(cookie));

describe('without TRUST_PROXY (the default)', () => {
  it('ignores a forged X-Forwarded-For: one socket address is one client, whatever each request claims', async () => {
    const answers = [];
    for (let index = 1; index <= 6; index += 1) answers.push(await signUp(direct, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${index}` }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5].headers['retry-after']).toMatch(/^\d+$/);
    expect(await sessionAddress(answers[0])).toMatch(/(^|:)127\.0\.0\.2$/);
    // Another socket address is another client.
    expect((await signUp(direct, '127.0.0.3', { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
  });

  it('ignores a forged X-Forwarded-Proto: the cookie is not Secure and page URLs stay http', async () => {
    const answer = await signUp(direct, '127.0.0.4', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^promptario_session=/)]);
    expect(isSecure(answer)).toBe(false);
    const page = await send(direct, { path: '/', from: '127.0.0.4', headers: { host: 'promptario.example', 'x-forwarded-proto': 'https' } });
    expect(canonical(page.text)).toBe('http://promptario.example/');
  });
});

describe('with TRUST_PROXY=1', () => {
  it('keys the limits on the address the proxy appended, so addresses a client prepends change nothing', async () => {
    const answers = [];
    for (let index = 1; index <= 6; index += 1) {
      answers.push(await signUp(behindProxy, '127.0.0.5', { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.70` }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await sessionAddress(answers[0])).toBe('203.0.113.70');
    // Another client behind the same proxy (same socket address) is not limited with the first.
    const other = await signUp(behindProxy, '127.0.0.5', { 'x-forwarded-for': '203.0.113.71' });
    expect(other.status).toBe(201);
    expect(await sessionAddress(other)).toBe('203.0.113.71');
    // Without the header (a request that did not come through the proxy) the socket is the client.
    const local = await signUp(behindProxy, '127.0.0.5');
    expect(await sessionAddress(local)).toMatch(/(^|:)127\.0\.0\.5$/);
  });

  it('counts the addresses of one IPv6 /64 network as one client, and an IPv4 address written as IPv6 as that address', async () => {
    const answers = [];
    for (let index = 1; index <= 6; index += 1) answers.push(await signUp(behindProxy, '127.0.0.5', { 'x-forwarded-for': `2001:db8:7:1::${index}` }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await signUp(behindProxy, '127.0.0.5', { 'x-forwarded-for': '2001:db8:7:2::1' })).status).toBe(201);
    expect(limitKeyOf('2001:0db8:0007:0001:aaaa::1')).toBe('2001:db8:7:1::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
  });

  it('follows X-Forwarded-Proto: https for the Secure cookie and the page URLs', async () => {
    const answer = await signUp(behindProxy, '127.0.0.6', { 'x-forwarded-for': '203.0.113.80', 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(201);
    expect(isSecure(answer)).toBe(true);
    expect(isSecure(await signUp(behindProxy, '127.0.0.6', { 'x-forwarded-for': '203.0.113.81', 'x-forwarded-proto': 'http' }))).toBe(false);
    const page = await send(behindProxy, { path: '/', from: '127.0.0.6', headers: { host: 'promptario.example', 'x-forwarded-proto': 'https' } });
    expect(canonical(page.text)).toBe('https://promptario.example/');
  });

  it('falls back to the socket address for a malformed X-Forwarded-For, never a 500', async () => {
    for (const forwarded of ['not-an-address', '203.0.113.90, ', '203.0.113.90:8080', ' , ,']) {
      const answer = await signUp(behindProxy, '127.0.0.7', { 'x-forwarded-for': forwarded });
      expect(answer.status).toBe(201);
      expect(await sessionAddress(answer)).toMatch(/(^|:)127\.0\.0\.7$/);
    }
    expect((await signUp(behindProxy, '127.0.0.7', { 'x-forwarded-for': 'still-not-one' })).status).toBe(201);
    expect((await signUp(behindProxy, '127.0.0.7', { 'x-forwarded-for': 'nor-this' })).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxies, 0 when unset, and a start-up error otherwise', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const value of ['yes', 'true', '-1', '1.5', '11']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must be the number of reverse proxies in front of the server, 0 to 10, got "${value}"`);
    }
  });
});
