import { mkdir } from 'node:fs/promises';
import { readConfig, sandboxInProductionWarning } from './config.ts';
import { connectDatabase, disconnectDatabase } from './db/client.ts';
import { createPromptarioApp } from './http/create-app.ts';
import { startHttpServer } from './http/node-server.ts';
import { loadSessionSecret } from './http/session.ts';
import { StaticSite } from './http/static-files.ts';
import { ensureAdmin } from './services/accounts.ts';
import { createPromptEngine } from './services/engine/index.ts';
import { createMailer } from './services/mail/index.ts';
import { createPayments } from './services/payments/index.ts';
import { seedLibrary } from './services/library-seed.ts';

/**
 * The request log: one line per request on stdout, written once per event-loop turn. Under load a
 * turn answers many requests, and a write to stdout (a file or a pipe) is a synchronous system call.
 */
function batchedLog(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    process.stdout.write(`${pending.join('\n')}\n`);
    pending = [];
  };
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await connectDatabase(config);
  if (database.appliedMigrations.length > 0) {
    console.log(`Applied ${database.appliedMigrations.length} migration(s): ${database.appliedMigrations.join(', ')}`);
  }

  const admin = await ensureAdmin({ username: config.adminUsername, password: config.adminPassword });
  if (admin.generatedPassword) {
    console.log(
      `\nCreated the admin account "${config.adminUsername}" with the one-time password: ${admin.generatedPassword}\n` +
        'Log in and change it in Configuración › Contraseña. It is not shown again.\n',
    );
  }

  const seeded = await seedLibrary();
  if (seeded.promptsAdded > 0) {
    console.log(`Loaded the shipped library: ${seeded.categoriesAdded} categories, ${seeded.promptsAdded} prompts.`);
  }

  const site = await StaticSite.load(config.webDistDir, { publicUrl: config.payments.publicUrl });
  if (!site) console.warn(`No built web client in ${config.webDistDir}: run \`npm run build\` to serve the app.`);
  const engine = createPromptEngine(config.engine);
  const sessionSecret = await loadSessionSecret(config.sessionSecret, config.dataDir);
  const payments = createPayments(config.payments, sessionSecret);
  const mailer = createMailer(config.mail);
  const app = await createPromptarioApp({
    sessionSecret,
    engine,
    payments,
    renewalsToken: config.renewalsToken,
    mailer,
    publicUrl: config.payments.publicUrl,
    development: !config.isProduction,
    site,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logRequest: batchedLog(),
  });
  const server = await startHttpServer(app, config.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Promptario is running at http://localhost:${port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}; ${engine.name} engine; payments: ${[...payments.providers.keys()].join(', ') || 'none, paid plans are not for sale'}; mail: ${mailer.description}; ready in ${Math.round(performance.now() - started)} ms)`,
  );

  const sandboxWarning = sandboxInProductionWarning(config);
  if (sandboxWarning) console.warn(sandboxWarning);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing connections and the database.`);
    server.close();
    server.closeIdleConnections();
    const forceClose = setTimeout(() => server.closeAllConnections(), 5000);
    forceClose.unref();
    // Mail already promised to people (a reset link) goes out before the database closes.
    await mailer.idle();
    await disconnectDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await disconnectDatabase().catch(() => undefined);
  process.exit(1);
});
