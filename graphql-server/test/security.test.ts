/** Cross-origin policy, security headers and JSON bodies for every HTTP error. */
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPromptarioApp } from '../http/create-app.ts';
import { StaticSite } from '../http/static-files.ts';
import { registeredClient, TestClient, testSessionSecret } from './client.ts';

const viewerEmail = `/graphql?query=${encodeURIComponent('{ viewer { email } }')}`;

describe('CORS', () => {
  it('does not share a credentialed /graphql answer with another origin', async () => {
    const { client } = await registeredClient();
    const response = await client.request('GET', viewerEmail, { headers: { origin: 'http://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await client.request('OPTIONS', '/graphql', {
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('allows the origins of CORS_ORIGINS, with credentials, for GraphQL and REST', async () => {
    const app = await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, corsOrigins: ['https://partner.example'] });
    const headers = { host: 'localhost', origin: 'https://partner.example', 'content-type': 'application/json' };
    const preflight = await app.fetch(new Request('http://localhost/graphql', { method: 'OPTIONS', headers: { ...headers, 'access-control-request-method': 'POST' } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const query = await app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ __typename }' }) }));
    expect(query.status).toBe(200);
    expect(query.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const login = await app.fetch(new Request('http://localhost/api/login', { method: 'POST', headers, body: JSON.stringify({ username: 'nobody', password: 'wrong-pass' }) }));
    expect(login.status).toBe(401);
    expect(login.headers.get('access-control-allow-origin')).toBe('https://partner.example');

    const evil = await app.fetch(new Request('http://localhost/api/login', { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, body: '{}' }));
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  it('marks API answers private and unsniffable, with a policy that forbids framing', async () => {
    for (const response of [
      await new TestClient().rest('GET', '/api/user'),
      await new TestClient().request('POST', '/graphql', { body: { query: '{ __typename }' } }),
      await new TestClient().rest('GET', '/api/nothing-here'),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('gives GraphiQL (development only) a policy of its own that still forbids framing', async () => {
    const app = await createPromptarioApp({ sessionSecret: testSessionSecret, development: true });
    const page = await app.fetch(new Request('http://localhost/graphql', { headers: { host: 'localhost', accept: 'text/html' } }));
    expect(await page.text()).toContain('GraphiQL');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://unpkg.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("serves the built client under a policy that allows its own inline script by hash and nothing else's", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'promptario-site-'));
    const inline = "document.documentElement.lang = 'es';";
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/app.js"></script></head></html>`);
    const site = await StaticSite.load(dir);
    const app = await createPromptarioApp({ sessionSecret: testSessionSecret, development: false, site });
    const page = await app.fetch(new Request('http://localhost/library', { headers: { host: 'localhost' } }));
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('JSON bodies for 406 and 415', () => {
  it('answers an unacceptable Accept on /graphql with a translated JSON 406', async () => {
    const response = await new TestClient('en').request('POST', '/graphql', { body: { query: '{ __typename }' }, headers: { accept: 'application/xml' } });
    expect(response).toMatchObject({ status: 406, body: { message: expect.stringMatching(/^None of the accepted formats/) } });
  });

  it('answers a POST to /graphql without a JSON body with a translated JSON 415', async () => {
    const response = await new TestClient('es').request('POST', '/graphql', { headers: { 'content-type': 'text/plain' } });
    expect(response).toMatchObject({ status: 415, body: { message: 'Envía los datos como JSON (Content-Type: application/json)' } });
  });
});
