/**
 * npm run renewals: the renewal check for a daily cron, on the configured database (DATABASE_URL,
 * else the PGlite database under DATA_DIR; PGlite is single-process, so while the server runs on it
 * use POST /api/subscription/check-renewals instead). Prints the result as JSON.
 */
import { readConfig } from '../config.ts';
import { connectDatabase, disconnectDatabase } from '../db/client.ts';
import { checkRenewals } from '../services/subscriptions.ts';

try {
  await connectDatabase(readConfig());
  console.log(JSON.stringify(await checkRenewals()));
} catch (error) {
  console.error('The renewal check failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await disconnectDatabase().catch(() => undefined);
}
// PGlite and the migration engine leave timers running.
process.exit();
