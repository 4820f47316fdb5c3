import { z } from 'zod';
import { prisma } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { readableSql, visiblePromptsSql, type Reader } from './prompt-access.ts';

export const searchQueryInput = z
  .string()
  .trim()
  .min(1, 'validation.searchQueryRequired')
  .max(200, 'validation.searchQueryMax');

/** My Prompts' search box: an empty one filters nothing. */
export const ownSearchQueryInput = z.string().max(200, 'validation.searchQueryMax');

/**
 * How many prompts each way of matching (all words, any word, title typos) contributes to the
 * ranked set. Ranking is the costly part, so it only sees this bounded set: results past it are
 * not reachable by paging, which a search box never needs.
 */
export const candidatesPerMatch = 300;
/** Words beyond this many in one query are ignored. */
const maxWords = 8;

// The stored lower-case, unaccented title (prisma/migrations/*_search_vector), trigram-indexed.
const titleTrigrams = Prisma.sql`p."searchTitle"`;

/** The query's words, for "any of them" matching and counting how many a prompt has. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxWords);
}

/** One tsquery per word, in a text search configuration. */
const wordQueries = (config: 'spanish' | 'english', words: string[]) =>
  words.map((word) => Prisma.sql`plainto_tsquery(${Prisma.raw(`'${config}'`)}::regconfig, promptario_unaccent(${word}))`);

/**
 * Ranked search over the prompts a viewer may see: full text in each prompt's language (accents
 * ignored, Spanish and English stemming, title above content) plus trigram strict word similarity
 * on titles for typos, in one statement. Prompts with all the words come first, then those with the most of them; for a
 * reader whose plan locks prompts, readable ones come ahead of locked teasers (docs/behaviour.md, The library).
 * Returns prompt ids in rank order.
 */
export async function searchPromptIds(options: SearchOptions): Promise<number[]> {
  const words = searchWords(options.query);
  if (words.length === 0) return [];
  const rows = await prisma.$queryRaw<{ id: number }[]>(searchSql({ ...options, corrections: await correctedWords(words) }));
  return rows.map((row) => row.id);
}

/**
 * For each query word the library does not have, the library word closest to it by trigram
 * similarity (pg_trgm's `%`, similarity 0.3 or more: "instagarm" → "instagram"), so a misspelling
 * of a word found only in prompts' text, not their titles, still finds them. One indexed statement;
 * a word the library has is left alone.
 */
async function correctedWords(words: string[]): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ correction: string | null }[]>`
    SELECT (
      SELECT s."word" FROM "SearchWord" s WHERE s."word" % q.plain ORDER BY s."word" <-> q.plain, s."word" LIMIT 1
    ) AS correction
    FROM (SELECT promptario_unaccent(w) AS plain FROM unnest(${words}::text[]) AS w) AS q
    WHERE length(q.plain) >= 4 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s."word" = q.plain)`;
  return rows.flatMap((row) => (row.correction ? [row.correction] : []));
}

interface SearchOptions {
  query: string;
  viewerId: number | null;
  /** Which prompts to search, for the prompt aliased `p`: by default those the viewer may see listed. */
  scope?: Prisma.Sql;
  reader: Reader;
  offset: number;
  limit: number;
  /** Library words standing in for misspelt query words (correctedWords): matched like any word of the query. */
  corrections?: string[];
}

