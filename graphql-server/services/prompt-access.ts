import { Prisma } from '../generated/prisma/client.ts';
import type { Plan } from './plans.ts';

/**
 * Who may read what in the library (docs/behaviour.md, The library, Plans and credits). The
 * server applies these rules to every path that returns a prompt: a locked prompt is a teaser whose
 * content is never sent.
 */
export type LockReason = 'PREMIUM' | 'PLAN_LIMIT';

/** Who is reading: their plan and the language the library is shown in. */
export interface Reader {
  plan: Plan;
  language: 'es' | 'en';
}

export interface PromptAccessFacts {
  isPremium: boolean;
  ownerId: number | null;
  language: 'es' | 'en';
  /** The prompt's position inside each of its categories (counted per language). */
  categories: { position: number }[];
}

export function promptLockReason(prompt: PromptAccessFacts, reader: Reader): LockReason | null {
  // A user's own prompt is always theirs to read; others' prompts are never listed at all.
  if (prompt.ownerId !== null) return null;
  if (prompt.isPremium && !reader.plan.premiumPrompts) return 'PREMIUM';
  const limit = reader.plan.libraryPromptsPerCategory;
  // Positions count per language, so "the first `limit` in the reader's language" is `limit` in total
  // per category: prompts in the other language are all past it.
  if (limit === null) return null;
  const inFirstFew = prompt.language === reader.language && prompt.categories.some((category) => category.position < limit);
  return inFirstFew ? null : 'PLAN_LIMIT';
}

/**
 * SQL twin of `promptLockReason(...) === null` for the prompt aliased `p`, for ordering readable
 * prompts first. Null when the reader's plan locks nothing by position or premium (every visible
 * prompt is readable).
 */
export function readableSql(reader: Reader): Prisma.Sql | null {
  const limit = reader.plan.libraryPromptsPerCategory;
  if (limit === null && reader.plan.premiumPrompts) return null;
  const premiumRule = reader.plan.premiumPrompts ? Prisma.sql`TRUE` : Prisma.sql`NOT p."isPremium"`;
  const positionRule =
    limit === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`p."language"::text = ${reader.language}
          AND EXISTS (SELECT 1 FROM "PromptCategory" pc WHERE pc."promptId" = p."id" AND pc."position" < ${limit})`;
  return Prisma.sql`(p."ownerId" IS NOT NULL OR (${premiumRule} AND ${positionRule}))`;
}

/** The prompts a viewer may see listed: the shared library and their own. */
export function visiblePromptsWhere(viewerId: number | null): Prisma.PromptWhereInput {
  return viewerId === null ? { ownerId: null } : { OR: [{ ownerId: null }, { ownerId: viewerId }] };
}

/** SQL twin of visiblePromptsWhere for the prompt aliased `p`. */
export function visiblePromptsSql(viewerId: number | null): Prisma.Sql {
  return Prisma.sql`(p."ownerId" IS NULL OR p."ownerId" = ${viewerId ?? -1})`;
}

/** Library order: the reader's language first, then the order the prompts were added in. */
export function libraryOrder(language: 'es' | 'en'): Prisma.PromptOrderByWithRelationInput[] {
  // The Language enum is declared es, en: ascending puts Spanish first.
  return [{ language: language === 'es' ? 'asc' : 'desc' }, { id: 'asc' }];
}

/**
 * A category page's order (docs/behaviour.md, The library): the reader's own prompts filed there, then what they can
 * read, then the locked teasers; inside each group the reader's language first, by position.
 * Returns one page of prompt ids.
 */
export function categoryPageIdsSql(options: { categoryId: number; viewerId: number | null; reader: Reader; offset: number; limit: number }): Prisma.Sql {
  const readable = readableSql(options.reader);
  return Prisma.sql`
    SELECT p."id"
    FROM "PromptCategory" c JOIN "Prompt" p ON p."id" = c."promptId"
    WHERE c."categoryId" = ${options.categoryId} AND ${visiblePromptsSql(options.viewerId)}
    ORDER BY (p."ownerId" IS NOT NULL) DESC,
      ${readable ? Prisma.sql`${readable} DESC,` : Prisma.empty}
      (p."language"::text = ${options.reader.language}) DESC,
      c."position", p."id"
    LIMIT ${options.limit} OFFSET ${options.offset}`;
}
