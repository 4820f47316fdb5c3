import { diffWords } from 'diff';

/** One run of the before/after comparison: text both prompts share, or text only one has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The word-level changes from `before` to `after` (jsdiff's diffWords), in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
