import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCss } from './themeCss';

describe('themeVariables.css', () => {
  it('declares the current light and dark themes (run `npm run theme:css` after changing theme.ts)', () => {
    // Vitest runs from the repository root; in jsdom import.meta.url is not a file URL.
    const committed = readFileSync(path.join(process.cwd(), 'web/src/theme/themeVariables.css'), 'utf8');
    expect(committed).toBe(themeCss());
  });
});
