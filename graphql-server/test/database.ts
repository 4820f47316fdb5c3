/**
 * Databases for tests: in-memory PGlite by default, or databases created on the PostgreSQL server
 * named by TEST_POSTGRES_URL (see scripts/start-test-postgres.sh).
 *
 * Migrating takes seconds, so a run migrates one database (createMigratedSource, in vitest's
 * globalSetup) and every test file gets a copy of it (createTestDatabase): in-memory PGlite loads
 * the migrated one's data-directory dump, PostgreSQL copies the migrated one as a template.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { applyMigrations, openPGlite, openScratchPGlite, pgliteMigrationFactory, postgresMigrationFactory, runOnServer } from '../db/migrations.ts';

/** A PostgreSQL server's maintenance database URL; unset means tests run on PGlite. */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL || undefined;

/** The migrated database of a run: a PGlite dump file, or a database name on TEST_POSTGRES_URL's server. */
export interface MigratedSource {
  /** What createTestDatabase copies; a string, to pass from vitest's globalSetup to the test files. */
  source: string;
  drop(): Promise<void>;
}

export interface TestDatabase {
  /** A DATABASE_URL for it. */
  url: string;
  /** For connectDatabase's `pgliteDumpFile` (PGlite only). */
  pgliteDumpFile?: string;
  drop(): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(testPostgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const server = testPostgresUrl!;
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await runOnServer(server, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return { name, url: databaseUrl(name), drop: () => runOnServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Migrates a new database: the one every test file of the run starts from. */
export async function createMigratedSource(): Promise<MigratedSource> {
  if (!testPostgresUrl) {
    const db = await openPGlite();
    try {
      await applyMigrations(pgliteMigrationFactory(db));
      // Written out, the copies start without WAL to replay: about 50 ms less CPU per file's open
      // (515 against 565 ms, 16 opens each, 27 Nov 2026).
      await db.query('CHECKPOINT');
      const directory = await mkdtemp(path.join(os.tmpdir(), 'promptario-migrated-'));
      const file = path.join(directory, 'pglite.tar');
      // Uncompressed: loading it is a second faster than a gzipped one, for 40 MB of temp file.
      await writeFile(file, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
      return { source: file, drop: () => rm(directory, { recursive: true, force: true }) };
    } finally {
      await db.close();
    }
  }
  const database = await createDatabase('promptario_template');
  await applyMigrations(postgresMigrationFactory(database.url));
  // A template must have no sessions while it is copied; this also keeps any from starting.
  await runOnServer(testPostgresUrl, `ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS false`);
  return { source: database.name, drop: database.drop };
}

/** A copy of the migrated database `source` (see createMigratedSource), for one test file. */
export async function createTestDatabase(source: string): Promise<TestDatabase> {
  if (!testPostgresUrl) return { url: 'memory://', pgliteDumpFile: source, drop: async () => {} };
  return createDatabase('promptario_test', source);
}

/**
 * PGlite only: puts a copy of the run's migrated database (`source`, see createMigratedSource) in
 * the new PGlite directory `directory`, where a server or script started on it finds every
 * migration applied. Loading it takes under a second of CPU; creating and migrating a data
 * directory from zero in a child process, seconds (database-client.test.ts checks that path once).
 */
export async function seedPGliteDirectory(directory: string, source: string): Promise<void> {
  const db = await openPGlite(directory, await readFile(source));
  await db.close();
}

export interface ScratchDatabase {
  /** For the migration functions. */
  factory: SqlMigrationAwareDriverAdapterFactory;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/** An empty database besides the test file's own, for tests that migrate by hand. */
export async function openScratchDatabase(): Promise<ScratchDatabase> {
  if (!testPostgresUrl) {
    const db = await openScratchPGlite();
    return {
      factory: pgliteMigrationFactory(db),
      query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const database = await createDatabase('promptario_test');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    factory: postgresMigrationFactory(database.url),
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}
