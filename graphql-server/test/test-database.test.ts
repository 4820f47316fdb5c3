import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrations.ts';

// Before this file's first query (setup.ts has run, the database has not opened).
const fileStarted = new Date();

describe("a test file's database", () => {
  it('is a copy of the database the run migrated once, not migrated for this file', async () => {
    const committed = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const applied = await prisma.$queryRaw<{ migration_name: string; finished_at: Date }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL ORDER BY migration_name`;
    expect(applied.map((row) => row.migration_name)).toEqual(committed.sort());
    for (const { finished_at } of applied) expect(finished_at.getTime()).toBeLessThan(fileStarted.getTime());
  });
});
