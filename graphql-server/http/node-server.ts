import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { maxBodyBytes, type App } from './app.ts';

/** Reads a request body, giving up once it is larger than the limit (the app answers 413 then). */
async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return Buffer.alloc(maxBodyBytes + 1);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  // A Host that makes no URL still reaches the app, which answers it with a 400.
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const url = `${URL.canParse(origin) ? origin : 'http://localhost'}${request.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(request)) : undefined,
  });
}

async function writeResponse(response: Response, target: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Responses are small JSON documents or in-memory files: buffering them keeps this adapter simple.
  const body = Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, headers);
  target.end(body);
}

export function startHttpServer(app: App, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    toFetchRequest(request)
      .then((fetchRequest) => app.fetch(fetchRequest, request.socket.remoteAddress ?? 'unknown'))
      .then((fetchResponse) => writeResponse(fetchResponse, response))
      .catch((error: unknown) => {
        console.error('Request failed:', error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"message":"Internal error"}');
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
