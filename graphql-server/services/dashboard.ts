import { prisma } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { optimizationTitle } from './optimizations.ts';
import { readableSql, type Reader } from './prompt-access.ts';

/** The 'Prompts Disponibles' card is capped at 50 for free users. */
export const freeAvailablePromptsCap = 50;
/** Recent activity shows 6 items. */
export const recentActivitySize = 6;

export interface ActivityItem {
  kind: 'optimization' | 'saved';
  /** The activity's own record: an Optimization or a SavedPrompt. */
  id: number;
  title: string;
  createdAt: Date;
  /** What 'Ver resultados' opens: the Optimization, or the saved Prompt. */
  targetId: number;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Optimizations the user made today (UTC): the dashboard's "ideas generated today". */
export function optimizationsToday(userId: number, now: Date): Promise<number> {
  return prisma.optimization.count({ where: { userId, createdAt: { gte: startOfUtcDay(now) } } });
}

/** Library prompts the reader can read in full; for the free plan at most 50. */
export async function availablePromptsCount(reader: Reader): Promise<number> {
  const readable = readableSql(reader);
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS "count" FROM "Prompt" p WHERE p."ownerId" IS NULL ${readable ? Prisma.sql`AND ${readable}` : Prisma.empty}`;
  return reader.plan.libraryPromptsPerCategory === null ? row.count : Math.min(row.count, freeAvailablePromptsCap);
}

/** The newest optimizations and saves together, newest first (at most six). */
export async function recentActivity(userId: number): Promise<ActivityItem[]> {
  const [optimizations, saves] = await Promise.all([
    prisma.optimization.findMany({
      where: { userId },
      orderBy: { id: 'desc' },
      take: recentActivitySize,
      select: { id: true, originalContent: true, createdAt: true },
    }),
    prisma.savedPrompt.findMany({
      where: { userId },
      orderBy: { id: 'desc' },
      take: recentActivitySize,
      select: { id: true, promptId: true, createdAt: true, prompt: { select: { title: true } } },
    }),
  ]);
  const items: ActivityItem[] = [
    ...optimizations.map((row) => ({ kind: 'optimization' as const, id: row.id, title: optimizationTitle(row.originalContent), createdAt: row.createdAt, targetId: row.id })),
    ...saves.map((row) => ({ kind: 'saved' as const, id: row.id, title: row.prompt.title, createdAt: row.createdAt, targetId: row.promptId })),
  ];
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, recentActivitySize);
}
