import { isDeepStrictEqual } from 'node:util';
import { prisma } from '../db/client.ts';
import { Prisma, type Category, type Prompt } from '../generated/prisma/client.ts';
import { categoryPageIdsSql, libraryOrder, visiblePromptsWhere, type Reader } from './prompt-access.ts';

/**
 * Pages of the shared library, cached in this process. The library is read-mostly and the same for
 * every reader of one language and plan view, so its rows are loaded once per library version:
 * every write to Prompt, PromptCategory or Category bumps the LibraryVersion row in the writing
 * transaction (triggers, so plain SQL counts too), and each request reads that row once, so a write
 * committed by any process is seen by the next request of every process.
 *
 * Cached rows have one declared shape (libraryPromptSelect): what a reader may see of them (locked
 * content, their own prompts, what they saved) is still decided per request.
 */

/**
 * What a cached library prompt holds: every column of Prompt, named one by one (the Prompt type loads
 * whole rows, so a page's planned query needs them all), and its categories (whole rows too, as the
 * Category type reads them). A column added to Prompt is not cached until it is named here: until
 * then every page is loaded for its request (libraryPromptPage), which the query-count tests catch.
 */
export const libraryPromptSelect = {
  id: true,
  title: true,
  content: true,
  language: true,
  isPremium: true,
  ownerId: true,
  seedKey: true,
  editedAt: true,
  createdAt: true,
  updatedAt: true,
  searchTitle: true,
  version: true,
  categories: { select: { position: true, category: true }, orderBy: { categoryId: 'asc' } },
} as const satisfies Prisma.PromptSelect;

export type LibraryPromptRow = Prisma.PromptGetPayload<{ select: typeof libraryPromptSelect }>;

/** A page of the library: every prompt the reader can see, or one category's. */
export interface LibraryPageRequest {
  of: { all: true } | { categoryId: number };
  reader: Reader;
  offset: number;
  limit: number;
}

/** What a library page needs to know, read with the session (services/sessions.ts) as of the request's start: a cached page then costs no statement. */
export interface LibrarySnapshot {
  /** Null when the version row is missing: nothing is cached then. */
  libraryVersion: number | null;
  /** The user has prompts of their own, which interleave with the library: their pages are not shared. */
  hasOwnPrompts: boolean;
}

/** The snapshot with the viewer's saved-prompts version, which tells whether their cached saved state still holds. */
export interface ViewerSnapshot extends LibrarySnapshot {
  savedPromptsVersion: number;
}

export interface LibraryViewer {
  id: number | null;
  /** Read with the viewer's session; null for a visitor, or where it cannot be trusted (a mutation may have changed it). */
  snapshot: ViewerSnapshot | null;
}

/** Prisma's query for a page's prompts: the declared shape, the viewer's saved records beside it, or more. */
type PromptQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/**
 * One page of the library in `query`'s shape. When `query` asks for no more than libraryPromptSelect
 * (and the viewer's saved records, `savedBy`), the page is shared through the cache with every reader
 * of the same language and plan view who has no prompts of their own; otherwise it is loaded for this
 * request with `query`, which costs what an uncached page costs and is never wrong.
 */
export async function libraryPromptPage(request: LibraryPageRequest, viewer: LibraryViewer, query: PromptQuery): Promise<Prompt[]> {
  const { savedBy, ...selected } = query.select ?? query.include ?? {};
  const declared: Record<string, unknown> = libraryPromptSelect;
  // `include` asks for every column besides the relations it names.
  const columns = query.include ? Object.keys(Prisma.PromptScalarFieldEnum) : [];
  const withinDeclared = columns.every((column) => declared[column] === true) && selectionWithin(selected, declared);
  if (!withinDeclared) return loadPage(request, viewer.id, query);
  const key = `${'categoryId' in request.of ? `category:${request.of.categoryId}` : 'prompts'}:${planView(request.reader)}:${request.offset}:${request.limit}`;
  const page = await sharedLibraryPage<LibraryPromptRow>(
    key,
    { id: viewer.id, withSaved: savedBy !== undefined, snapshot: viewer.snapshot },
    () => loadPage(request, null, { select: libraryPromptSelect }) as Promise<LibraryPromptRow[]>,
  );
  if (!page) return loadPage(request, viewer.id, query);
  if (savedBy === undefined) return page.rows;
  // The same shape as the isSaved field's own selection (`savedBy { id }`, this viewer's only).
  return page.rows.map((row) => ({ ...row, savedBy: page.saved.get(row.id) ?? [] }));
}

/**
 * Whether rows loaded with the `declared` selection hold everything `planned` asks for: its fields,
 * and of each relation, the same arguments (order, filter) and a selection within the declared one.
 */
