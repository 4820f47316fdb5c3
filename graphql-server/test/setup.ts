/**
 * Vitest setupFiles entry of the server tests. Every test file gets its own empty database (see
 * ./database.ts) and data directory, migrated before its tests run and deleted after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './database.ts';

const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-test-'));
process.env.DATABASE_URL = database.url;
process.env.DATA_DIR = dataDir;

// Imported only now: graphql-server/config.ts reads the environment when first imported.
const { connectDatabase, disconnectDatabase } = await import('../db/client.ts');

beforeAll(async () => {
  await connectDatabase();
});

afterAll(async () => {
  await disconnectDatabase();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
