/**
 * Vitest setupFiles entry of the server tests. Every test file gets its own database, a copy of
 * the run's migrated one (see ./database.ts), and data directory, deleted after its tests. The
 * database opens on the file's first query: a file without database work pays nothing for it.
 *
 * The integration project runs its files one after another in a worker (isolate: false in
 * vitest.config.ts): the libraries stay loaded, but each file gets the project's own modules afresh
 * (vi.resetModules, then the imports below), so its database client, caches and vi.mock calls are
 * its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SchemaBuilder from '@pothos/core';
import { afterAll, inject, vi } from 'vitest';

// The schema's own Pothos plugins register on the library's class, loaded once per worker, each
// time their module is evaluated: Pothos allows that for reloads.
SchemaBuilder.allowPluginReRegistration = true;
vi.resetModules();
const { readConfig } = await import('../config.ts');
const { connectDatabaseOnFirstUse, disconnectDatabase } = await import('../db/client.ts');
const { createTestDatabase } = await import('./database.ts');
const { countingConnection } = await import('./query-count.ts');

const database = await createTestDatabase(inject('migratedDatabase'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-test-'));
// In the environment too, as a server would be started: tests check what it chose.
process.env.DATABASE_URL = database.url;
process.env.DATA_DIR = dataDir;

connectDatabaseOnFirstUse({ ...readConfig(), wrapConnection: countingConnection, pgliteDumpFile: database.pgliteDumpFile });

afterAll(async () => {
  await disconnectDatabase();
  await database.drop();
  // Mail is sent after the answer (a sign-up does not wait for it): a message still being written
  // to the outbox can refill a folder rm just emptied, which maxRetries waits out.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});
