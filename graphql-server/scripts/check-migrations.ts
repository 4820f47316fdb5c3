/**
 * npm run db:migration:check (for CI): fails when prisma/schema.prisma has changes that no migration
 * in prisma/migrations covers, or when the migrations do not apply on an empty database.
 */
import { readConfig } from '../config.ts';
import { pendingSchemaChanges, scratchMigrationFactory } from '../db/migrations.ts';

try {
  const missing = await pendingSchemaChanges(scratchMigrationFactory(readConfig().databaseUrl));
  if (missing) {
    console.error('prisma/schema.prisma has changes that no migration covers.');
    console.error('Create one with: npm run db:migration:create -- <name>');
    console.error(`\nThe SQL it would contain:\n\n${missing}`);
    process.exitCode = 1;
  } else {
    console.log('Migrations are up to date with prisma/schema.prisma.');
  }
} catch (error) {
  console.error('Could not check the migrations:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// The schema engine and PGlite leave timers running.
process.exit();
