import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase, testPostgresUrl, type ScratchDatabase } from './database.ts';
import { prisma } from '../db/client.ts';
import { applyMigrations, createMigration, MIGRATIONS_DIR, openScratchPGlite, pendingSchemaChanges, SCHEMA_PATH, scratchMigrationFactory } from '../db/migrations.ts';

const committedMigrations = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let scratch: ScratchDatabase;
let tempDir: string;
beforeAll(async () => {
  scratch = await openScratchDatabase();
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-migrations-'));
});
afterAll(async () => {
  await scratch.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A migrations folder with the committed migrations and `extra` ones, { name: sql }. */
async function migrationsFolder(name: string, extra: Record<string, string> = {}): Promise<string> {
  const folder = path.join(tempDir, name);
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  for (const [migration, sql] of Object.entries(extra)) {
    await mkdir(path.join(folder, migration), { recursive: true });
    await writeFile(path.join(folder, migration, 'migration.sql'), sql);
  }
  return folder;
}

describe('applying migrations', () => {
  it('applies every migration to an empty database, then nothing the second time', async () => {
    expect(await applyMigrations(scratch.factory)).toEqual(committedMigrations);

    const tables = await scratch.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(['User', 'Prompt', 'Category', '_prisma_migrations']));
    const rows = await scratch.query<{ migration_name: string; applied_steps_count: number }>(
      `SELECT migration_name, applied_steps_count FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(committedMigrations);

    expect(await applyMigrations(scratch.factory)).toEqual([]);
  });

  it('on a restart with nothing to apply, only reads the migrations table (the engine stays unloaded)', async () => {
    await applyMigrations(scratch.factory);
    const statements: string[] = [];
    const counting: SqlMigrationAwareDriverAdapterFactory = {
      ...scratch.factory,
      connect: async () => {
        const adapter = await scratch.factory.connect();
        return {
          ...adapter,
          queryRaw: (query) => (statements.push(query.sql), adapter.queryRaw(query)),
          executeRaw: (query) => (statements.push(query.sql), adapter.executeRaw(query)),
          executeScript: (script) => (statements.push(script), adapter.executeScript(script)),
          startTransaction: (level) => (statements.push('BEGIN'), adapter.startTransaction(level)),
          dispose: () => adapter.dispose(),
        };
      },
    };

    expect(await applyMigrations(counting)).toEqual([]);
    expect(statements).toEqual([expect.stringMatching(/^SELECT migration_name FROM _prisma_migrations/)]);
  });

  it('migrated the test database on connect', async () => {
    const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(rows.map((row) => row.migration_name)).toEqual(committedMigrations);
  });

  it('does not record a failing migration as applied, leaves nothing of it, and reports the SQL error', async () => {
    const broken = '29990101000000_broken';
    const folder = await migrationsFolder('broken', {
      [broken]: 'CREATE TABLE "HalfDone" ("id" INTEGER);\nALTER TABLE "NoSuchTable" ADD COLUMN "x" INTEGER;\n',
    });

    const failure = applyMigrations(scratch.factory, folder);
    await expect(failure).rejects.toThrow(broken);
    await expect(failure).rejects.toThrow('relation "NoSuchTable" does not exist');
    const recorded = await scratch.query<{ finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT finished_at, rolled_back_at FROM _prisma_migrations WHERE migration_name = '${broken}'`,
    );
    expect(recorded).toEqual([{ finished_at: null, rolled_back_at: expect.any(Date) }]);
    expect(await scratch.query(`SELECT to_regclass('"HalfDone"') AS half_done`)).toEqual([{ half_done: null }]);

    // Once fixed, the next apply retries it.
    await writeFile(path.join(folder, broken, 'migration.sql'), 'CREATE TABLE "HalfDone" ("id" INTEGER);\n');
    expect(await applyMigrations(scratch.factory, folder)).toEqual([broken]);
  });
});

describe('creating migrations', () => {
  const factory = () => scratchMigrationFactory(testPostgresUrl);

  it('finds nothing missing from the committed migrations', async () => {
    expect(await pendingSchemaChanges(factory())).toBe('');
  });

  it('writes a timestamped migration with what the schema adds, and nothing when there is nothing to add', async () => {
    const migrationsDir = await migrationsFolder('create');
    const schemaPath = path.join(tempDir, 'schema.prisma');
    const schema = await readFile(SCHEMA_PATH, 'utf8');
    await writeFile(schemaPath, `${schema}\nmodel Widget {\n  id Int @id @default(autoincrement())\n}\n`);

    const created = await createMigration(factory(), 'Add widgets!', { migrationsDir, schemaPath });
    expect(path.basename(created ?? '')).toMatch(/^\d{14}_add_widgets$/);
    expect(await readFile(path.join(created ?? '', 'migration.sql'), 'utf8')).toContain('CREATE TABLE "Widget"');
    // The hand-written search indexes are not Prisma's, and a diff must leave them alone.
    expect(await readFile(path.join(created ?? '', 'migration.sql'), 'utf8')).not.toContain('DROP');

    expect(await createMigration(factory(), 'again', { migrationsDir, schemaPath })).toBeNull();
  });
});

describe('an in-memory PGlite', () => {
  it('starts with 16 MB of shared buffers, not the 128 MB initdb writes', async () => {
    const db = await openScratchPGlite();
    try {
      expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await db.close();
    }
  });
});
