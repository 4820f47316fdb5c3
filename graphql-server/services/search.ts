import { z } from 'zod';
import { prisma } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

export const searchQueryInput = z
  .string()
  .trim()
  .min(1, 'validation.searchQueryRequired')
  .max(200, 'validation.searchQueryMax');

// These expressions repeat the ones of the search indexes (prisma/migrations/*_search) to the letter:
// PostgreSQL uses an expression index only for the identical expression.
const documentVector = Prisma.sql`to_tsvector(
    CASE WHEN p."language" = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END,
    promptario_unaccent(coalesce(p."title", '') || ' ' || coalesce(p."content", ''))
  )`;
const titleTrigrams = Prisma.sql`promptario_unaccent(lower(p."title"))`;

/**
 * Ranked search over the prompts a viewer may see: full text in each prompt's language (accents
 * ignored, Spanish and English stemming) plus trigram word similarity on titles for typos.
 * Returns prompt ids in rank order, one more than asked for so callers can tell if a page follows.
 */
export async function searchPromptIds(options: {
  query: string;
  viewerId: number | null;
  language: 'es' | 'en';
  offset: number;
  limit: number;
}): Promise<number[]> {
  const [, rows] = await prisma.$transaction([
    // pg_trgm's default (0.6) misses one dropped letter in a 7-letter word; 0.5 still keeps noise out.
    prisma.$executeRaw`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`,
    prisma.$queryRaw<{ id: number }[]>`
    WITH q AS (
      SELECT websearch_to_tsquery('spanish'::regconfig, promptario_unaccent(${options.query})) AS es,
             websearch_to_tsquery('english'::regconfig, promptario_unaccent(${options.query})) AS en,
             promptario_unaccent(lower(${options.query})) AS plain
    )
    SELECT p."id"
    FROM "Prompt" p, q
    WHERE (p."ownerId" IS NULL OR p."ownerId" = ${options.viewerId ?? -1})
      AND (
        (p."language" = 'es' AND ${documentVector} @@ q.es)
        OR (p."language" = 'en' AND ${documentVector} @@ q.en)
        OR q.plain <% ${titleTrigrams}
      )
    ORDER BY
      ts_rank(${documentVector}, CASE WHEN p."language" = 'en' THEN q.en ELSE q.es END)
        + word_similarity(q.plain, ${titleTrigrams}) DESC,
      (p."language"::text = ${options.language}) DESC,
      p."id"
    LIMIT ${options.limit} OFFSET ${options.offset}`,
  ]);
  return rows.map((row) => row.id);
}
