import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { username } from '../shared/rules.ts';
import type { EngineConfig } from './services/engine/index.ts';
import type { MailConfig } from './services/mail/index.ts';
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
  /** SMTP_URL and MAIL_FROM; without SMTP_URL, messages are written to DATA_DIR/outbox. */
  mail: MailConfig;
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

/** True for one address with a domain, optionally with a name: "Promptario <no-reply@example.com>". */
function isSingleAddress(value: string): boolean {
  const parsed = addressparser(value);
  return parsed.length === 1 && /^[^@\s]+@[^@\s]+$/.test(parsed[0].address ?? '');
}

export function readMail(env: NodeJS.ProcessEnv, dataDir = path.resolve(env.DATA_DIR || 'data')): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null && !(URL.canParse(smtpUrl) && /^smtps?:$/.test(new URL(smtpUrl).protocol) && new URL(smtpUrl).hostname)) {
    throw new Error('SMTP_URL must be smtp://user:password@host:port (or smtps:// for TLS from the start), got a value that is not');
  }
  // A relay refuses mail from a made-up sender: with SMTP the operator names a real one.
  if (smtpUrl !== null && !env.MAIL_FROM) throw new Error('SMTP_URL needs MAIL_FROM, the sender, such as "Promptario <no-reply@example.com>"');
  const from = env.MAIL_FROM || 'Promptario <no-reply@promptario.local>';
  if (!isSingleAddress(from)) throw new Error(`MAIL_FROM must be one e-mail address, optionally with a name, such as "Promptario <no-reply@example.com>", got "${from}"`);
  return { smtpUrl, from, outboxDir: path.join(dataDir, 'outbox') };
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
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const isProduction = env.NODE_ENV === 'production';
  const payments = readPayments(env);
  const mail = readMail(env, dataDir);
  // Without PUBLIC_URL a link takes its host from the request, and anyone can send a forged Host
  // header: a reset link mailed to a real person could then point at another site.
  if (isProduction && mail.smtpUrl && !payments.publicUrl) {
    throw new Error("SMTP_URL on a production server needs PUBLIC_URL, the site's origin, for the links in e-mails (https://promptario.example.com)");
  }
  return {
    isProduction,
    port: readPort(env.PORT),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    adminUsername: readAdminUsername(env.ADMIN_USERNAME),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join('dist', 'web')),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    engine: readEngine(env),
    payments,
    renewalsToken: env.RENEWALS_TOKEN || undefined,
    mail,
  };
}
