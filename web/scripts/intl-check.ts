/**
 * `npm run intl:check`: fails when the Spanish source catalog is stale (a message was added or
 * changed in the code without `npm run intl:extract`), or when the English catalog misses a key,
 * has an extra one, or differs in structure (placeholders, plurals, selects).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const formatjs = path.join(root, 'node_modules', '.bin', 'formatjs');
const catalogs = path.join(root, 'web', 'src', 'i18n', 'lang');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'intl-check-'));

try {
  const extracted = path.join(tmp, 'es.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'web/src/**/*.{ts,tsx}',
      '--ignore',
      'web/src/**/__generated__/**',
      '--ignore',
      'web/src/**/*.test.{ts,tsx}',
      '--format',
      'simple',
      '--out-file',
      extracted,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const fresh = JSON.parse(readFileSync(extracted, 'utf8')) as Record<string, string>;
  const committed = JSON.parse(readFileSync(path.join(catalogs, 'es.json'), 'utf8')) as Record<string, string>;
  const stale = [
    ...Object.keys(fresh).filter((id) => committed[id] !== fresh[id]),
    ...Object.keys(committed).filter((id) => !(id in fresh)),
  ];
  if (stale.length > 0) {
    console.error(`web/src/i18n/lang/es.json is out of date (${stale.length} message(s), e.g. ${stale.slice(0, 5).join(', ')}).`);
    console.error('Run `npm run intl:extract`, then translate the new keys in en.json.');
    process.exit(1);
  }
  execFileSync(
    formatjs,
    ['verify', '--source-locale', 'es', '--missing-keys', '--extra-keys', '--structural-equality', 'es.json', 'en.json'],
    { cwd: catalogs, stdio: 'inherit' },
  );
  console.log(`Catalogs OK: ${Object.keys(fresh).length} messages in es and en.`);
} catch (error) {
  if ((error as { status?: number }).status !== undefined) process.exit(1);
  throw error;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
