import { createServer, type Server } from 'node:http';
import { createServerAdapter, Response } from '@whatwg-node/server';
import type { App } from './app.ts';

/**
 * Serves the app over Node's HTTP server through @whatwg-node/server, Yoga's own adapter: it streams
 * request bodies into fetch Requests and drains whatever the app leaves unread, so an early answer
 * (e.g. 413) keeps the keep-alive connection usable.
 */
export function startHttpServer(app: App, port: number): Promise<Server> {
  const adapter = createServerAdapter<{ req: { socket: { remoteAddress?: string } } }>(async (request, context) => {
    try {
      return await app.fetch(request, context.req.socket.remoteAddress ?? 'unknown');
    } catch (error) {
      // The app answers its own failures; this is the last resort, and the adapter's default
      // answer would show the stack trace to the client.
      console.error('Request failed:', error);
      return new Response('{"message":"Internal error","code":"INTERNAL"}', { status: 500, headers: { 'content-type': 'application/json' } });
    }
  });
  // The adapter answers its own failures (above): nothing is left to wait for.
  const server = createServer((request, response) => void adapter(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
