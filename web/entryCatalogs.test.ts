import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryCatalogs } from './entryCatalogs';

const formatjs = path.resolve(import.meta.dirname, '../node_modules/.bin/formatjs');
const root = mkdtempSync(path.join(os.tmpdir(), 'entry-catalogs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const message = (id: string) => `import { defineMessage } from 'react-intl';\nexport const message = defineMessage({ id: '${id}', defaultMessage: '${id} es' });\n`;
const files: Record<string, string> = {
  'entry.ts': `import { message } from './page';\nexport const lazyPart = () => import('./lazy');\nexport const dialogs = () => import('./dialogs');\nexport const catalog = () => import('./en.json?entry=main');\nexport { message };\n`,
  'page.ts': message('page.title'),
  'lazy.ts': message('lazy.title'),
  'dialogs.ts': message('dialogs.title'),
  'other.ts': message('other.title'),
  'en.json': JSON.stringify({ 'page.title': 'Page', 'lazy.title': 'Lazy', 'dialogs.title': 'Dialogs', 'other.title': 'Other' }),
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);

async function builtCatalog(): Promise<Record<string, string>> {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [entryCatalogs({ entries: { main: { entry: path.join(root, 'entry.ts'), leavesOut: [path.join(root, 'dialogs.ts')] } }, formatjs })],
    build: { write: false, lib: { entry: path.join(root, 'entry.ts'), formats: ['es'] }, rolldownOptions: { external: ['react-intl'] } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0].output.find((file) => file.type === 'chunk' && file.code.includes('"page.title"') && !file.code.includes('defineMessage'));
  if (!chunk || chunk.type !== 'chunk') throw new Error('no catalog chunk in the build');
  const literal = /\{[^]*\}/.exec(chunk.code)?.[0] ?? '{}';
  return Object.fromEntries([...literal.matchAll(/"([\w.]+)":\s*[`'"]([^`'"]*)[`'"]/g)].map((match) => [match[1], match[2]]));
}

describe("an entry's catalog", () => {
  it('holds the messages of the modules the entry loads, statically or lazily, and none of the modules it leaves out or never loads', async () => {
    expect(await builtCatalog()).toEqual({ 'page.title': 'Page', 'lazy.title': 'Lazy' });
  });
});
