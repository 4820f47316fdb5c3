import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Which Chromium the end-to-end tests drive, and with which flags.
 *
 * Nothing may download a browser on these machines (`npx playwright install` cannot work), so the
 * browser comes from, in order:
 *   1. `CHROMIUM_PATH`, when set;
 *   2. Debian's `/usr/bin/chromium-headless-shell`, then `/usr/bin/chromium` (`.ci/run` installs
 *      both), unless `E2E_IGNORE_SYSTEM_CHROMIUM=1`;
 *   3. `@sparticuz/chromium`, a chrome-headless-shell build shipped inside the npm package, unpacked
 *      into the temp folder on first use.
 * The headless shell comes first because it is the browser Playwright itself runs headless tests
 * in, and on these machines it used half the CPU of the full browser for the same specs
 * (docs/testing.md).
 */

/** Debian's browsers, in order of preference: the packages `chromium-headless-shell` and `chromium`. */
export const SYSTEM_CHROMIUMS: readonly string[] = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Flags known to work with Debian's Chromium here: run as root, without a GPU, fetching nothing in the background. */
export const BASE_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'sparticuz';

export interface ResolvedChromium {
  executablePath: string;
  args: string[];
  source: ChromiumSource;
}

function truthy(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at "${fromEnv}", which does not exist`);
    return { executablePath: fromEnv, args: [...BASE_ARGS], source: 'CHROMIUM_PATH' };
  }
  const system = truthy(env.E2E_IGNORE_SYSTEM_CHROMIUM) ? undefined : SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, args: [...BASE_ARGS], source: 'system' };
  const { default: Sparticuz } = await import('@sparticuz/chromium');
  const executablePath = await Sparticuz.executablePath();
  // The shell links only libc, libgcc and libexpat, so the base flags suffice; what it needs on top
  // is its own fonts (fonts.tar.br, unpacked beside the binary with a fonts.conf): a bare machine may
  // have none. The browser inherits this process's environment.
  const fontsDir = path.join(path.dirname(executablePath), 'fonts');
  if (!process.env.FONTCONFIG_PATH && existsSync(path.join(fontsDir, 'fonts.conf'))) {
    process.env.FONTCONFIG_PATH = fontsDir;
  }
  return { executablePath, args: [...BASE_ARGS], source: 'sparticuz' };
}
