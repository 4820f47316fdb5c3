import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '../../shared/languages.ts';
import { parseImport, type ImportFormat, type ImportIssue, type ImportItem } from '../../shared/prompt-import.ts';
import { prisma } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { ConflictError, ValidationError } from './errors.ts';
import { lockCategories } from './library-admin.ts';

export interface ImportPromptsInput {
  content: string;
  format?: ImportFormat | null;
  /** Slug or name of the category for items that name none (the admin screen's choice). */
  defaultCategory?: string | null;
  defaultLanguage?: Language | null;
}

export interface ImportPromptsResult {
  /** Prompts written: created + updated. */
  count: number;
  created: number;
  updated: number;
  /** Items not imported, by position, with the reason. */
  errors: ImportIssue[];
}

/**
 * Prompts written per transaction. Small, because on PGlite a transaction holds the whole database
 * and runs without giving the event loop a turn (about 50 ms for 100 new prompts on a quiet machine):
 * other requests wait for about one transaction, not for the whole import.
 */
export const importChunkSize = 100;
const pauseBetweenChunksMs = 5;

/**
 * Every import chunk holds this transaction-level advisory lock while it looks for existing prompts
 * and writes, so concurrent imports of the same content (any process, same database) cannot both
 * create a prompt: the second one finds the first one's rows and updates them.
 */
const importLockKey = 0x1_1ad_0111;

const longTransaction = { maxWait: 60_000, timeout: 300_000 };

interface ResolvedItem {
  item: ImportItem;
  categoryId: number;
  extraCategoryIds: number[];
}

/** The identity of a library prompt for the import: same title (any case), language and category. */
export const identity = (categoryId: number, language: Language, title: string) => `${categoryId}|${language}|${title.toLowerCase()}`;

/** Categories by slug and by Spanish or English name, in lower case. */
export async function categoryLookup(): Promise<Map<string, number>> {
  const lookup = new Map<string, number>();
  for (const category of await prisma.category.findMany({ select: { id: true, slug: true, name: true, nameEn: true } })) {
    for (const key of [category.name, category.nameEn, category.slug]) if (key) lookup.set(key.trim().toLowerCase(), category.id);
  }
  return lookup;
}

/**
 * Imports library prompts in bulk (admin panel, issue 11). Each item is validated on its own: good
 * ones are written, bad ones come back in `errors`. A prompt with the same title, language and
 * category as an existing library prompt is that prompt: it is updated (and marked as edited, so the
 * shipped-library seeding never touches it). Categories must exist. New prompts go after the ones
 * already in their categories. Everything is checked before anything is written; the writes then go
 * in transactions of `importChunkSize`, and a failure after some committed is a ConflictError saying
 * where the import stopped (importing the same content again completes it).
 */
export async function importPrompts(input: ImportPromptsInput): Promise<ImportPromptsResult> {
  const parsed = parseImport(input.content, input);
  if (!parsed.ok) throw ValidationError.forField('content', parsed.messageKey, parsed.values);
  const categories = await categoryLookup();
  const errors = [...parsed.issues];
  const resolved: ResolvedItem[] = [];
  const seen = new Map<string, number>();
  for (const item of parsed.items) {
    const fail = (messageKey: ImportIssue['messageKey'], values: ImportIssue['values']) =>
      errors.push({ position: item.position, line: item.line, title: item.title, messageKey, values });
    const unknown = [item.category, ...item.categories].find((name) => !categories.has(name.toLowerCase()));
    if (unknown !== undefined) {
      // No category name is longer than this: the message need not repeat a whole paragraph.
      fail('import.unknownCategory', { category: unknown.length > 80 ? `${unknown.slice(0, 80)}…` : unknown });
      continue;
    }
    const categoryId = categories.get(item.category.toLowerCase())!;
    const key = identity(categoryId, item.language, item.title);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail('import.duplicateInBatch', { position: earlier });
      continue;
    }
    seen.set(key, item.position);
    const extraCategoryIds = [...new Set(item.categories.map((name) => categories.get(name.toLowerCase())!))].filter((id) => id !== categoryId);
    resolved.push({ item, categoryId, extraCategoryIds });
  }
  let created = 0;
  let updated = 0;
  const known: KnownPrompts = { version: null, existing: new Map() };
  for (let start = 0; start < resolved.length; start += importChunkSize) {
    // PGlite resolves each query as a microtask: without a pause between chunks, the whole import
    // would be one task and no other request (not even /healthz) would be answered until its end. A
    // few milliseconds, not a single turn, so a request needing several turns finishes meanwhile.
    if (start > 0) await sleep(pauseBetweenChunksMs);
    try {
      const written = await writeChunk(resolved.slice(start), importChunkSize, known);
      created += written.created;
      updated += written.updated;
    } catch (error) {
      if (start === 0) throw error; // nothing written: the error as it is
      console.error(`Import stopped at prompt ${resolved[start].item.position} after writing ${created + updated}:`, error);
      throw new ConflictError('import.interrupted', null, { position: resolved[start].item.position, written: created + updated });
    }
  }
  errors.sort((a, b) => a.position - b.position);
  return { count: created + updated, created, updated, errors };
}

