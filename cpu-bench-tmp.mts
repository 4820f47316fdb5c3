// Throwaway: server CPU per request for GET /api/prompts/all?limit=20 (signed in), two builds interleaved.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const builds = { after: process.env.AFTER || '/work/main', before: '/tmp/pre-hono' } as const;
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };

async function start(dir: string, port: number) {
  const data = mkdtempSync(path.join(os.tmpdir(), 'cpu-bench-'));
  const child = spawn('node', ['dist/server/main.js'], { cwd: dir, env: { ...process.env, PORT: String(port), DATA_DIR: data, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX: 'on', ADMIN_PASSWORD: 'adminadmin1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  for (let i = 0; i < 300 && !out.includes('running at'); i++) await new Promise((r) => setTimeout(r, 200));
  if (!out.includes('running at')) throw new Error(out);
  const origin = `http://127.0.0.1:${port}`;
  const res = await fetch(`${origin}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: 'bencher', email: 'b@example.com', password: 'secret123' }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`register ${res.status} ${await res.text()}`);
  return { child, origin, cookie };
}

const N = Number(process.env.N || 3000);
const results: Record<string, { cpu: number; req: number; rps: number }[]> = { after: [], before: [] };
const servers = { after: await start(builds.after, 4101), before: await start(builds.before, 4102) };
for (const s of Object.values(servers)) await autocannon({ url: `${s.origin}/api/prompts/all?limit=20`, headers: { cookie: s.cookie }, amount: 500, connections: 4 });
for (let round = 0; round < Number(process.env.ROUNDS || 3); round++) {
  for (const name of ['after', 'before'] as const) {
    const s = servers[name];
    const c0 = ticks(s.child.pid!);
    const r = await autocannon({ url: `${s.origin}/api/prompts/all?limit=20`, headers: { cookie: s.cookie }, amount: N, connections: 4 });
    const cpu = ticks(s.child.pid!) - c0;
    const ok = r['2xx'];
    results[name].push({ cpu: cpu / ok, req: ok, rps: r.requests.average });
    console.log(name, round, `${(cpu / ok).toFixed(2)} ms CPU/request`, `${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.requests.average} req/s, load ${os.loadavg()[0].toFixed(1)}`);
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const a = mean(results.after.map((x) => x.cpu)), b = mean(results.before.map((x) => x.cpu));
console.log(`CPU per request: after ${a.toFixed(2)} ms, before ${b.toFixed(2)} ms; throughput ratio from CPU (before/after) ${(b / a).toFixed(2)}`);
for (const s of Object.values(servers)) s.child.kill();
