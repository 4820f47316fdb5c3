import { prisma } from '../db/client.ts';

/**
 * Pages of the shared library, cached in this process. The library is read-mostly and the same for
 * every reader of one language and plan view, so its rows are loaded once per library version:
 * every write to Prompt, PromptCategory or Category bumps the LibraryVersion row in the writing
 * transaction (triggers, so plain SQL counts too), and each request reads that row once, so a write
 * committed by any process is seen by the next request of every process.
 *
 * Cached rows are raw database rows: what a reader may see of them (locked content, their own
 * prompts, what they saved) is still decided per request.
 */

/**
 * Enough for the pages readers commonly ask for (first pages per category, language and plan view);
 * past it the cache starts over, so odd offsets and sizes cannot grow memory past 200 pages of at
 * most 100 prompts (a few tens of MB at worst).
 */
const maxEntries = 200;

let cachedVersion: number | null = null;
const entries = new Map<string, Promise<unknown>>();

export interface LibraryState {
  /** Null when the version row is missing: nothing is cached then. */
  version: number | null;
  /** The viewer has prompts of their own, which interleave with the library: their pages are not shared. */
  viewerHasOwnPrompts: boolean;
}

/** The library's version and whether the viewer's pages can be shared, in one statement. */
export async function libraryState(viewerId: number | null): Promise<LibraryState> {
  const [row] = await prisma.$queryRaw<{ version: number | null; hasOwn: boolean }[]>`
    SELECT (SELECT "version" FROM "LibraryVersion" WHERE "id" = 1) AS "version",
      EXISTS (SELECT 1 FROM "Prompt" WHERE "ownerId" = ${viewerId ?? -1}) AS "hasOwn"`;
  return { version: row.version, viewerHasOwnPrompts: row.hasOwn };
}

/**
 * The value cached under `key` at `version`, loading it with `load` when missing. Any other version
 * empties the cache first, so a value is only ever shared by requests that read the same version.
 */
export function cachedLibraryValue<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
  if (version !== cachedVersion) {
    entries.clear();
    cachedVersion = version;
  }
  const found = entries.get(key);
  if (found) return found as Promise<T>;
  if (entries.size >= maxEntries) entries.clear();
  const loading = load();
  entries.set(key, loading);
  // A failed load is not remembered.
  loading.catch(() => {
    if (entries.get(key) === loading) entries.delete(key);
  });
  return loading;
}
