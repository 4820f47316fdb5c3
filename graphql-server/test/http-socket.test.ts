/** The HTTP layer over a real socket: the server listens on port 0 and requests share one keep-alive connection. */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpServer } from '../http/node-server.ts';
import { testApp } from './client.ts';

let server: http.Server;
let connections = 0;
let agent: http.Agent;

beforeAll(async () => {
  server = await startHttpServer(await testApp(), 0);
  server.on('connection', () => {
    connections += 1;
  });
});

beforeEach(() => {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});

afterEach(() => {
  agent.destroy();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface SocketResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** Writes raw bytes (for requests a well-behaved client cannot send) and returns the status line and body. */
function sendRaw(raw: string): Promise<{ statusLine: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const split = received.indexOf('\r\n\r\n');
      resolve({ statusLine: received.slice(0, received.indexOf('\r\n')), body: received.slice(split + 4) });
    });
  });
}

function send(method: string, path: string, body?: Buffer | Buffer[], headers: Record<string, string | number> = {}): Promise<SocketResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ port, method, path, agent, headers: { 'accept-language': 'en', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode!, headers: response.headers, body: text ? JSON.parse(text) : null });
      });
    });
    request.on('error', reject);
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk);
      request.end();
    } else {
      request.end(body);
    }
  });
}

const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, 'a');

describe('oversized bodies over a real keep-alive connection', () => {
  it('answers a 2 MB body (with Content-Length) with the 413 JSON message, and the same connection keeps working', async () => {
    const before = connections;
    const tooLarge = await send('POST', '/api/login', twoMegabytes, { 'content-type': 'application/json', 'content-length': twoMegabytes.length });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The request body is too large (at most 256 KB)' } });
    const next = await send('GET', '/api/user');
    expect(next).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const health = await send('GET', '/healthz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(connections - before).toBe(1);
  });

  it('answers a 2 MB chunked body (no Content-Length) to /graphql with 413, and the same connection keeps working', async () => {
    const before = connections;
    const chunks = Array.from({ length: 32 }, () => twoMegabytes.subarray(0, 64 * 1024));
    const tooLarge = await send('POST', '/graphql', chunks, { 'content-type': 'application/json' });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The request body is too large (at most 256 KB)' } });
    const next = await send('POST', '/graphql', Buffer.from(JSON.stringify({ query: '{ __typename }' })), { 'content-type': 'application/json' });
    expect(next).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    expect(connections - before).toBe(1);
  });
});

describe('idle keep-alive connections', () => {
  // Node closes an idle connection after 5 s by default; a client pool reusing it then gets ECONNRESET.
  it('stay open past Node\'s 5 s default, so a client that comes back after 6 s reuses its connection', async () => {
    const before = connections;
    expect((await send('GET', '/api/categories')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await send('GET', '/api/categories')).status).toBe(200);
    expect(connections - before).toBe(1);
  }, 20_000);
});

describe('failures at the socket layer', () => {
  it('never shows a stack trace, even for a request the app cannot parse (Host: a b)', async () => {
    const response = await sendRaw('GET /api/user HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n');
    expect(response.body).not.toMatch(/\bat .*\.[tj]s:\d+/);
    expect(response.body).not.toMatch(/TypeError/);
  });
});
