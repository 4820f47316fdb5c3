import type { Language } from '../../shared/languages.ts';
import { parseImport, type ImportFormat, type ImportIssue, type ImportItem } from '../../shared/prompt-import.ts';
import { prisma, queuedTransaction } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { LimitReachedError, ValidationError } from './errors.ts';
import { categoryLookup, identity } from './prompt-import.ts';
import type { Reader } from './prompt-access.ts';

export interface ImportMyPromptsInput {
  content: string;
  format?: ImportFormat | null;
  /** Slug or name of the library category for prompts that name none. */
  defaultCategory?: string | null;
  /** Language of prompts that name none; the reader's when unset. */
  defaultLanguage?: Language | null;
}

export interface ImportMyPromptsResult {
  /** Prompts written or found unchanged: created + updated. */
  count: number;
  created: number;
  updated: number;
  /** Entries that are not own prompts (earlier versions, saved library prompts of an export). */
  skipped: number;
  errors: ImportIssue[];
}

/**
 * How many prompts a user keeps, as the plan's prompt limit counts them for an import: the prompts
 * they wrote and the library prompts they saved (a saved own prompt counts once).
 */
async function keptPrompts(tx: Prisma.TransactionClient, userId: number): Promise<number> {
  const [own, savedFromLibrary] = await Promise.all([
    tx.prompt.count({ where: { ownerId: userId } }),
    tx.savedPrompt.count({ where: { userId, prompt: { ownerId: null } } }),
  ]);
  return own + savedFromLibrary;
}

interface ResolvedItem {
  item: ImportItem;
  categoryId: number;
}

/**
 * Imports prompts as the user's own (My Prompts › Importar; never into the library): the admin
 * import's parser and per-item errors. A prompt with the same title (any case), language and library
 * category as one of the user's own is that prompt: changed, it is edited (its text before is kept as
 * a version, as an edit keeps it); unchanged, it is left alone. Both count as `updated`. Only one
 * library category per prompt (`categories` and premium marks are ignored: own prompts are never
 * premium). On a plan with a prompt limit, the new prompts must fit under it with what the user
 * keeps (keptPrompts), or nothing is imported. All in one transaction that locks the user's row, as
 * saving does: concurrent imports and saves of one user queue, and none passes the limit.
 */
export async function importMyPrompts(user: { id: number } & Reader, input: ImportMyPromptsInput): Promise<ImportMyPromptsResult> {
  const parsed = parseImport(input.content, { format: input.format, defaultCategory: input.defaultCategory, defaultLanguage: input.defaultLanguage ?? user.language });
  if (!parsed.ok) throw ValidationError.forField('content', parsed.messageKey, parsed.values);
  const categories = await categoryLookup();
  const errors = [...parsed.issues];
  const resolved: ResolvedItem[] = [];
  const seen = new Map<string, number>();
  for (const item of parsed.items) {
    const categoryId = categories.get(item.category.toLowerCase());
    if (categoryId === undefined) {
      const name = item.category;
      errors.push({ position: item.position, line: item.line, title: item.title, messageKey: 'import.unknownCategory', values: { category: name.length > 80 ? `${name.slice(0, 80)}…` : name } });
      continue;
    }
    const key = identity(categoryId, item.language, item.title);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ position: item.position, line: item.line, title: item.title, messageKey: 'import.duplicateInBatch', values: { position: earlier } });
      continue;
    }
    seen.set(key, item.position);
    resolved.push({ item, categoryId });
  }
  errors.sort((a, b) => a.position - b.position);
  if (resolved.length === 0) return { count: 0, created: 0, updated: 0, skipped: parsed.skipped, errors };

  const written = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const candidates = await tx.prompt.findMany({
      where: { ownerId: user.id, title: { in: resolved.map(({ item }) => item.title), mode: 'insensitive' } },
      select: {
        id: true,
        title: true,
        content: true,
        language: true,
        version: true,
        updatedAt: true,
        categories: { orderBy: { position: 'asc' }, take: 1, select: { categoryId: true } },
      },
    });
    const existing = new Map(
      candidates.filter((prompt) => prompt.categories[0]).map((prompt) => [identity(prompt.categories[0].categoryId, prompt.language, prompt.title), prompt]),
    );
    const toCreate = resolved.filter(({ item, categoryId }) => !existing.has(identity(categoryId, item.language, item.title)));
    const changed = resolved.flatMap(({ item, categoryId }) => {
      const prompt = existing.get(identity(categoryId, item.language, item.title));
      return prompt && (prompt.title !== item.title || prompt.content !== item.content) ? [{ prompt, item, categoryId }] : [];
    });

    const limit = user.plan.savedPromptsLimit;
    if (limit !== null && toCreate.length > 0 && (await keptPrompts(tx, user.id)) + toCreate.length > limit) {
      throw new LimitReachedError('error.importPromptsLimit', limit);
    }

    if (toCreate.length > 0) {
      const created = await tx.prompt.createManyAndReturn({
        data: toCreate.map(({ item }) => ({ title: item.title, content: item.content, language: item.language, isPremium: false, ownerId: user.id })),
        select: { id: true, title: true },
      });
      // PostgreSQL returns a multi-row INSERT's rows in order; checked, since the links depend on it.
      if (created.some((row, index) => row.title !== toCreate[index].item.title)) throw new Error('import: created rows out of order');
      await tx.promptCategory.createMany({ data: created.map((row, index) => ({ promptId: row.id, categoryId: toCreate[index].categoryId, position: 0 })) });
    }
    if (changed.length > 0) {
      // What each prompt was becomes a version, as an edit keeps it (services/user-prompts.ts).
      await tx.promptVersion.createMany({
        data: changed.map(({ prompt, categoryId }) => ({
          promptId: prompt.id,
          version: prompt.version,
          title: prompt.title,
          content: prompt.content,
          categoryId,
          createdAt: prompt.updatedAt,
        })),
      });
      await tx.$executeRaw`
        UPDATE "Prompt" p SET "title" = u."title", "content" = u."content", "version" = p."version" + 1, "updatedAt" = ${new Date()}
        FROM unnest(${changed.map(({ prompt }) => prompt.id)}::int[], ${changed.map(({ item }) => item.title)}::text[],
          ${changed.map(({ item }) => item.content)}::text[]) AS u("id", "title", "content")
        WHERE p."id" = u."id" AND p."ownerId" = ${user.id}`;
    }
    return { created: toCreate.length, updated: resolved.length - toCreate.length };
  }, queuedTransaction);
  return { count: written.created + written.updated, ...written, skipped: parsed.skipped, errors };
}
