import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { examplesFile, examplesJson, roughPrompts } from './landing-examples.ts';

// The landing carousel must show what the local engine really answers (issue 10).
describe('the landing page examples', () => {
  it.each(['es', 'en'] as const)('are the local engine\'s current output for the %s rough prompts (run `npm run landing:examples` after changing the engine)', async (language) => {
    const committed = await readFile(examplesFile(language), 'utf8');
    expect(committed).toBe(examplesJson(language));
    expect(JSON.parse(committed)).toHaveLength(4);
    expect(roughPrompts[language]).toHaveLength(4);
  });
});
