import { randomBytes } from 'node:crypto';
import { prisma } from '../db/client.ts';
import type { Session, Subscription, User } from '../generated/prisma/client.ts';
import { NotFoundError } from './errors.ts';

/** A session unused for this long has ended. */
export const sessionIdleLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading does not mean writing on every request. */
const lastSeenResolutionMs = 60_000;

export type SessionUser = User & { subscription: Subscription | null };

function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - sessionIdleLifetimeMs);
}

export async function createSession(userId: number, client: { userAgent: string | null; ipAddress: string | null }): Promise<Session> {
  return prisma.session.create({
    data: { id: randomBytes(24).toString('base64url'), userId, userAgent: client.userAgent?.slice(0, 500) || null, ipAddress: client.ipAddress },
  });
}

/** The user of a session that is neither revoked nor idle for too long; marks the session as seen. */
export async function userOfActiveSession(sessionId: string, now = new Date()): Promise<SessionUser | null> {
  const session = await prisma.session.findUnique({ where: { id: sessionId }, include: { user: { include: { subscription: true } } } });
  if (!session || session.revokedAt || session.lastSeenAt <= idleCutoff(now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= lastSeenResolutionMs) {
    await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { lastSeenAt: now } });
  }
  return session.user;
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
