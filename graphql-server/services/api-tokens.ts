import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { apiTokenInput as apiTokenRules, type ApiTokenScopeName } from '../../shared/rules.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import type { ApiToken } from '../generated/prisma/client.ts';
import { LimitReachedError, NotFoundError } from './errors.ts';
import { RateLimiter } from './rate-limiter.ts';
import { planSources, subscriptionStateSelect } from './plans.ts';
import type { SessionUser } from './sessions.ts';
import { validationErrorFromZod } from './validation.ts';

/**
 * Personal API tokens (docs/behaviour.md, API tokens and MCP): `Authorization: Bearer pmt_…` acts as
 * the token's owner, narrowed by its scopes. Only the SHA-256 of the secret is stored: the secret is
 * shown once, when the token is created.
 */

/** Every token's secret starts with it: recognisable in a leaked-secrets scan, and told apart from RENEWALS_TOKEN. */
export const apiTokenPrefix = 'pmt_';
/** Active tokens a user may hold at once. */
export const maxActiveApiTokens = 20;
/** Requests one token may make per window, counted in the shared RateLimit table (every process). */
export const apiTokenRequestLimit = { maxRequests: 120, windowSeconds: 60 };
/** lastUsedAt is written at most this often. */
const lastUsedResolutionMs = 60_000;

const tokenRequests = new RateLimiter('api-token', apiTokenRequestLimit.maxRequests, apiTokenRequestLimit.windowSeconds);

/** A new token's name and scopes: the rules the Settings › API form checks too. */
export const apiTokenInput = z.object(apiTokenRules.shape);

export type ApiTokenInput = z.input<typeof apiTokenInput>;

/** What a request made with a token may do: its owner's permissions, narrowed to these scopes. */
export interface ApiTokenAccess {
  id: number;
  scopes: readonly ApiTokenScopeName[];
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Creates a token; the secret is returned this once and never stored. The limit of active tokens
 * holds under concurrency: the user's row is locked, so concurrent creations queue and count each other.
 */
export async function createApiToken(userId: number, input: ApiTokenInput): Promise<{ token: ApiToken; secret: string }> {
  const parsed = apiTokenInput.safeParse(input);
  if (!parsed.success) throw validationErrorFromZod(parsed.error);
  const secret = apiTokenPrefix + randomBytes(32).toString('base64url');
  const token = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const active = await tx.apiToken.count({ where: { userId, revokedAt: null } });
    if (active >= maxActiveApiTokens) throw new LimitReachedError('error.apiTokenLimit', maxActiveApiTokens);
    return tx.apiToken.create({ data: { userId, name: parsed.data.name, scopes: [...new Set(parsed.data.scopes)], secretHash: hashOf(secret) } });
  }, queuedTransaction);
  return { token, secret };
}

/** The user's tokens still in use, newest first. */
export function activeApiTokens(userId: number): Promise<ApiToken[]> {
  return prisma.apiToken.findMany({ where: { userId, revokedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** Revokes one of the user's own tokens; it stops working on the next request. Another user's, or a revoked one, is not found. */
export async function revokeApiToken(userId: number, tokenId: number, now = new Date()): Promise<void> {
  const { count } = await prisma.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: now } });
  if (count === 0) throw new NotFoundError('error.apiTokenNotFound');
}

/**
 * The owner and scopes of a bearer secret, or null for an unknown or revoked one. Counts the request
 * against the token's limit (RateLimitedError past it) and marks the token as used.
 */
export async function authenticateApiToken(secret: string, now = new Date()): Promise<{ access: ApiTokenAccess; user: SessionUser } | null> {
  if (!secret.startsWith(apiTokenPrefix)) return null;
  const token = await prisma.apiToken.findUnique({
    where: { secretHash: hashOf(secret) },
    // The team's owner's plan too: a member's benefits hold by token as in the browser (services/plans.ts).
    include: { user: { include: { subscription: true, teamMembership: subscriptionStateSelect.teamMembership } } },
  });
  if (!token || token.revokedAt) return null;
  await tokenRequests.consume(String(token.id));
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await prisma.apiToken.updateMany({ where: { id: token.id, revokedAt: null }, data: { lastUsedAt: now } });
  }
  const { teamMembership, ...user } = token.user;
  return {
    access: { id: token.id, scopes: token.scopes },
    user: { ...user, teamOwnerSubscription: planSources({ subscription: user.subscription, teamMembership }).teamOwnerSubscription },
  };
}
