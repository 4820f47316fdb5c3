import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';

// The stored document vector and title (prisma/migrations/*_search_vector), as
// graphql-server/services/search.ts queries them.
const fullTextQuery = `SELECT "id" FROM "Prompt" WHERE "searchVector" @@ websearch_to_tsquery('spanish'::regconfig, promptario_unaccent($1))`;
const typoQuery = `SELECT "id" FROM "Prompt" WHERE "searchTitle" % promptario_unaccent(lower($1))`;

/** EXPLAIN's plan of `sql`, with sequential scans discouraged so that any usable index shows. */
async function plan(sql: string, parameter: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, parameter);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('the search indexes', () => {
  it('serve full-text queries on the stored vector and trigram queries on titles', async () => {
    expect(await plan(fullTextQuery, 'café')).toContain('Prompt_searchVector_idx');
    expect(await plan(typoQuery, 'marketng')).toContain('Prompt_searchTitle_idx');
  });

  it('keep no pending list, so searches stay fast without a vacuum (PGlite never autovacuums)', async () => {
    const rows = await prisma.$queryRawUnsafe<{ name: string; options: string[] | null }[]>(
      `SELECT relname AS name, reloptions AS options FROM pg_class WHERE relname IN ('Prompt_searchVector_idx', 'Prompt_searchTitle_idx') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { name: 'Prompt_searchTitle_idx', options: ['fastupdate=off'] },
      { name: 'Prompt_searchVector_idx', options: ['fastupdate=off'] },
    ]);
  });

  it('match without accents, in the language of each prompt, and despite typos', async () => {
    const [cafe, emails] = await Promise.all([
      prisma.prompt.create({ data: { title: 'Guía del café de especialidad', content: 'Explica cómo elegir un café tostado.', language: 'es' } }),
      prisma.prompt.create({ data: { title: 'Marketing emails', content: 'Write three welcoming emails for new customers.', language: 'en' } }),
    ]);

    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'cafe tostado'))).toEqual([cafe.id]);
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery.replace("'spanish'", "'english'"), 'welcome email'))).toEqual([emails.id]);
    expect(ids(await prisma.$queryRawUnsafe(typoQuery, 'Marketng emails'))).toEqual([emails.id]);
  });

  it('index prompts written with plain SQL, and follow edits of their text and language', async () => {
    const [{ id }] = await prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO "Prompt" ("title", "content", "language", "updatedAt") VALUES ('Receta de paella valenciana', 'Pasos con azafrán.', 'es', now()) RETURNING "id"`,
    );
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'azafran'))).toEqual([id]);

    await prisma.$executeRawUnsafe(`UPDATE "Prompt" SET "title" = 'Receta de gazpacho', "content" = 'Tomates maduros.' WHERE "id" = $1`, id);
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'azafran'))).toEqual([]);
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'tomate'))).toEqual([id]);
    expect(ids(await prisma.$queryRawUnsafe(typoQuery, 'gazpacho'))).toEqual([id]);

    // The vector is the database's to keep: a write to it directly is replaced by the computed one.
    await prisma.$executeRawUnsafe(`UPDATE "Prompt" SET "searchVector" = to_tsvector('simple', 'otra cosa') WHERE "id" = $1`, id);
    expect(ids(await prisma.$queryRawUnsafe(fullTextQuery, 'tomate'))).toEqual([id]);
  });
});
