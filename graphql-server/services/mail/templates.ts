import { translate, type Language, type MessageKey, type MessageValues } from '../../i18n/messages.ts';
import type { PlanType } from '../../generated/prisma/client.ts';
import type { MailMessage } from './index.ts';

const productName = 'Promptario';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character]);

/** What every message is made of: paragraphs, at most one button, and the footer saying why it was sent. */
interface MailContent {
  to: string;
  language: Language;
  subject: MessageKey;
  paragraphs: { key: MessageKey; values?: MessageValues }[];
  action?: { label: MessageKey; url: string };
  /** Why the recipient got this message. */
  reason: MessageKey;
}

/** The message in both parts. Values (user data) are escaped in the HTML part; keys are our own text. */
function composeMail(content: MailContent): MailMessage {
  const t = (key: MessageKey, values?: MessageValues) => translate(key, content.language, values);
  // Escaped separately, so a value such as "<b>" reads as text in the HTML part.
  const tHtml = (key: MessageKey, values: MessageValues = {}) =>
    escapeHtml(t(key, Object.fromEntries(Object.keys(values).map((name) => [name, `\uE000${name}\uE000`])))).replace(
      /\uE000(\w+)\uE000/g,
      (_match, name: string) => escapeHtml(String(values[name])),
    );
  const subject = `${t(content.subject)} · ${productName}`;
  const paragraphs = content.paragraphs.map(({ key, values }) => ({ text: t(key, values), html: tHtml(key, values) }));
  const footer = `${t(content.reason)} ${t('mail.signature', { product: productName })}`;
  const text = [
    productName,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph.text, '']),
    ...(content.action ? [`${t(content.action.label)}: ${content.action.url}`, ''] : []),
    '--',
    footer,
    '',
  ].join('\n');
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#0f6cbd;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(t(content.action.label))}</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(t('mail.linkFallback'))}<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#242424;max-width:560px;margin:0 auto;padding:16px">` +
    `<h1 style="font-size:20px;margin:0 0 16px">${productName}</h1>` +
    paragraphs.map((paragraph) => `<p>${paragraph.html}</p>`).join('') +
    button +
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="font-size:12px;color:#616161">${escapeHtml(footer)}</p>` +
    `</body></html>`;
  return { to: content.to, subject, text, html };
}

/** The password-reset link, valid for `minutes`. */
export function passwordResetMail(recipient: { email: string; username: string; language: Language }, link: string, minutes: number): MailMessage {
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: 'mail.passwordReset.subject',
    paragraphs: [
      { key: 'mail.greeting', values: { name: recipient.username } },
      { key: 'mail.passwordReset.body', values: { minutes } },
      { key: 'mail.passwordReset.ignore' },
    ],
    action: { label: 'mail.passwordReset.action', url: link },
    reason: 'mail.passwordReset.reason',
  });
}

interface Recipient {
  email: string;
  /** The display name, else the username. */
  name: string;
  language: Language;
}

const planName = (planType: PlanType, language: Language) => translate(`plan.${planType}`, language);
const longDate = (date: Date, language: Language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The link confirming the recipient's address, valid for `days`. */
export function emailVerificationMail(recipient: Recipient, link: string, days: number): MailMessage {
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: 'mail.verifyEmail.subject',
    paragraphs: [{ key: 'mail.greeting', values: { name: recipient.name } }, { key: 'mail.verifyEmail.body', values: { days } }],
    action: { label: 'mail.verifyEmail.action', url: link },
    reason: 'mail.verifyEmail.reason',
  });
}

/** The receipt of one approved payment: what was paid, when, for which plan, and until when it runs. */
export function receiptMail(
  recipient: Recipient,
  payment: { planType: PlanType; amountCents: number; currency: string; paidAt: Date; reference: string; until: Date },
  settingsUrl: string,
): MailMessage {
  const plan = planName(payment.planType, recipient.language);
  const amount = new Intl.NumberFormat(recipient.language, { style: 'currency', currency: payment.currency }).format(payment.amountCents / 100);
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: 'mail.receipt.subject',
    paragraphs: [
      { key: 'mail.greeting', values: { name: recipient.name } },
      { key: 'mail.receipt.body', values: { amount, date: longDate(payment.paidAt, recipient.language), plan } },
      { key: 'mail.receipt.period', values: { plan, until: longDate(payment.until, recipient.language) } },
      { key: 'mail.receipt.reference', values: { reference: payment.reference } },
    ],
    action: { label: 'mail.receipt.action', url: settingsUrl },
    reason: 'mail.receipt.reason',
  });
}

/** The plan ends on `date` (within the renewal window), or ended then and the account is on the free plan now. */
export function planNoticeMail(recipient: Recipient, notice: { kind: 'ending' | 'ended'; planType: PlanType; date: Date }, settingsUrl: string): MailMessage {
  const values = { plan: planName(notice.planType, recipient.language), date: longDate(notice.date, recipient.language) };
  const prefix = notice.kind === 'ending' ? 'mail.planEnding' : 'mail.planEnded';
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: `${prefix}.subject`,
    paragraphs: [
      { key: 'mail.greeting', values: { name: recipient.name } },
      { key: `${prefix}.body`, values },
      { key: `${prefix}.after` },
    ],
    action: { label: 'mail.plan.action', url: settingsUrl },
    reason: 'mail.plan.reason',
  });
}

/** A team invitation, answered on the Team page (`link`). */
export function teamInvitationMail(
  recipient: { email: string; username: string; language: Language },
  invitation: { teamName: string; inviter: string },
  link: string,
): MailMessage {
  return composeMail({
    to: recipient.email,
    language: recipient.language,
    subject: 'mail.teamInvitation.subject',
    paragraphs: [
      { key: 'mail.greeting', values: { name: recipient.username } },
      { key: 'mail.teamInvitation.body', values: { team: invitation.teamName, inviter: invitation.inviter } },
    ],
    action: { label: 'mail.teamInvitation.action', url: link },
    reason: 'mail.teamInvitation.reason',
  });
}
