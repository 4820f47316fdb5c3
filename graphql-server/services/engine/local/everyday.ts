import type { Language } from '../../../../shared/languages.ts';
import { everydayDeliverables, vocabularies, type Everyday } from './catalog.ts';
import { kindEnd, type TaskKind } from './task-kinds.ts';
import { wordPattern } from './text.ts';

const everydayPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, everydayDeliverables.map((deliverable) => [deliverable, wordPattern(vocabularies[language].everyday[deliverable])] as const)]),
) as Record<Language, (readonly [Everyday, RegExp])[]>;

/**
 * The everyday deliverable a LOWER-CASED request names (a recipe, a Midjourney prompt, an Airbnb
 * description, a comparison…): the one named first, when the request names no other kind before it.
 * "What are the pros and cons…" is a comparison, not an explanation, wherever its question word stands.
 */
export function everydayOf(lowerText: string, language: Language, named: TaskKind | undefined): Everyday | undefined {
  const first = everydayPatterns[language]
    .map(([deliverable, pattern]) => ({ deliverable, index: pattern.exec(lowerText)?.index ?? -1 }))
    .filter((one) => one.index >= 0)
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return undefined;
  if (named === undefined || named === 'general' || named === 'explanation') return first.deliverable;
  // "un mensaje de despedida", "gift ideas": the everyday words start before the kind's words end.
  const namedEnd = kindEnd(lowerText, language, named);
  return namedEnd === undefined || first.index < namedEnd ? first.deliverable : undefined;
}
