/**
 * A small MercadoPago API for tests: the two endpoints the payment provider uses, spoken over real
 * HTTP so the official SDK runs unchanged (point `AppConfig.BASE_URL` of
 * `mercadopago/dist/utils/config` at `url`).
 *
 *   POST /checkout/preferences   records the body, answers { id, init_point, … }
 *   GET  /v1/payments/:id        answers a payment added with `addPayment`, else 404
 *
 * Both need `Authorization: Bearer <accessToken>` (401 otherwise). `failNext(status)` makes the
 * next request fail, as an outage would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  id: number;
  status: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
}

export interface FakeMercadoPago {
  url: string;
  /** Bodies of the preferences created, in order. */
  preferences: any[];
  /** Payment ids read through GET /v1/payments/:id, in order. */
  paymentReads: string[];
  addPayment(payment: FakePayment): void;
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startFakeMercadoPago(accessToken: string): Promise<FakeMercadoPago> {
  const preferences: any[] = [];
  const paymentReads: string[] = [];
  const payments = new Map<string, FakePayment>();
  let failures: number[] = [];

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${accessToken}`) return answer(401, { message: 'invalid access token', status: 401 });
    const failure = failures.shift();
    if (failure) return answer(failure, { message: 'scripted failure', status: failure });
    const path = (request.url ?? '').split('?')[0].replace(/\/$/, '');
    if (request.method === 'POST' && path === '/checkout/preferences') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      preferences.push(body);
      const id = `pref-${preferences.length}`;
      return answer(201, { id, init_point: `https://www.mercadopago.test/checkout/v1/redirect?pref_id=${id}`, ...body });
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && paymentPath) {
      paymentReads.push(paymentPath[1]);
      const payment = payments.get(paymentPath[1]);
      return payment ? answer(200, payment) : answer(404, { message: 'Payment not found', status: 404 });
    }
    answer(404, { message: `no route ${request.method} ${path}` });
  };
  const server = http.createServer((request, response) => {
    // A failing request (a body that is not JSON) is answered 500, not left an unhandled rejection that ends the test run.
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error), status: 500 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    preferences,
    paymentReads,
    addPayment: (payment) => void payments.set(String(payment.id), payment),
    failNext: (status) => {
      failures = [...failures, status];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
