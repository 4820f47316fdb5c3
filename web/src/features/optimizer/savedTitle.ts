/** SPEC §4 and §9: a saved optimized prompt is titled with a fixed prefix plus the original's first 30 characters. */
export const TITLE_EXCERPT_LENGTH = 30;

/**
 * The original's first 30 characters for that title, its whitespace runs (line breaks too) folded
 * into single spaces so the title stays one line. Characters, not UTF-16 units, are counted so an
 * emoji is never cut in half.
 */
export function titleExcerpt(original: string): string {
  const oneLine = original.trim().replace(/\s+/g, ' ');
  return Array.from(oneLine).slice(0, TITLE_EXCERPT_LENGTH).join('').trimEnd();
}
