import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { prisma } from '../db/client.ts';
import { ConflictError, RateLimitedError, ValidationError } from './errors.ts';
import type { Mailer } from './mail/index.ts';
import { emailVerificationMail } from './mail/templates.ts';
import { RateLimiter } from './rate-limiter.ts';

// Soft verification (docs/behaviour.md, Accounts and sessions): sign-up and a change of address mail
// a link; nothing waits for it. It shows the address reaches its owner, so a reset link will too.

export const verifyEmailInput = z.object({ token: z.string().trim() });
export type VerifyEmailInput = z.output<typeof verifyEmailInput>;

/** How long an e-mailed confirmation link works: long enough for an inbox read days later. */
export const emailVerificationLifetimeDays = 7;

// A person may ask for the link again 3 times an hour: enough for a lost message, not a way to
// flood an inbox.
const resendsByUser = new RateLimiter('email-verification-user', 3, 60 * 60);

/** Only this is stored: a token of 256 random bits needs no slow hash, and the table alone confirms nothing. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails the user a link confirming their current address, after the answer (Mailer.sendLater). The
 * new link replaces older ones; it confirms only the address it was sent to.
 */
export function sendVerificationEmail(userId: number, options: { siteOrigin: string; mailer: Mailer; now?: Date }): void {
  options.mailer.sendLater(async () => {
    const user = await prisma.user.findUnique({ where: { id: userId } });
    if (!user || user.emailVerifiedAt) return null;
    const now = options.now ?? new Date();
    const token = randomBytes(32).toString('base64url');
    await prisma.$transaction([
      prisma.emailVerificationToken.deleteMany({ where: { userId } }),
      prisma.emailVerificationToken.create({
        data: { userId, emailKey: user.emailKey, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + emailVerificationLifetimeDays * 24 * 3600_000) },
      }),
    ]);
    const link = `${options.siteOrigin}/verify-email?token=${encodeURIComponent(token)}`;
    return emailVerificationMail({ email: user.email, name: user.displayName || user.username, language: user.preferredLanguage }, link, emailVerificationLifetimeDays);
  });
}

/** "Send the link again" from the banner: ConflictError once verified, RateLimitedError past 3 an hour. */
export async function resendVerificationEmail(userId: number, options: { siteOrigin: string; mailer: Mailer }): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (user.emailVerifiedAt) throw new ConflictError('error.emailAlreadyVerified');
  await resendsByUser.consume(String(userId));
  sendVerificationEmail(userId, options);
}

/**
 * The link for an address just changed in the profile. It draws on the resend allowance, so
 * switching the address back and forth mails no more than the banner could; past it the profile is
 * still saved and the banner offers the link later.
 */
export async function sendVerificationForNewAddress(userId: number, options: { siteOrigin: string; mailer: Mailer }): Promise<void> {
  try {
    await resendsByUser.consume(String(userId));
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  sendVerificationEmail(userId, options);
}

/**
 * Confirms the address a link was sent to. The token is deleted as it is used (of two concurrent
 * uses one succeeds); a used, expired or unknown token, or one for an address the account no longer
 * has, is the same validation error. Needs no session: the link may be opened on another device.
 */
export async function verifyEmail(input: VerifyEmailInput, now = new Date()): Promise<void> {
  const invalid = () => ValidationError.forField('token', 'error.emailVerificationTokenInvalid');
  const found = await prisma.emailVerificationToken.findUnique({ where: { tokenHash: tokenHash(input.token) } });
  if (!found) throw invalid();
  const verified = await prisma.$transaction(async (tx) => {
    const { count } = await tx.emailVerificationToken.deleteMany({ where: { id: found.id } });
    if (count === 0 || found.expiresAt <= now) return false;
    const { count: updated } = await tx.user.updateMany({ where: { id: found.userId, emailKey: found.emailKey }, data: { emailVerifiedAt: now } });
    return updated === 1;
  });
  if (!verified) throw invalid();
}
