/**
 * A bystander client on its own thread: it keeps sending one request at a time to a server until
 * stopped, and reports each latency. On its own thread, so a blocked event loop in the process where
 * the server runs (the bench's child, a test) delays its answers, not its requests.
 */
import { Worker } from 'node:worker_threads';

const source = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, path, cookie, pauseMs } = workerData;
let stopping = false;
parentPort.on('message', () => { stopping = true; });
const latencies = [];
const get = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const request = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { cookie, 'accept-language': 'en' } }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
  });
  request.on('error', reject);
});
(async () => {
  while (!stopping) {
    latencies.push(await get());
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  parentPort.postMessage(latencies);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface BystanderSample {
  status: number;
  ms: number;
}

export function startBystander(options: { port: number; path: string; cookie?: string; pauseMs?: number }) {
  const worker = new Worker(source, { eval: true, workerData: { cookie: '', pauseMs: 10, ...options } });
  const result = new Promise<BystanderSample[]>((resolve, reject) => {
    worker.once('message', (message: BystanderSample[] | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
  return {
    /** Stops after the request in flight and returns every sample. */
    stop: () => {
      worker.postMessage('stop');
      return result;
    },
  };
}
