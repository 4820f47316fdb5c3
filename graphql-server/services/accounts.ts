import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { languages, type Language } from '../../shared/languages.ts';
import {
  bio,
  confirmPassword,
  displayName,
  email,
  loginPassword,
  loginUsername,
  newPassword,
  password,
  passwordsMatch,
  username,
} from '../../shared/rules.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma, User } from '../generated/prisma/client.ts';
import { AuthenticationError, ConflictError, ForbiddenError, isUniqueViolation, ValidationError } from './errors.ts';
import { addMonths, claimInvitationCode, invitationGrantMonths } from './invitation-codes.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { RateLimiter } from './rate-limiter.ts';
import { endSessions } from './sessions.ts';

// Input schemas: their messages are message keys, rendered in the request's language by the API.
export const loginInput = z.object({ username: loginUsername, password: loginPassword });

export const registerInput = z.object({
  username,
  email: email('validation.emailInvalid'),
  password,
  invitationCode: z.string().trim().nullish(),
});

export const updateProfileInput = z.object({
  displayName: z.nullish(displayName),
  email: z.nullish(email('validation.profileEmailInvalid')),
  bio: z.nullish(bio),
  preferredLanguage: z.enum(languages).nullish(),
  notificationsEnabled: z.boolean().nullish(),
});

export const changePasswordInput = z
  .object({
    currentPassword: loginPassword,
    newPassword,
    confirmPassword,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export type RegisterInput = z.output<typeof registerInput> & { preferredLanguage?: Language };
export type LoginInput = z.output<typeof loginInput>;
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
export type ChangePasswordInput = z.output<typeof changePasswordInput>;

// Login attempts in 15 minutes: 10 per (username, client address) and 50 per client address. A
// username alone is never locked (anyone could lock the real user out): after 10 failures from
// anywhere, each attempt for it is slowed down instead.
const loginWindowSeconds = 15 * 60;
const loginAttemptsByUserAndAddress = new RateLimiter('login-user-address', 10, loginWindowSeconds);
const loginAttemptsByAddress = new RateLimiter('login-address', 50, loginWindowSeconds);
const loginFailuresByUsername = new RateLimiter('login-user', 10, loginWindowSeconds);
const loginSlowdownMs = 1000;

// Per client address: 5 accounts an hour (each may start a Pro trial), and 10 sign-ups with an
// invitation code in 15 minutes, so codes cannot be guessed. Both are counted before the account is
// made, so parallel sign-ups cannot beat them; an attempt that made no account, or whose code was
// never refused, is given back.
const signUpsByAddress = new RateLimiter('signup-address', 5, 60 * 60);

// A session (perhaps a stolen cookie) may check its user's current password 10 times in 15 minutes,
// like a login, so the password cannot be guessed through a password change. A right one gives its
// attempt back.
const passwordChecksByUser = new RateLimiter('password-check-user', 10, loginWindowSeconds);
const invitationCodeAttemptsByAddress = new RateLimiter('invitation-code-address', 10, 15 * 60);

/** Which of a user's unique columns a P2002 error is about, by the constraint it names. */
function conflictingField(error: Prisma.PrismaClientKnownRequestError): 'username' | 'email' {
  return JSON.stringify(error.meta ?? {}).includes('email') ? 'email' : 'username';
}

function conflictFor(field: 'username' | 'email'): ConflictError {
  return new ConflictError(field === 'email' ? 'error.emailTaken' : 'error.usernameTaken', field);
}

export async function register(input: RegisterInput, clientAddress: string, now = new Date()): Promise<User> {
  const withCode = Boolean(input.invitationCode);
  if (withCode) await invitationCodeAttemptsByAddress.consume(clientAddress);
  let codeRefused = false;
  try {
    await signUpsByAddress.consume(clientAddress);
    try {
      return await createAccount(input, now, () => (codeRefused = true));
    } catch (error) {
      await signUpsByAddress.refund(clientAddress);
      throw error;
    }
  } finally {
    if (withCode && !codeRefused) await invitationCodeAttemptsByAddress.refund(clientAddress);
  }
}

/** The account, its subscription and the invitation code's use, all or nothing. */
async function createAccount(input: RegisterInput, now: Date, onCodeRefused: () => void): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          username: input.username,
          usernameKey: input.username.toLowerCase(),
          email: input.email,
          emailKey: input.email.toLowerCase(),
          passwordHash,
          preferredLanguage: input.preferredLanguage,
        },
      });
      let premiumExpiresAt: Date | null = null;
      if (input.invitationCode) {
        const codeId = await claimInvitationCode(tx, input.invitationCode, now);
        if (codeId === null) {
          onCodeRefused();
          throw ValidationError.forField('invitationCode', 'validation.invitationCodeInvalid');
        }
        await tx.invitationRedemption.create({ data: { codeId, userId: user.id } });
        premiumExpiresAt = addMonths(now, invitationGrantMonths);
      }
      await tx.subscription.create({
        data: premiumExpiresAt
          ? { userId: user.id, planType: 'pro', status: 'active', premiumExpiresAt }
          : { userId: user.id },
      });
      return user;
    }, queuedTransaction);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictFor(conflictingField(error));
    throw error;
  }
}

/**
 * Checks credentials. Attempts are counted before the password is checked, so parallel attempts
 * cannot beat the limits; a successful one is given back.
 */
