/**
 * npm run db:migration:create -- <name>
 * Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with what prisma/schema.prisma adds
 * to the existing migrations. Diffs on a shadow database: in-memory PGlite, or beside the PostgreSQL
 * database when DATABASE_URL names one.
 */
import path from 'node:path';
import { readConfig } from '../config.ts';
import { createMigration, scratchMigrationFactory } from '../db/migrations.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration:create -- <name>');
  process.exit(1);
}

try {
  const directory = await createMigration(scratchMigrationFactory(readConfig().databaseUrl), name);
  if (directory) {
    console.log(`Created ${path.relative(process.cwd(), path.join(directory, 'migration.sql'))}`);
    console.log('Review it before committing: the engine does not warn about data loss here.');
  } else {
    console.log('No changes: the migrations already match prisma/schema.prisma.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// The schema engine and PGlite leave timers running.
process.exit();
