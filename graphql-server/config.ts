import path from 'node:path';
import { parseCorsOrigins } from './http/security.ts';

/** Every setting the server reads from the environment, with its default, in one place. */
export interface Config {
  /** production serves the built client and one log line per request; development adds GraphiQL. */
  isProduction: boolean;
  port: number;
  /** Where the embedded database, the generated session secret and the lock file live. */
  dataDir: string;
  /** postgresql://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** 32+ characters; generated once under dataDir when unset. */
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Served at / with SPA fallback when it exists. */
  webDistDir: string;
  /** Browser origins besides this server's own allowed to call the API with cookies (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    isProduction: env.NODE_ENV === 'production',
    port: readPort(env.PORT),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join('dist', 'web')),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}
