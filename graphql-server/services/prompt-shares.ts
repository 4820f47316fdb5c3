import { randomBytes } from 'node:crypto';
import { prisma } from '../db/client.ts';
import type { Category, Prompt } from '../generated/prisma/client.ts';
import { NotFoundError } from './errors.ts';

/**
 * Share links of users' own prompts (docs/behaviour.md, The library on the open web): off until the
 * owner turns one on; the page at /s/<token> shows the prompt's current version to anyone with the
 * link, unindexed; turning it off deletes the token, so the link is a 404 from the next request on.
 */

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
const newToken = () => randomBytes(18).toString('base64url');

/** Tokens are exactly what newToken makes: anything else is not looked up. */
export const isShareToken = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token);

export const sharePath = (token: string) => `/s/${token}`;

/**
 * Turns the share link of a prompt the user wrote on, keeping the token when it is on already (the
 * link already given out keeps working). Someone else's prompt, a library one and a missing one are
 * all "not found".
 */
export async function enablePromptShare(ownerId: number, promptId: number): Promise<Prompt> {
  const prompt = await prisma.prompt.findFirst({ where: { id: promptId, ownerId } });
  if (!prompt) throw new NotFoundError('error.promptNotFound');
  await prisma.promptShare.upsert({ where: { promptId }, create: { promptId, token: newToken() }, update: {} });
  return prompt;
}

/** Turns the share link off: the token is deleted, so its page is gone at once. Already off is no error. */
export async function disablePromptShare(ownerId: number, promptId: number): Promise<Prompt> {
  const prompt = await prisma.prompt.findFirst({ where: { id: promptId, ownerId } });
  if (!prompt) throw new NotFoundError('error.promptNotFound');
  await prisma.promptShare.deleteMany({ where: { promptId } });
  return prompt;
}

export interface SharedPrompt {
  prompt: Prompt;
  category: Category | null;
  /** The owner's display name, else their username. */
  authorName: string;
}

/** The prompt shared under `token`, as it is now; null when the token names no shared prompt. One query. */
export async function sharedPromptByToken(token: string): Promise<SharedPrompt | null> {
  if (!isShareToken(token)) return null;
  const share = await prisma.promptShare.findUnique({
    where: { token },
    select: {
      prompt: {
        include: {
          owner: { select: { displayName: true, username: true } },
          categories: { select: { category: true }, orderBy: { position: 'asc' }, take: 1 },
        },
      },
    },
  });
  if (!share || !share.prompt.owner) return null;
  const { owner, categories, ...prompt } = share.prompt;
  return { prompt, category: categories[0]?.category ?? null, authorName: owner.displayName?.trim() || owner.username };
}
