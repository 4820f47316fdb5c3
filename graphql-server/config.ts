import path from 'node:path';
import { username } from '../shared/rules.ts';
import type { EngineConfig } from './services/engine/index.ts';
import type { PaymentsConfig } from './services/payments/index.ts';

/** "https://a.example, http://localhost:5173" → their normalized origins; a malformed entry is a startup error. */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null') throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com, got "${entry}"`);
      return origin;
    });
}

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
  /** Reverse proxies in front of the server whose X-Forwarded-For/-Proto are believed (TRUST_PROXY); 0 believes none. */
  trustProxy: number;
  /** The optimizer's engine: openai when OPENAI_API_KEY is set (PROMPT_ENGINE overrides), else the embedded local one. */
  engine: EngineConfig;
  /** Which payment providers take payments, and where their pages and webhooks are reached. */
  payments: PaymentsConfig;
  /** Bearer token of POST /api/subscription/check-renewals (RENEWALS_TOKEN); unset turns token access off. */
  renewalsToken: string | undefined;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function readTrustProxy(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!/^\d+$/.test(value) || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of reverse proxies in front of the server, 0 to 10, got "${value}"`);
  }
  return hops;
}

function readEngine(env: NodeJS.ProcessEnv): EngineConfig {
  const choice = env.PROMPT_ENGINE || (env.OPENAI_API_KEY ? 'openai' : 'local');
  if (choice === 'local') return { name: 'local' };
  if (choice !== 'openai') throw new Error(`PROMPT_ENGINE must be "local" or "openai", got "${choice}"`);
  if (!env.OPENAI_API_KEY) {
    throw new Error('PROMPT_ENGINE=openai needs OPENAI_API_KEY (any value for an endpoint without keys, such as Ollama)');
  }
  const baseUrl = env.OPENAI_BASE_URL || undefined;
  if (baseUrl !== undefined && !/^https?:\/\/./.test(baseUrl)) {
    throw new Error(`OPENAI_BASE_URL must be a URL such as http://localhost:11434/v1, got "${baseUrl}"`);
  }
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS || 30_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`OPENAI_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${env.OPENAI_TIMEOUT_MS}"`);
  }
  return { name: 'openai', apiKey: env.OPENAI_API_KEY, baseUrl, model: env.OPENAI_MODEL || 'gpt-4o-mini', timeoutMs };
}

function readPayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const publicUrl = (env.PUBLIC_URL || '').replace(/\/+$/, '');
  if (publicUrl !== '' && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be the site's origin such as https://promptario.example.com, got "${publicUrl}"`);
  }
  let mercadopago: PaymentsConfig['mercadopago'] = null;
  if (env.MERCADOPAGO_ACCESS_TOKEN) {
    if (!env.MERCADOPAGO_WEBHOOK_SECRET) throw new Error('MERCADOPAGO_ACCESS_TOKEN needs MERCADOPAGO_WEBHOOK_SECRET (the webhook signature secret of your MercadoPago application)');
    if (!publicUrl) throw new Error('MERCADOPAGO_ACCESS_TOKEN needs PUBLIC_URL: MercadoPago returns buyers to it and sends its webhooks there');
    mercadopago = { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET };
  }
  // The sandbox grants plans without money: on by default only in development while no real
  // provider is configured; a production server runs it only when the operator asks explicitly.
  const sandboxSetting = env.PAYMENT_SANDBOX || (mercadopago || env.NODE_ENV === 'production' ? 'off' : 'on');
  if (sandboxSetting !== 'on' && sandboxSetting !== 'off') throw new Error(`PAYMENT_SANDBOX must be "on" or "off", got "${sandboxSetting}"`);
  return { publicUrl, sandbox: sandboxSetting === 'on', mercadopago };
}

/** The warning a production server prints at every start while its sandbox gives plans away; null otherwise. */
export function sandboxInProductionWarning(config: Pick<Config, 'isProduction' | 'payments'>): string | null {
  if (!config.isProduction || !config.payments.sandbox) return null;
  return (
    '!!! WARNING: PAYMENT_SANDBOX=on on a production server (NODE_ENV=production). The built-in TEST checkout is offered: ' +
    'any user can give themselves any paid plan without paying. Unset PAYMENT_SANDBOX unless this server is a demo. !!!'
  );
}

/** The admin signs in like anyone else, so their name follows the sign-up rules. */
function readAdminUsername(value: string | undefined): string {
  const name = value || 'admin';
  if (!username.safeParse(name).success) {
    throw new Error(`ADMIN_USERNAME must be 3-40 letters, digits, dots, hyphens or underscores, got "${name}"`);
  }
  return name;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    isProduction: env.NODE_ENV === 'production',
    port: readPort(env.PORT),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    adminUsername: readAdminUsername(env.ADMIN_USERNAME),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join('dist', 'web')),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    engine: readEngine(env),
    payments: readPayments(env),
    renewalsToken: env.RENEWALS_TOKEN || undefined,
  };
}
