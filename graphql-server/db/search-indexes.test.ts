import { describe, expect, it } from 'vitest';
import { prisma } from './client.ts';

// The expressions of prisma/migrations/*_search/migration.sql, repeated exactly as a query must.
const documentVector = `to_tsvector(CASE WHEN "language" = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END, promptario_unaccent(coalesce("title", '') || ' ' || coalesce("content", '')))`;
const titleTrigrams = `promptario_unaccent(lower("title"))`;
const fullTextQuery = `SELECT "id" FROM "Prompt" WHERE ${documentVector} @@ websearch_to_tsquery('spanish'::regconfig, promptario_unaccent($1))`;
const typoQuery = `SELECT "id" FROM "Prompt" WHERE ${titleTrigrams} % promptario_unaccent(lower($1))`;

/** EXPLAIN's plan of `sql`, with sequential scans discouraged so that any usable index shows. */
async function plan(sql: string, parameter: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, parameter);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the search indexes', () => {
  it('serve full-text and trigram queries written with the same expressions', async () => {
    expect(await plan(fullTextQuery, 'café')).toContain('Prompt_fulltext_idx');
    expect(await plan(typoQuery, 'marketng')).toContain('Prompt_title_trgm_idx');
  });

  it('match without accents, in the language of each prompt, and despite typos', async () => {
    const [cafe, emails] = await Promise.all([
      prisma.prompt.create({ data: { title: 'Guía del café de especialidad', content: 'Explica cómo elegir un café tostado.', language: 'es' } }),
      prisma.prompt.create({ data: { title: 'Marketing emails', content: 'Write three welcoming emails for new customers.', language: 'en' } }),
    ]);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'cafe tostado'))).toEqual([cafe.id]);
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery.replace("'spanish'", "'english'"), 'welcome email'))).toEqual([emails.id]);
    expect(ids(await prisma.$queryRawUnsafe(typoQuery, 'Marketng emails'))).toEqual([emails.id]);
  });
});
