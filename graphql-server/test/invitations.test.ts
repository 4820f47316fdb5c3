/**
 * Invitation codes at sign-up (DECISIONS.md): a valid code grants a month of Pro; uses are counted
 * atomically, and an expired or used-up code is refused with a message saying which.
 */
import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { TestClient } from './client.ts';

let counter = 0;
function signUp(invitationCode: string, language: 'es' | 'en' = 'es') {
  counter += 1;
  const username = `invited${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return new TestClient(language).rest('POST', '/api/register', { username, email: `${username}@example.com`, password: 'secret123', invitationCode });
}

describe('invitation codes', () => {
  it('with N uses left admit exactly N of 20 concurrent sign-ups, each with a month of Pro', async () => {
    const code = await prisma.invitationCode.create({ data: { code: 'CONCURRENT-5', maxUses: 5, expiresAt: new Date(Date.now() + 30 * 24 * 3600_000) } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(code.code)));
    const admitted = answers.filter((answer) => answer.status === 201);
    expect(admitted).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(15).fill(400));
    expect(refused[0].body.fieldErrors).toEqual([{ field: 'invitationCode', message: 'El código de invitación ya no tiene usos disponibles' }]);
    expect(await prisma.invitationCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ useCount: 5 });
    expect(await prisma.invitationRedemption.count({ where: { codeId: code.id } })).toBe(5);
    // Refused sign-ups create no account.
    expect(await prisma.user.count({ where: { id: { in: admitted.map((answer) => answer.body.id) } } })).toBe(5);
    for (const answer of admitted) expect(answer.body).toMatchObject({ isPremium: true, planType: 'pro' });
  });

  it('that have expired are refused with a message that says so', async () => {
    await prisma.invitationCode.create({ data: { code: 'EXPIRED-1', maxUses: 10, expiresAt: new Date(Date.now() - 1000) } });
    const answer = await signUp('EXPIRED-1', 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual([{ field: 'invitationCode', message: 'The invitation code has expired' }]);
  });
});
