import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** The query that asks for an entry's part of a catalog: `import('./lang/en.json?entry=landing')`. */
const entryQuery = /\?entry=([\w-]+)$/;

export interface EntryCatalog {
  entry: string;
  /** Modules loaded lazily that load the whole catalogs with them (i18n/locale.ts, loadWholeCatalogs): not followed. */
  leavesOut?: string[];
}

/**
 * A catalog cut to what one entry renders, derived at build time: `<catalog>.json?entry=<name>`
 * is the catalog with only the messages of the modules `entries[name]` loads, statically or
 * lazily (less those it leaves out), as the bundler resolves them (its own module graph, not a second one). Which strings
 * are messages is formatjs' extractor's answer, as for `npm run intl:extract`. The catalogs stay
 * the one source: nothing derived is written to the repository.
 *
 * The result is still the catalog's JSON, so precompileMessages (listed after this plugin) parses it.
 */
export function entryCatalogs({ entries, formatjs }: { entries: Record<string, EntryCatalog>; formatjs: string }): Plugin {
  return {
    name: 'promptario:entry-catalogs',
    enforce: 'pre',
    async load(id) {
      const match = entryQuery.exec(id);
      if (!match || !id.endsWith(`.json${match[0]}`)) return null;
      const catalogFile = id.slice(0, -match[0].length);
      const part = entries[match[1]];
      if (!part) throw new Error(`${id}: no entry named ${match[1]} (web/vite.config.ts, entryCatalogs)`);

      // Every module the entry loads, through the bundler's own resolution; its part of the catalog is not one of them.
      const files = new Set<string>();
      const visit = async (moduleId: string): Promise<void> => {
        // Packages (and externals, which never load) define no messages of the catalog.
        if (files.has(moduleId) || part.leavesOut?.includes(moduleId) || !path.isAbsolute(moduleId) || moduleId.includes('node_modules') || moduleId.includes('?')) return;
        files.add(moduleId);
        const info = await this.load({ id: moduleId, resolveDependencies: true });
        await Promise.all([...info.importedIds, ...info.dynamicallyImportedIds].map(visit));
      };
      await visit(part.entry);
      const sources = [...files].filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__'));
      sources.forEach((file) => this.addWatchFile(file));

      const used = await extractMessageIds(formatjs, sources);
      const catalog = JSON.parse(await readFile(catalogFile, 'utf8')) as Record<string, string>;
      const code = JSON.stringify(Object.fromEntries(Object.entries(catalog).filter(([messageId]) => used.has(messageId))));
      // The query hides the extension the bundler would tell a JSON module by.
      return { code, moduleType: 'json' };
    },
  };
}

/** The ids of the messages `files` define, by formatjs' extractor (the one `npm run intl:extract` runs). */
export async function extractMessageIds(formatjs: string, files: string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const { stdout } = await promisify(execFile)(formatjs, ['extract', ...files, '--format', 'simple'], {
    cwd: path.dirname(files[0]),
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(Object.keys(JSON.parse(stdout || '{}') as Record<string, string>));
}
