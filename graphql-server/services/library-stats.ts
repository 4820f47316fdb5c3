import { prisma } from '../db/client.ts';

export interface LibraryStats {
  /** Prompts of the shared library (shipped or imported), both languages, Premium included. */
  promptCount: number;
  categoryCount: number;
}

/**
 * What the marketing copy may claim about the library: real counts, never a made-up "50+".
 * Prompts users wrote for themselves are private and not counted. One statement.
 */
export async function libraryStats(): Promise<LibraryStats> {
  const [row] = await prisma.$queryRaw<LibraryStats[]>`
    SELECT (SELECT count(*) FROM "Prompt" WHERE "ownerId" IS NULL)::int AS "promptCount",
      (SELECT count(*) FROM "Category")::int AS "categoryCount"`;
  return row;
}
