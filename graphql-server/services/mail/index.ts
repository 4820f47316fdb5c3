import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** Where mail goes: an SMTP server (SMTP_URL), or `.eml` files in an outbox folder. */
export interface MailConfig {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte; null writes to the outbox. */
  smtpUrl: string | null;
  /** The From header (MAIL_FROM). */
  from: string;
  /** DATA_DIR/outbox: where messages are written when there is no SMTP server. */
  outboxDir: string;
}

/** One message, already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "SMTP smtp.example.com:587" or "outbox /data/outbox", for the start-up line. */
  readonly description: string;
  /** Delivers one message now; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Runs `compose` on a later turn of the event loop, without the caller waiting, and sends what it
   * returns (null sends nothing). Never rejects: a failure is one log line, so an answer never waits
   * on, fails with, or tells of a mail.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Resolves once every message handed to sendLater so far has been sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

// A slow or unreachable SMTP server fails a message in seconds instead of nodemailer's minutes.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A file name that sorts by time and never collides: 2026-11-27T05-40-00-123Z-1a2b3c4d.eml. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...smtpTimeouts }, { from: config.from }) : null;
  // Builds the raw message (MIME, both parts) exactly as it would go over SMTP.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: config.from });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail(message);
      return;
    }
    const { message: raw } = await composer.sendMail(message);
    await mkdir(config.outboxDir, { recursive: true });
    const file = path.join(config.outboxDir, outboxFileName(new Date()));
    await writeFile(file, raw as Buffer);
    // The file name only: the message holds links and tokens that logs must not.
    log(`Mail written to the outbox: ${file}`);
  }

  return {
    description: smtp ? `SMTP ${new URL(config.smtpUrl!).host}` : `outbox ${config.outboxDir}`,
    send,
    sendLater(compose) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? send(message) : undefined))
        .catch((error: unknown) => log(`Mail not sent: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
