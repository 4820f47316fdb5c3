/** The mail service: a real SMTP server on loopback receives what it sends; without SMTP_URL, .eml files in the outbox. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, readMail } from '../config.ts';
import { createMailer } from '../services/mail/index.ts';
import { passwordResetMail } from '../services/mail/templates.ts';

const link = 'https://promptario.example.com/reset-password?token=abc123secret';
const from = 'Promptario <no-reply@promptario.example.com>';

let smtp: SMTPServer;
let smtpUrl: string;
const received: { to: string[]; message: ParsedMail }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (message) => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), message });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mail through SMTP', () => {
  it('delivers the password-reset message in the recipient language, as plain text and HTML with the link, product name and why it was sent', async () => {
    const mailer = createMailer({ smtpUrl, from, outboxDir: '/nonexistent' }, () => {});
    await mailer.send(passwordResetMail({ email: 'Ana@Example.com', username: 'ana', language: 'en' }, link, 60));
    await mailer.send(passwordResetMail({ email: 'luis@example.com', username: 'luis', language: 'es' }, link, 60));

    const english = received.find((mail) => mail.to.includes('ana@example.com'))!.message;
    expect(english.from?.value).toEqual([{ name: 'Promptario', address: 'no-reply@promptario.example.com' }]);
    expect(english.subject).toBe('Reset your password · Promptario');
    expect(english.text).toContain('Hi ana,');
    expect(english.text).toContain(link);
    expect(english.text).toContain('works once, for 60 minutes');
    expect(english.text).toContain('You are receiving this e-mail because someone asked to reset the password');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain(`href="${link}"`);
    expect(english.html).toContain('>Promptario</h1>');

    const spanish = received.find((mail) => mail.to.includes('luis@example.com'))!.message;
    expect(spanish.subject).toBe('Restablece tu contraseña · Promptario');
    expect(spanish.text).toContain('Hola, luis:');
    expect(spanish.text).toContain('Recibes este correo porque alguien pidió restablecer la contraseña');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain(`href="${link}"`);
  });

  it('escapes user data in the HTML part and keeps it verbatim in the text part', async () => {
    const mailer = createMailer({ smtpUrl, from, outboxDir: '/nonexistent' }, () => {});
    await mailer.send(passwordResetMail({ email: 'escape@example.com', username: '<b>Bo & "Co"</b>', language: 'en' }, link, 60));
    const { message } = received.find((mail) => mail.to.includes('escape@example.com'))!;
    expect(message.html).toContain('Hi &lt;b&gt;Bo &amp; &quot;Co&quot;&lt;/b&gt;,');
    expect(message.html).not.toContain('<b>Bo');
    expect(message.text).toContain('Hi <b>Bo & "Co"</b>,');
  });

  it('logs one line without the message when the SMTP server cannot be reached, and sendLater never rejects', async () => {
    const lines: string[] = [];
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, outboxDir: '/nonexistent' }, (line) => lines.push(line));
    mailer.sendLater(async () => passwordResetMail({ email: 'x@example.com', username: 'x', language: 'en' }, link, 60));
    await mailer.idle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Mail not sent: /);
    expect(lines[0]).not.toContain('abc123secret');
  });
});

describe('mail without SMTP_URL', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'promptario-outbox-')), 'outbox');
  });
  afterAll(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox and logs one line naming the file, never the link or token', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from, outboxDir }, (line) => lines.push(line));
    mailer.sendLater(async () => passwordResetMail({ email: 'eve@example.com', username: 'eve', language: 'es' }, link, 60));
    await mailer.idle();

    const files = await readdir(outboxDir);
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/)]);
    expect(lines).toEqual([`Mail written to the outbox: ${path.join(outboxDir, files[0])}`]);
    const message = await simpleParser(await readFile(path.join(outboxDir, files[0])));
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('eve@example.com');
    expect(message.subject).toBe('Restablece tu contraseña · Promptario');
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
  });
});

describe('mail settings', () => {
  it('writes to DATA_DIR/outbox without SMTP_URL, from a Promptario sender', () => {
    expect(readMail({ DATA_DIR: '/srv/promptario' })).toEqual({
      smtpUrl: null,
      from: 'Promptario <no-reply@promptario.local>',
      outboxDir: '/srv/promptario/outbox',
    });
  });

  it('refuses at start an SMTP_URL that is not smtp:// or smtps://, SMTP_URL without MAIL_FROM, and a MAIL_FROM that is not one address', () => {
    expect(() => readMail({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: from })).toThrow(/SMTP_URL must be smtp:\/\/user:password@host:port/);
    expect(() => readMail({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/SMTP_URL needs MAIL_FROM/);
    expect(() => readMail({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be one e-mail address/);
    expect(() => readMail({ MAIL_FROM: 'a@example.com, b@example.com' })).toThrow(/MAIL_FROM must be one e-mail address/);
    expect(readMail({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: from })).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from,
    });
  });

  it("refuses SMTP on a production server without PUBLIC_URL: a forged Host header must not pick a reset link's site", () => {
    const smtpSettings = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: from };
    expect(() => readConfig(smtpSettings)).toThrow(/SMTP_URL on a production server needs PUBLIC_URL/);
    expect(readConfig({ ...smtpSettings, PUBLIC_URL: 'https://promptario.example.com' }).mail.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(readConfig({ NODE_ENV: 'production' }).mail.smtpUrl).toBeNull();
  });
});
