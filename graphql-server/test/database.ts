/**
 * Databases for tests: in-memory PGlite by default, or databases created on the PostgreSQL server
 * named by TEST_POSTGRES_URL (see scripts/start-test-postgres.sh).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { openPGlite, pgliteMigrationFactory, postgresMigrationFactory, runOnServer } from '../db/migrations.ts';

/** A PostgreSQL server's maintenance database URL; unset means tests run on PGlite. */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL || undefined;

export interface TestDatabase {
  /** A DATABASE_URL for it. */
  url: string;
  drop(): Promise<void>;
}

/** A new empty database: memory://, or a uniquely named database on the TEST_POSTGRES_URL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testPostgresUrl) return { url: 'memory://', drop: async () => {} };
  const server = testPostgresUrl;
  const name = `promptario_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await runOnServer(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
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
    const db = await openPGlite();
    return {
      factory: pgliteMigrationFactory(db),
      query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const database = await createTestDatabase();
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