export async function login(input: LoginInput, clientAddress: string): Promise<User> {
  // The username or the e-mail address (usernames cannot hold "@"), either case-insensitively.
  const name = input.username.toLowerCase();
  await loginAttemptsByAddress.consume(clientAddress);
  const user = await prisma.user.findUnique({ where: name.includes('@') ? { emailKey: name } : { usernameKey: name } });
  // An account's limits are the same whichever of its names is typed.
  const usernameKey = user?.usernameKey ?? name;
  const pairKey = `${usernameKey}@${clientAddress}`;
  await loginAttemptsByUserAndAddress.consume(pairKey);
  if ((await loginFailuresByUsername.attempts(usernameKey)) >= 10) await sleep(loginSlowdownMs);
  // Hash even for unknown users so response time does not reveal which usernames exist.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? dummyPasswordHash);
  if (!user || !valid) {
    await loginFailuresByUsername.count(usernameKey);
    throw new AuthenticationError('error.invalidCredentials');
  }
  await Promise.all([loginAttemptsByUserAndAddress.reset(pairKey), loginAttemptsByAddress.refund(clientAddress)]);
  return user;
}

/**
 * Updates the profile. A new e-mail address is unconfirmed (emailVerifiedAt null) and the links sent
 * to the old one stop working; `emailChanged` tells the caller to mail the new address a link.
 */
export async function updateProfile(userId: number, input: UpdateProfileInput): Promise<{ user: User; emailChanged: boolean }> {
  const data: Prisma.UserUpdateInput = {};
  if (input.displayName !== undefined) data.displayName = input.displayName || null;
  if (input.bio !== undefined) data.bio = input.bio || null;
  if (input.preferredLanguage) data.preferredLanguage = input.preferredLanguage;
  if (input.notificationsEnabled != null) data.notificationsEnabled = input.notificationsEnabled;
  try {
    return await prisma.$transaction(async (tx) => {
      let emailChanged = false;
      if (input.email) {
        const emailKey = input.email.toLowerCase();
        const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { emailKey: true } });
        emailChanged = current.emailKey !== emailKey;
        data.email = input.email;
        data.emailKey = emailKey;
        if (emailChanged) {
          data.emailVerifiedAt = null;
          await tx.emailVerificationToken.deleteMany({ where: { userId } });
        }
      }
      return { user: await tx.user.update({ where: { id: userId }, data }), emailChanged };
    }, queuedTransaction);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictFor('email');
    throw error;
  }
}

/**
 * Changes the password and ends every session of the user, the one that changed it too: a copy of
 * its cookie may be what someone else holds; unused reset links end too. The caller signs the
 * person in again.
 */
export async function changePassword(userId: number, input: ChangePasswordInput): Promise<User> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  await passwordChecksByUser.consume(String(userId));
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw ValidationError.forField('currentPassword', 'error.currentPasswordWrong');
  }
  await passwordChecksByUser.refund(String(userId));
  const passwordHash = await hashPassword(input.newPassword);
  // A reset link mailed before the change would undo it: it ends with the old password.
  const [updated] = await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
  await endSessions(userId);
  return updated;
}

/**
 * Makes sure the configured admin account exists and holds the ADMIN role. Returns the generated
 * password when one had to be made up, so the caller can show it once.
 */
export async function ensureAdmin(options: {
  username: string;
  password: string | undefined;
}): Promise<{ created: boolean; generatedPassword: string | null }> {
  const usernameKey = options.username.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { usernameKey } });
  if (existing) {
    if (existing.role !== 'ADMIN') await prisma.user.update({ where: { id: existing.id }, data: { role: 'ADMIN' } });
    return { created: false, generatedPassword: null };
  }
  const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
  const admin = await prisma.user.create({
    data: {
      username: options.username,
      usernameKey,
      email: `${usernameKey}@promptario.local`,
      emailKey: `${usernameKey}@promptario.local`,
      passwordHash: await hashPassword(options.password ?? generatedPassword!),
      role: 'ADMIN',
    },
  });
  await prisma.subscription.create({ data: { userId: admin.id, planType: 'enterprise' } });
  return { created: true, generatedPassword };
}

export const deleteAccountInput = z.object({ password: loginPassword });
export type DeleteAccountInput = z.output<typeof deleteAccountInput>;

/**
 * Deletes the account, confirmed with its password (limited like a password change's check). The
 * database's cascades remove everything personal with the user row: sessions (every one ends),
 * reset links, subscription, credits, own prompts and their versions, saved prompts, categories,
 * optimizations, the invitation's use. Contact messages carry a name and an address, so they go too.
 * Payments stay for accounting, detached (their userId becomes null). The username and e-mail are
 * free again. The last admin cannot leave: the site would have no one to run it; nor can the owner
 * of a team with members before handing it over (a team of one goes with its owner).
 */
export async function deleteAccount(userId: number, input: DeleteAccountInput): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  await passwordChecksByUser.consume(String(userId));
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw ValidationError.forField('password', 'error.passwordWrong');
  }
  await passwordChecksByUser.refund(String(userId));
  await prisma.$transaction(async (tx) => {
    if (user.role === 'ADMIN') {
      // Locked, so two admins deleting themselves at once cannot both be "not the last".
      await tx.$queryRaw`SELECT id FROM "User" WHERE role = 'ADMIN' FOR UPDATE`;
      if ((await tx.user.count({ where: { role: 'ADMIN' } })) <= 1) throw new ForbiddenError('error.lastAdminCannotLeave');
    }
    // A team owner hands the team over first: its members' plan comes from the owner's (services/teams.ts).
    const ownedTeam = await tx.teamMember.findFirst({ where: { userId, role: 'OWNER' }, select: { teamId: true } });
    if (ownedTeam) {
      if ((await tx.teamMember.count({ where: { teamId: ownedTeam.teamId } })) > 1) throw new ConflictError('error.teamOwnerDeletingAccount');
      await tx.team.delete({ where: { id: ownedTeam.teamId } });
    }
    await tx.contactMessage.deleteMany({ where: { userId } });
    await tx.user.delete({ where: { id: userId } });
  }, queuedTransaction);
}
