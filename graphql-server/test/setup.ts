/**
 * Vitest setupFiles entry of the server tests. Every test file gets its own empty database (see
 * ./database.ts) and data directory, migrated before its tests run and deleted after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readConfig } from '../config.ts';
import { connectDatabase, disconnectDatabase } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { countingConnection } from './query-count.ts';

const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-test-'));
// In the environment too, as a server would be started: tests check what it chose.
process.env.DATABASE_URL = database.url;
process.env.DATA_DIR = dataDir;

beforeAll(async () => {
  await connectDatabase({ ...readConfig(), wrapConnection: countingConnection });
});

afterAll(async () => {
  await disconnectDatabase();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
