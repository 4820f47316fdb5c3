/**
 * Invitation codes at sign-up (docs/behaviour.md, Accounts and sessions): a valid code grants a month of Pro; uses are counted
 * atomically, and every code that cannot be used gets the same message, so a guesser cannot tell
 * a code that exists from one that does not.
 */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { TestClient, uniqueAddress } from './client.ts';

let counter = 0;
function signUp(invitationCode: string, language: 'es' | 'en' = 'es') {
  counter += 1;
  const username = `invited${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return new TestClient(language, uniqueAddress()).rest('POST', '/api/register', { username, email: `${username}@example.com`, password: 'secret123', invitationCode });
}

const unusableCode = 'This invitation code cannot be used: it does not exist, has expired, has no uses left or was disabled';
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000);

describe('invitation codes', () => {
  it('with N uses left admit exactly N of 20 concurrent sign-ups, each with a month of Pro', async () => {
    const code = await prisma.invitationCode.create({ data: { code: 'CONCURRENT-5', maxUses: 5, expiresAt: inAMonth() } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(code.code)));
    const admitted = answers.filter((answer) => answer.status === 201);
    expect(admitted).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(15).fill(400));
    expect(refused[0].body.fieldErrors).toEqual([{ field: 'invitationCode', message: 'Este código de invitación no se puede usar: no existe, expiró, ya no tiene usos o fue desactivado' }]);
    expect(await prisma.invitationCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ useCount: 5 });
    expect(await prisma.invitationRedemption.count({ where: { codeId: code.id } })).toBe(5);
    // Refused sign-ups create no account.
    expect(await prisma.user.count({ where: { id: { in: admitted.map((answer) => answer.body.id) } } })).toBe(5);
    for (const answer of admitted) expect(answer.body).toMatchObject({ isPremium: true, planType: 'pro' });
  });

  it('match whatever the case the person types', async () => {
    await prisma.invitationCode.create({ data: { code: 'Welcome-Case', maxUses: 2, expiresAt: inAMonth() } });
    const answers = [await signUp('welcome-case'), await signUp('WELCOME-CASE')];
    for (const answer of answers) expect(answer).toMatchObject({ status: 201, body: { planType: 'pro' } });
  });

  it('that are unknown, expired, used up or disabled are refused with one and the same answer', async () => {
    await prisma.invitationCode.createMany({
      data: [
        { code: 'EXPIRED-1', maxUses: 10, expiresAt: new Date(Date.now() - 1000) },
        { code: 'USED-UP-1', maxUses: 1, useCount: 1, expiresAt: inAMonth() },
        { code: 'DISABLED-1', maxUses: 10, expiresAt: inAMonth(), disabledAt: new Date() },
      ],
    });
    const answers = await Promise.all(['NEVER-MADE-1', 'EXPIRED-1', 'USED-UP-1', 'DISABLED-1'].map((code) => signUp(code, 'en')));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: unusableCode, fieldErrors: [{ field: 'invitationCode', message: unusableCode }] } });
    }
  });
});