/** The ranked query of searchPromptIds (for a query with at least one word). */
export function searchSql(options: SearchOptions): Prisma.Sql {
  const words = [...new Set([...searchWords(options.query), ...(options.corrections ?? [])])];
  const visible = options.scope ?? visiblePromptsSql(options.viewerId);
  const readable = readableSql(options.reader);
  // Written inline rather than read from a CTE, so the planner sees constants and uses the indexes.
  const allWords = (config: 'spanish' | 'english') =>
    Prisma.sql`websearch_to_tsquery(${Prisma.raw(`'${config}'`)}::regconfig, promptario_unaccent(${options.query}))`;
  const anyWord = (config: 'spanish' | 'english') => Prisma.sql`(${Prisma.join(wordQueries(config, words), ' || ')})`;
  const plain = Prisma.sql`promptario_unaccent(lower(${options.query}))`;
  // How many of the words a prompt has, as a sum of inline matches (a subquery per row costs more).
  const matchedWords = (config: 'spanish' | 'english') =>
    Prisma.join(wordQueries(config, words).map((word) => Prisma.sql`(p."searchVector" @@ ${word})::int`), ' + ');
  const perLanguage = (es: Prisma.Sql, en: Prisma.Sql) => Prisma.sql`CASE WHEN p."language" = 'en' THEN ${en} ELSE ${es} END`;
  // Every way of matching is a MATERIALIZED CTE: the planner plans it for all its rows (the index),
  // and it is read only as far as its LIMIT. With the LIMIT beside the scan, the planner prices @@ and
  // <<% as nearly free and scans the table for the first matches instead: ten times slower at 100,000.
  // The language is compared as text so that no bitmap of half the table (its index) joins the scan.
  const matching = (es: Prisma.Sql, en: Prisma.Sql) =>
    Prisma.sql`SELECT p."id" FROM "Prompt" p
      WHERE ${visible} AND ((p."language"::text = 'es' AND p."searchVector" @@ ${es}) OR (p."language"::text = 'en' AND p."searchVector" @@ ${en}))`;
  const [spanishWords, englishWords] = [wordQueries('spanish', words), wordQueries('english', words)];
  const someWordMatchesNothing = Prisma.join(
    words.map((_, index) => Prisma.sql`NOT EXISTS (${matching(spanishWords[index], englishWords[index])})`),
    ' OR ',
  );
  return Prisma.sql`
    WITH ${words.length > 1 ? Prisma.sql`all_words AS MATERIALIZED (${matching(allWords('spanish'), allWords('english'))}),` : Prisma.empty}
    any_word AS MATERIALIZED (${matching(anyWord('spanish'), anyWord('english'))}),
    -- Titles within one or two letters of the query: strict word similarity at pg_trgm's default
    -- threshold (0.5), which accepts one dropped or swapped letter in a 7-letter word.
    typos AS MATERIALIZED (SELECT p."id" FROM "Prompt" p WHERE ${visible} AND ${plain} <<% ${titleTrigrams}),
    word_matches AS MATERIALIZED (
      ${words.length > 1 ? Prisma.sql`(SELECT "id" FROM all_words LIMIT ${candidatesPerMatch}) UNION` : Prisma.empty}
      (SELECT "id" FROM any_word LIMIT ${candidatesPerMatch})
    ),
    candidates AS (
      SELECT "id" FROM word_matches
      UNION
      -- Typos are looked for only when a word of the query is in no prompt, and the words are rare:
      -- a word that prompts contain is spelled right, and the trigram scan is the costliest part of a search.
      (SELECT "id" FROM typos WHERE (${someWordMatchesNothing}) AND (SELECT count(*) FROM word_matches) < ${candidatesPerMatch} LIMIT ${candidatesPerMatch})
    )
    SELECT p."id"
    FROM candidates JOIN "Prompt" p ON p."id" = candidates."id"
    ORDER BY
      ${readable ? Prisma.sql`${readable} DESC,` : Prisma.empty}
      ${perLanguage(matchedWords('spanish'), matchedWords('english'))} DESC,
      -- The reader's language ahead of the other among equally good matches (docs/behaviour.md, The library).
      (p."language"::text = ${options.reader.language}) DESC,
      ts_rank(p."searchVector", ${perLanguage(anyWord('spanish'), anyWord('english'))}) + strict_word_similarity(${plain}, ${titleTrigrams}) DESC,
      p."id"
    LIMIT ${options.limit} OFFSET ${options.offset}`;
}

/** The viewer's own collections My Prompts searches: the prompts they wrote, or those they saved. */
export type OwnCollection = 'created' | 'saved';

function ownCollectionSql(collection: OwnCollection, viewerId: number): Prisma.Sql {
  return collection === 'created'
    ? Prisma.sql`(p."ownerId" = ${viewerId})`
    : Prisma.sql`EXISTS (SELECT 1 FROM "SavedPrompt" s WHERE s."promptId" = p."id" AND s."userId" = ${viewerId})`;
}

/**
 * The library's ranked search (searchSql: full text, accents, typos) over one of the viewer's own
 * collections, all of it rather than a loaded page. Returns the matching prompt ids, best first,
 * up to the search's bounded candidate set.
 */
export async function searchOwnPromptIds(options: { query: string; viewerId: number; collection: OwnCollection; reader: Reader }): Promise<number[]> {
  return searchPromptIds({
    query: options.query,
    viewerId: options.viewerId,
    reader: options.reader,
    scope: ownCollectionSql(options.collection, options.viewerId),
    offset: 0,
    limit: candidatesPerMatch * 2,
  });
}
