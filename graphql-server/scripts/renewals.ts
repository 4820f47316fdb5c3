/**
 * npm run renewals: the renewal check for a daily cron, on the configured database (DATABASE_URL,
 * else the PGlite database under DATA_DIR; PGlite is single-process, so while the server runs on it
 * use POST /api/subscription/check-renewals instead). Mails the plan notices (SMTP_URL, else the
 * outbox) and prints the result as JSON.
 */
import { readConfig } from '../config.ts';
import { connectDatabase, disconnectDatabase } from '../db/client.ts';
import { createMailer } from '../services/mail/index.ts';
import { checkRenewals } from '../services/subscriptions.ts';

const config = readConfig();
const mailer = createMailer(config.mail);
try {
  await connectDatabase(config);
  // Links in the notices need the site's address: PUBLIC_URL, else this machine's server.
  const siteOrigin = config.payments.publicUrl || `http://localhost:${config.port}`;
  const result = await checkRenewals({ mailer, siteOrigin });
  // The notices are out (or in the outbox) before the result, which stays the last line printed.
  await mailer.idle();
  console.log(JSON.stringify(result));
} catch (error) {
  console.error('The renewal check failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await disconnectDatabase().catch(() => undefined);
}
// PGlite and the migration engine leave timers running.
process.exit();
