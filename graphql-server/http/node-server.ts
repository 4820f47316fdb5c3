import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { languageFromAcceptLanguage, translate } from '../i18n/messages.ts';
import type { App } from './app.ts';

/** A Host header must be a host name or address with an optional port; "a b" or port 99999 names no server. */
function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const parts = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::(\d{1,5}))?$/i.exec(host);
  return parts !== null && (parts[1] === undefined || Number(parts[1]) <= 65535);
}

/**
 * An early answer (413, 403) leaves the rest of the body on the wire: it is read and dropped so the
 * keep-alive connection can carry the next request. @hono/node-server drains too, but only after the
 * response's close and two timer turns, and while the body's ReadableStream still listens: that
 * stream pauses the request on every chunk, the drain stalls, and its 500 ms timeout closes the
 * connection (honojs/node-server#327). Dropping the stream's listener first lets the drain run.
 */
function dropUnreadBody(incoming: IncomingMessage): void {
  if (incoming.readableEnded) return;
  incoming.removeAllListeners('data');
  incoming.resume();
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default is shorter than the idle
 * pools of proxies and HTTP clients (a load balancer's 60 s): a client that reuses a connection just
 * as the server closes it gets ECONNRESET. The server must outlast its clients, not the other way.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Serves the app over Node's HTTP server through @hono/node-server, which also aborts the request's
 * signal when the client goes away.
 */
export function startHttpServer(app: App, port: number): Promise<Server> {
  const listener = getRequestListener((request, env) => app.fetch(request, env.incoming.socket.remoteAddress ?? 'unknown'));
  const server = createServer((incoming, outgoing) => {
    if (isValidHost(incoming.headers.host)) {
      outgoing.once('finish', () => dropUnreadBody(incoming));
      return void listener(incoming, outgoing);
    }
    // No request URL can be built from such a Host: answered here, as the app answers a malformed request.
    const language = languageFromAcceptLanguage(incoming.headers['accept-language'] ?? null);
    outgoing.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    outgoing.end(JSON.stringify({ message: translate('http.invalidHost', language), code: 'BAD_REQUEST' }));
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's advice: a request's headers may take longer than the idle timeout, so the next request's are not cut short.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
