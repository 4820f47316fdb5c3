import { randomBytes } from 'node:crypto';
import { prisma } from '../db/client.ts';
import type { Session, Subscription, User } from '../generated/prisma/client.ts';
import { NotFoundError } from './errors.ts';
import type { PlanSources } from './plans.ts';
import type { LibrarySnapshot } from './library-cache.ts';

/** A session unused for this long has ended. */
export const sessionIdleLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading does not mean writing on every request. */
const lastSeenResolutionMs = 60_000;

/**
 * What every signed-in request knows of its user (promptario_session_user): the account and both
 * inputs of its plan (services/plans.ts, PlanSources), without the columns only the account mail
 * uses (read them where they are needed).
 */
type SessionAccount = Omit<User, 'emailVerifiedAt'>;
type SessionSubscription = Omit<Subscription, 'statusBeforeCancel' | 'endingNoticeFor'>;
export type SessionUser = SessionAccount & {
  subscription: SessionSubscription | null;
  teamOwnerSubscription: PlanSources['teamOwnerSubscription'];
};

function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - sessionIdleLifetimeMs);
}

/**
 * Starts a session for a user. Their ended sessions (revoked, or idle past the lifetime) are deleted
 * at the same time: a record that can never be used again is only data kept about the user.
 */
export async function createSession(
  userId: number,
  client: { userAgent: string | null; ipAddress: string | null },
  now = new Date(),
): Promise<Session> {
  const [, session] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { userId, OR: [{ revokedAt: { not: null } }, { lastSeenAt: { lte: idleCutoff(now) } }] } }),
    prisma.session.create({
      data: { id: randomBytes(24).toString('base64url'), userId, userAgent: client.userAgent?.slice(0, 500) || null, ipAddress: client.ipAddress },
    }),
  ]);
  return session;
}

interface SessionUserRow {
  lastSeenAt: Date;
  revokedAt: Date | null;
  id: number;
  username: string;
  usernameKey: string;
  email: string;
  emailKey: string;
  passwordHash: string;
  displayName: string | null;
  bio: string | null;
  role: User['role'];
  preferredLanguage: User['preferredLanguage'];
  notificationsEnabled: boolean;
  savedPromptsVersion: number;
  createdAt: Date;
  updatedAt: Date;
  subscriptionId: number | null;
  planType: Subscription['planType'] | null;
  status: Subscription['status'] | null;
  premiumExpiresAt: Date | null;
  cancelAtPeriodEnd: boolean | null;
  trialUsed: boolean | null;
  subscriptionCreatedAt: Date | null;
  subscriptionUpdatedAt: Date | null;
  libraryVersion: number | null;
  hasOwnPrompts: boolean;
  teamOwnerPlanType: Subscription['planType'] | null;
  teamOwnerStatus: Subscription['status'] | null;
  teamOwnerPremiumExpiresAt: Date | null;
}

/**
 * The session, its user, their subscription and the library snapshot in one statement: every
 * signed-in request reads them, and Prisma's include would send three.
 */
async function sessionUser(
  sessionId: string,
): Promise<{ lastSeenAt: Date; revokedAt: Date | null; user: SessionUser; library: LibrarySnapshot } | null> {
  // A PL/pgSQL function (migration hot_statement_functions): its plan is kept, not made on every request.
  const [row] = await prisma.$queryRaw<SessionUserRow[]>`SELECT * FROM promptario_session_user(${sessionId})`;
  if (!row) return null;
  const user: SessionAccount = {
    id: row.id,
    username: row.username,
    usernameKey: row.usernameKey,
    email: row.email,
    emailKey: row.emailKey,
    passwordHash: row.passwordHash,
    displayName: row.displayName,
    bio: row.bio,
    role: row.role,
    preferredLanguage: row.preferredLanguage,
    notificationsEnabled: row.notificationsEnabled,
    savedPromptsVersion: row.savedPromptsVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  const subscription: SessionSubscription | null =
    row.subscriptionId === null
      ? null
      : {
          id: row.subscriptionId,
          userId: row.id,
          planType: row.planType!,
          status: row.status!,
          premiumExpiresAt: row.premiumExpiresAt,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd!,
          trialUsed: row.trialUsed!,
          createdAt: row.subscriptionCreatedAt!,
          updatedAt: row.subscriptionUpdatedAt!,
        };
  return {
    lastSeenAt: row.lastSeenAt,
    revokedAt: row.revokedAt,
    user: {
      ...user,
      subscription,
      teamOwnerSubscription:
        row.teamOwnerPlanType === null ? null : { planType: row.teamOwnerPlanType, status: row.teamOwnerStatus!, premiumExpiresAt: row.teamOwnerPremiumExpiresAt },
    },
    library: { libraryVersion: row.libraryVersion, hasOwnPrompts: row.hasOwnPrompts },
  };
}

/**
 * The user of a session that is neither revoked nor idle for too long, with the library snapshot;
 * marks the session as seen.
 */
export async function activeSession(sessionId: string, now = new Date()): Promise<{ user: SessionUser; library: LibrarySnapshot } | null> {
  const session = await sessionUser(sessionId);
  if (!session || session.revokedAt || session.lastSeenAt <= idleCutoff(now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= lastSeenResolutionMs) {
    await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { lastSeenAt: now } });
  }
  return { user: session.user, library: session.library };
}

export async function revokeSession(sessionId: string, now = new Date()): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** The user's sessions still in use, most recently seen first. */
export function activeSessions(userId: number, now = new Date()): Promise<Session[]> {
  return prisma.session.findMany({
    where: { userId, revokedAt: null, lastSeenAt: { gt: idleCutoff(now) } },
    orderBy: { lastSeenAt: 'desc' },
  });
}

/** Ends one of the user's own sessions; another user's or an ended one is not found. */
export async function endSession(userId: number, sessionId: string, now = new Date()): Promise<void> {
  const { count } = await prisma.session.updateMany({
    where: { id: sessionId, userId, revokedAt: null, lastSeenAt: { gt: idleCutoff(now) } },
    data: { revokedAt: now },
  });
  if (count === 0) throw new NotFoundError('error.sessionNotFound');
}

/** Ends every session of the user (a password change). */
export async function endSessions(userId: number, now = new Date()): Promise<void> {
  await endOtherSessions(userId, null, now);
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function endOtherSessions(userId: number, keepSessionId: string | null, now = new Date()): Promise<number> {
  const { count } = await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short name for the client behind a User-Agent, e.g. "Firefox · Linux"; null when unknown. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(' · ');
}