type Tx = Prisma.TransactionClient;
type ExistingPrompt = { id: number; title: string; language: Language; content: string; isPremium: boolean };

/**
 * The library prompts an import's items already are, and the library version they were read at. A
 * lookup scans the categories' prompts, so it is not repeated per transaction: one that finds the
 * version unchanged (nothing else wrote the library since) keeps it; otherwise it looks again.
 */
interface KnownPrompts {
  version: number | null;
  existing: Map<string, ExistingPrompt>;
}

const libraryVersion = async (tx: Tx) => (await tx.$queryRaw<{ version: number }[]>`SELECT "version" FROM "LibraryVersion" WHERE "id" = 1`)[0].version;

async function findExisting(tx: Tx, items: ResolvedItem[]): Promise<Map<string, ExistingPrompt>> {
  const links = await tx.promptCategory.findMany({
    where: {
      categoryId: { in: [...new Set(items.map(({ categoryId }) => categoryId))] },
      prompt: { ownerId: null, title: { in: items.map(({ item }) => item.title), mode: 'insensitive' } },
    },
    select: { categoryId: true, prompt: { select: { id: true, title: true, language: true, content: true, isPremium: true } } },
  });
  return new Map(links.map(({ categoryId, prompt }) => [identity(categoryId, prompt.language, prompt.title), prompt]));
}