function selectionWithin(planned: Record<string, unknown>, declared: Record<string, unknown>): boolean {
  return Object.entries(planned).every(([field, selection]) => {
    const declaredSelection = declared[field];
    if (isDeepStrictEqual(selection, declaredSelection)) return true;
    if (!isRelationQuery(selection) || !isRelationQuery(declaredSelection) || !selection.select || !declaredSelection.select) return false;
    const { select, ...args } = selection;
    const { select: declaredSelect, ...declaredArgs } = declaredSelection;
    return isDeepStrictEqual(args, declaredArgs) && selectionWithin(select, declaredSelect);
  });
}

const isRelationQuery = (selection: unknown): selection is { select?: Record<string, unknown> } => typeof selection === 'object' && selection !== null;

/** What a reader's plan changes in the library: part of every shared page's key. */
const planView = (reader: Reader) => `${reader.language}:${reader.plan.premiumPrompts ? 'premium' : 'free'}:${reader.plan.libraryPromptsPerCategory ?? 'all'}`;

/** A page's prompts in order, with every nested selection of `query` loaded in one query per level. */
async function loadPage(request: LibraryPageRequest, viewerId: number | null, query: PromptQuery): Promise<Prompt[]> {
  const { of, reader, offset, limit } = request;
  if ('all' in of) {
    return prisma.prompt.findMany({ ...query, where: visiblePromptsWhere(viewerId), orderBy: libraryOrder(reader.language), skip: offset, take: limit });
  }
  const rows = await prisma.$queryRaw<{ id: number }[]>(categoryPageIdsSql({ categoryId: of.categoryId, viewerId, reader, offset, limit }));
  return promptsInOrder(rows.map((row) => row.id), query);
}

