import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { email, newPassword } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import { ValidationError } from './errors.ts';
import type { Mailer } from './mail/index.ts';
import { passwordResetMail } from './mail/templates.ts';
import { hashPassword } from './passwords.ts';
import { RateLimiter } from './rate-limiter.ts';
import { endSessions } from './sessions.ts';

// Input schemas: their messages are message keys, rendered in the request's language by the API.
export const passwordResetRequestInput = z.object({ email: email('validation.emailInvalid') });
export const passwordResetConfirmInput = z.object({ token: z.string().trim(), newPassword });

export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmInput>;

/** How long an e-mailed link works. */
export const passwordResetLifetimeMinutes = 60;

// Per hour: 10 requests from one client address (enumeration, mail to many people), 3 for one
// e-mail address (mail bombing one person). Both count unknown addresses too, so a 429 tells
// nothing about which addresses have accounts.
const requestsByAddress = new RateLimiter('password-reset-address', 10, 60 * 60);
const requestsByEmail = new RateLimiter('password-reset-email', 3, 60 * 60);

/** Only this is stored: a token of 256 random bits needs no slow hash, and the table alone opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Asks for a reset link for `email`. Only the limits are checked before the answer: whether an
 * account has the address, its token and its mail are dealt with after (Mailer.sendLater), so the
 * answer and its timing are the same for every address. A new link replaces the account's older ones.
 */
export async function requestPasswordReset(
  emailAddress: string,
  options: { clientAddress: string; siteOrigin: string; mailer: Mailer; now?: Date },
): Promise<void> {
  const emailKey = emailAddress.toLowerCase();
  await requestsByAddress.consume(options.clientAddress);
  await requestsByEmail.consume(emailKey);
  options.mailer.sendLater(async () => {
    const user = await prisma.user.findUnique({ where: { emailKey } });
    if (!user) return null;
    const now = options.now ?? new Date();
    const token = randomBytes(32).toString('base64url');
    await prisma.$transaction([
      prisma.passwordResetToken.deleteMany({ where: { userId: user.id } }),
      prisma.passwordResetToken.create({
        data: { userId: user.id, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + passwordResetLifetimeMinutes * 60_000) },
      }),
    ]);
    const link = `${options.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    return passwordResetMail({ email: user.email, username: user.displayName || user.username, language: user.preferredLanguage }, link, passwordResetLifetimeMinutes);
  });
}

const invalidToken = () => ValidationError.forField('token', 'error.passwordResetTokenInvalid');

/**
 * Sets a new password with an e-mailed token and ends every session of its account. The token is
 * deleted as it is used, so of two concurrent uses only one succeeds; a used, expired or unknown
 * token is the same validation error.
 */
export async function confirmPasswordReset(input: PasswordResetConfirmInput, now = new Date()): Promise<void> {
  const hash = tokenHash(input.token);
  const found = await prisma.passwordResetToken.findUnique({ where: { tokenHash: hash } });
  if (!found) throw invalidToken();
  if (found.expiresAt <= now) {
    await prisma.passwordResetToken.deleteMany({ where: { id: found.id } });
    throw invalidToken();
  }
  const passwordHash = await hashPassword(input.newPassword);
  const used = await prisma.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.deleteMany({ where: { id: found.id } });
    if (count === 0) return false;
    await tx.user.update({ where: { id: found.userId }, data: { passwordHash } });
    return true;
  });
  if (!used) throw invalidToken();
  await endSessions(found.userId, now);
}