/** Writes the first `size` of the remaining items in one transaction. */
function writeChunk(remaining: ResolvedItem[], size: number, known: KnownPrompts): Promise<{ created: number; updated: number }> {
  const chunk = remaining.slice(0, size);
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM pg_advisory_xact_lock(${Prisma.raw(String(importLockKey))})`;
    const categoryIds = [...new Set(chunk.flatMap(({ categoryId, extraCategoryIds }) => [categoryId, ...extraCategoryIds]))];
    // A category deleted since the batch was checked is a NotFoundError, not a foreign-key failure.
    await lockCategories(tx, categoryIds);
    // Under the advisory lock, so a concurrent import's prompts are found, not created again.
    const version = await libraryVersion(tx);
    if (version !== known.version) known.existing = await findExisting(tx, remaining);
    const { existing } = known;

    // Next free position per category and language: imported prompts go after the ones already there.
    // The last link of each pair by the (categoryId, position) index, not a scan of whole categories.
    const pairs = new Map<string, { categoryId: number; language: Language }>();
    for (const { item, categoryId, extraCategoryIds } of chunk) {
      for (const id of [categoryId, ...extraCategoryIds]) pairs.set(`${id}|${item.language}`, { categoryId: id, language: item.language });
    }
    const maxima = await tx.$queryRaw<{ categoryId: number; language: Language; position: number | null }[]>`
      SELECT k."categoryId", k."language", (
        SELECT pc."position" FROM "PromptCategory" pc JOIN "Prompt" p ON p."id" = pc."promptId"
        WHERE pc."categoryId" = k."categoryId" AND p."language"::text = k."language"
        ORDER BY pc."position" DESC LIMIT 1) AS "position"
      FROM unnest(${[...pairs.values()].map((pair) => pair.categoryId)}::int[], ${[...pairs.values()].map((pair) => pair.language)}::text[]) AS k("categoryId", "language")`;
    const nextPosition = new Map(maxima.filter((row) => row.position !== null).map((row) => [`${row.categoryId}|${row.language}`, Number(row.position) + 1]));
    const takePosition = (categoryId: number, language: Language) => {
      const key = `${categoryId}|${language}`;
      const position = nextPosition.get(key) ?? 0;
      nextPosition.set(key, position + 1);
      return position;
    };

    const toCreate = chunk.filter(({ item, categoryId }) => !existing.has(identity(categoryId, item.language, item.title)));
    const toUpdate = chunk.filter(({ item, categoryId }) => existing.has(identity(categoryId, item.language, item.title)));

    const createdRows =
      toCreate.length === 0
        ? []
        : await tx.prompt.createManyAndReturn({
            data: toCreate.map(({ item }) => ({ title: item.title, content: item.content, language: item.language, isPremium: item.isPremium })),
            select: { id: true, title: true },
          });
    // PostgreSQL returns a multi-row INSERT's rows in order; checked, since the links depend on it.
    if (createdRows.some((row, index) => row.title !== toCreate[index].item.title)) throw new Error('import: created rows out of order');

    const now = new Date();
    const links: Prisma.PromptCategoryCreateManyInput[] = [];
    toCreate.forEach(({ item, categoryId, extraCategoryIds }, index) => {
      for (const id of [categoryId, ...extraCategoryIds]) links.push({ promptId: createdRows[index].id, categoryId: id, position: takePosition(id, item.language) });
    });
    const updatedIds = toUpdate.map(({ item, categoryId }) => existing.get(identity(categoryId, item.language, item.title))!.id);
    const linked = new Set(
      (await tx.promptCategory.findMany({ where: { promptId: { in: updatedIds } }, select: { promptId: true, categoryId: true } })).map(
        (link) => `${link.promptId}|${link.categoryId}`,
      ),
    );
    const changed: { id: number; item: ImportItem }[] = [];
    for (const [index, { item, categoryId, extraCategoryIds }] of toUpdate.entries()) {
      const prompt = existing.get(identity(categoryId, item.language, item.title))!;
      for (const id of extraCategoryIds) {
        if (!linked.has(`${prompt.id}|${id}`)) links.push({ promptId: updatedIds[index], categoryId: id, position: takePosition(id, item.language) });
      }
      // An unchanged prompt still counts as updated (it is the same prompt) but is not rewritten.
      if (prompt.title !== item.title || prompt.content !== item.content || prompt.isPremium !== item.isPremium) changed.push({ id: prompt.id, item });
    }
    // One statement for the chunk's changed prompts: one round trip, and one library-version bump
    // (the triggers fire per statement) instead of one per prompt.
    if (changed.length > 0) {
      await tx.$executeRaw`
        UPDATE "Prompt" p SET "title" = u."title", "content" = u."content", "isPremium" = u."isPremium", "editedAt" = ${now}, "updatedAt" = ${now}
        FROM unnest(${changed.map(({ id }) => id)}::int[], ${changed.map(({ item }) => item.title)}::text[],
          ${changed.map(({ item }) => item.content)}::text[], ${changed.map(({ item }) => item.isPremium)}::boolean[]) AS u("id", "title", "content", "isPremium")
        WHERE p."id" = u."id"`;
    }
    if (links.length > 0) await tx.promptCategory.createMany({ data: links, skipDuplicates: true });
    // Exact: a write above holds the version's row until this transaction commits.
    known.version = await libraryVersion(tx);
    return { created: toCreate.length, updated: toUpdate.length };
  }, longTransaction);
}
