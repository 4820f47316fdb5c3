import { z } from 'zod';
import { invitationCode, invitationMaxUses, invitationMonths } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import type { InvitationCode, Prisma } from '../generated/prisma/client.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from './errors.ts';

/**
 * Invitation codes (docs/behaviour.md, Administration): an admin creates them (3+ characters, expiring in 1-12 months,
 * 1-100 uses) and may disable them; a valid code at sign-up grants a month of Pro.
 */

export const createInvitationCodeInput = z.object({ code: invitationCode, expiresInMonths: invitationMonths, maxUses: invitationMaxUses });
export type CreateInvitationCodeInput = z.output<typeof createInvitationCodeInput>;

/** Pro granted by a valid invitation code at sign-up. */
export const invitationGrantMonths = 1;

/** Disponible / Expirado / Usado, plus Desactivado for a code an admin disabled. */
export type InvitationCodeStatus = 'available' | 'expired' | 'usedUp' | 'disabled';

type CodeState = Pick<InvitationCode, 'useCount' | 'maxUses' | 'expiresAt' | 'disabledAt'>;

export const isExpired = (code: Pick<CodeState, 'expiresAt'>, now: Date) => code.expiresAt !== null && code.expiresAt <= now;

/** A disabled code reads as disabled whatever else is true of it: that is what stops it. */
export function invitationCodeStatus(code: CodeState, now: Date): InvitationCodeStatus {
  if (code.disabledAt) return 'disabled';
  if (isExpired(code, now)) return 'expired';
  if (code.useCount >= code.maxUses) return 'usedUp';
  return 'available';
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export async function createInvitationCode(input: CreateInvitationCodeInput, createdById: number, now = new Date()): Promise<InvitationCode> {
  try {
    return await prisma.invitationCode.create({
      data: { code: input.code, maxUses: input.maxUses, expiresAt: addMonths(now, input.expiresInMonths), createdById },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('error.invitationCodeTaken', 'code');
    throw error;
  }
}

/** Disables a code for good (disabling it again changes nothing); registration refuses it from then on. */
export async function disableInvitationCode(id: number, now = new Date()): Promise<InvitationCode> {
  await prisma.invitationCode.updateMany({ where: { id, disabledAt: null }, data: { disabledAt: now } });
  const code = await prisma.invitationCode.findUnique({ where: { id } });
  if (!code) throw new NotFoundError('error.invitationCodeNotFound');
  return code;
}

/**
 * Claims one use of a code inside the sign-up's transaction and returns its id, or null when the
 * code cannot be used. Codes match ignoring case (a unique index on lower("code")
 * keeps them unique that way). Why it cannot (unknown, expired, used up, disabled) is not told: a guesser
 * would learn which codes exist. One conditional UPDATE: the row lock makes concurrent sign-ups
 * queue, and each re-checks the use count, expiry and disabling, so a code with N uses left never
 * admits N+1 registrations, nor any once disabled.
 */
export async function claimInvitationCode(tx: Prisma.TransactionClient, code: string, now: Date): Promise<number | null> {
  const claimed = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "InvitationCode" SET "useCount" = "useCount" + 1
    WHERE lower("code") = lower(${code}) AND "useCount" < "maxUses" AND "disabledAt" IS NULL
      AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
    RETURNING "id"`;
  return claimed[0]?.id ?? null;
}
