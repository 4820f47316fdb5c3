import { readMail } from '../config.ts';
import { schema } from '../schema/index.ts';
import { createLocalEngine } from '../services/engine/local/index.ts';
import type { PromptEngine } from '../services/engine/types.ts';
import { createMailer, type Mailer } from '../services/mail/index.ts';
import { createPayments, type Payments } from '../services/payments/index.ts';
import { createApp, type App } from './app.ts';
import { restRoutes } from './rest/index.ts';
import type { StaticSite } from './static-files.ts';

/** The whole HTTP application with the real schema and routes. */
export function createPromptarioApp(options: {
  sessionSecret: string;
  development: boolean;
  /** The AI engine; the embedded local one unless given. */
  engine?: PromptEngine;
  site?: StaticSite | null;
  /** The payment providers; the sandbox alone unless given. */
  payments?: Payments;
  /** RENEWALS_TOKEN; unset turns token access to the renewal check off. */
  renewalsToken?: string;
  /** Sends the e-mails; the environment's (SMTP_URL, else DATA_DIR/outbox) unless given. */
  mailer?: Mailer;
  /** PUBLIC_URL for links in e-mails; each request's own origin unless given. */
  publicUrl?: string;
  corsOrigins?: string[];
  /** TRUST_PROXY; 0 (forwarded headers ignored) unless given. */
  trustProxy?: number;
  logRequest?: ((line: string) => void) | null;
}): Promise<App> {
  return createApp({
    schema,
    restRoutes,
    ...options,
    engine: options.engine ?? createLocalEngine(),
    payments: options.payments ?? createPayments({ publicUrl: '', sandbox: true, mercadopago: null }, options.sessionSecret),
    renewalsToken: options.renewalsToken,
    mailer: options.mailer ?? createMailer(readMail(process.env)),
    publicUrl: options.publicUrl ?? '',
    site: options.site ?? null,
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: options.trustProxy ?? 0,
  });
}