/** The prompts of `ids` in that order, with every nested selection of `query` loaded in one query per level. */
export async function promptsInOrder(ids: number[], query: PromptQuery): Promise<Prompt[]> {
  if (ids.length === 0) return [];
  const prompts: Prompt[] = await prisma.prompt.findMany({ ...query, where: { id: { in: ids } } });
  const byId = new Map(prompts.map((prompt) => [prompt.id, prompt]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A category by its slug, cached at the library version of the viewer's snapshot; without a snapshot (a visitor, a mutation) it is read as asked. */
export async function libraryCategoryBySlug(slug: string, snapshot: LibrarySnapshot | null): Promise<Category | null> {
  const [category] = await sharedLibraryRows(snapshot, `category-by-slug:${slug}`, async () => {
    const found = await prisma.category.findUnique({ where: { slug } });
    return found ? [found] : [];
  });
  return category ?? null;
}

/**
 * Enough for the pages readers commonly ask for (first pages per category, language and plan view);
 * past it the cache starts over, so odd offsets and sizes cannot grow memory past 200 pages of at
 * most 100 prompts (a few tens of MB at worst).
 */
const maxEntries = 200;

interface Entry<Row> {
  loading: Promise<Row[]>;
  /** Set once loaded: a request can then check the page's version and saved state in one statement. */
  rows?: Row[];
}

let cachedVersion: number | null = null;
const entries = new Map<string, Entry<unknown>>();

/** Viewers' saved records among a cached page, by viewer, saved-prompts version and page; cleared when full. */
const maxSavedEntries = 5000;
const savedEntries = new Map<string, SavedByPrompt>();

/** The viewer's saved records of a page's prompts, by prompt id. */
type SavedByPrompt = ReadonlyMap<number, { id: number }[]>;

interface SharedPage<Row> {
  rows: Row[];
  /** Empty when logged out or when the saved state was not asked for. */
  saved: SavedByPrompt;
}

interface LibraryState {
  /** Null when the version row is missing: nothing is cached then. */
  version: number | null;
  /** The viewer has prompts of their own, which interleave with the library: their pages are not shared. */
  hasOwn: boolean;
  /** The viewer's saved records among `promptIds`. */
  saved: { id: number; promptId: number }[] | null;
}

/** The library's version, whether the viewer's pages can be shared, and what they saved of `promptIds`, in one statement. */
async function libraryState(viewerId: number | null, promptIds: number[]): Promise<LibraryState> {
  // A PL/pgSQL function (migration hot_statement_functions): its plan is kept, not made on every request.
  const [row] = await prisma.$queryRaw<LibraryState[]>`SELECT * FROM promptario_library_state(${viewerId ?? -1}::int, ${promptIds}::int[])`;
  return row;
}

function savedByPrompt(saved: { id: number; promptId: number }[] | null): SavedByPrompt {
  return new Map((saved ?? []).map((row) => [row.promptId, [{ id: row.id }]]));
}

async function savedAmong(viewerId: number, rows: { id: number }[]): Promise<SavedByPrompt> {
  const saved = await prisma.savedPrompt.findMany({
    where: { userId: viewerId, promptId: { in: rows.map((row) => row.id) } },
    select: { id: true, promptId: true },
  });
  return savedByPrompt(saved);
}

/**
 * The rows cached under `key` at `version`, loading them with `load` when missing. Any other version
 * empties the cache first, so rows are only ever shared by requests that read the same version.
 */
function cachedRows<Row>(version: number, key: string, load: () => Promise<Row[]>): Promise<Row[]> {
  if (version !== cachedVersion) {
    entries.clear();
    cachedVersion = version;
  }
  const found = entries.get(key) as Entry<Row> | undefined;
  if (found) return found.loading;
  if (entries.size >= maxEntries) entries.clear();
  const entry: Entry<Row> = { loading: load() };
  entries.set(key, entry);
  entry.loading.then(
    (rows) => {
      entry.rows = rows;
    },
    // A failed load is not remembered.
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry.loading;
}

/**
 * The shared page cached under `key`, with the viewer's saved state when `withSaved`; null when the
 * viewer's pages are not shared (they have prompts of their own, or the version row is missing) and
 * the caller must load their page itself.
 *
 * A signed-in query brings the snapshot read with the session (snapshotPage): a cached page then
 * costs no statement. Otherwise a page already cached costs one statement: the version (checked
 * against the cached page's), the viewer's own-prompts fact and their saved records among the page's
 * prompts; a page not cached is loaded at the version read, and the saved records take one more.
 */
async function sharedLibraryPage<Row extends { id: number }>(
  key: string,
  viewer: { id: number | null; withSaved: boolean; snapshot: ViewerSnapshot | null },
  load: () => Promise<Row[]>,
): Promise<SharedPage<Row> | null> {
  if (viewer.id !== null && viewer.snapshot) return snapshotPage(key, { ...viewer, id: viewer.id, snapshot: viewer.snapshot }, load);
  const versionOfCached = cachedVersion;
  const cached = (entries.get(key) as Entry<Row> | undefined)?.rows;
  const state = await libraryState(viewer.id, cached?.map((row) => row.id) ?? []);
  if (state.version === null || state.hasOwn) return null;
  if (cached && state.version === versionOfCached) return { rows: cached, saved: savedByPrompt(state.saved) };
  const rows = await cachedRows(state.version, key, load);
  if (!viewer.withSaved || viewer.id === null || rows.length === 0) return { rows, saved: new Map() };
  return { rows, saved: await savedAmong(viewer.id, rows) };
}

/**
 * Shared library rows under `key` (a category by its slug, say), cached at the library version of
 * the viewer's snapshot; without a snapshot (a visitor, a mutation) they are loaded as asked.
 */
function sharedLibraryRows<Row>(snapshot: LibrarySnapshot | null, key: string, load: () => Promise<Row[]>): Promise<Row[]> {
  if (!snapshot || snapshot.libraryVersion === null) return load();
  return cachedRows(snapshot.libraryVersion, key, load);
}

/**
 * Rows that are the same for every visitor (the public pages' library), cached at the library
 * version: a request costs the one statement that reads the version, and the load when that
 * version is not cached yet. Without the version row they are loaded as asked.
 */
export async function publicLibraryRows<Row>(key: string, load: () => Promise<Row[]>): Promise<Row[]> {
  const state = await libraryState(null, []);
  return state.version === null ? load() : cachedRows(state.version, key, load);
}

/**
 * sharedLibraryPage for a viewer whose snapshot was read with their session: a cached page whose
 * saved state is cached for their saved-prompts version costs no statement at all. The saved-prompts
 * version is bumped by a trigger on every change (migration saved_prompts_version), so any process's
 * save is seen by the next request.
 */
async function snapshotPage<Row extends { id: number }>(
  key: string,
  viewer: { id: number; withSaved: boolean; snapshot: ViewerSnapshot },
  load: () => Promise<Row[]>,
): Promise<SharedPage<Row> | null> {
  const { libraryVersion, hasOwnPrompts, savedPromptsVersion } = viewer.snapshot;
  if (libraryVersion === null || hasOwnPrompts) return null;
  const rows = await cachedRows(libraryVersion, key, load);
  if (!viewer.withSaved || rows.length === 0) return { rows, saved: new Map() };
  const savedKey = `${viewer.id}:${savedPromptsVersion}:${libraryVersion}:${key}`;
  let saved = savedEntries.get(savedKey);
  if (!saved) {
    saved = await savedAmong(viewer.id, rows);
    if (savedEntries.size >= maxSavedEntries) savedEntries.clear();
    savedEntries.set(savedKey, saved);
  }
  return { rows, saved };
}
