import type { Language } from '../../../../shared/languages.ts';
import { vocabularies } from './catalog.ts';
import { wordPattern } from './text.ts';

/** What a follow-up asks of the AI's previous answer, in the order its lines are written. */
export const followUpChanges = ['continue', 'again', 'translate', 'longer', 'shorter', 'simpler', 'formal', 'casual', 'funnier', 'voiced', 'examples', 'reshape'] as const;
/** 'edit': any other change, stated in the user's own words ('make it rhyme', 'ponle emojis'). */
export type FollowUpChange = (typeof followUpChanges)[number] | 'edit';

export interface FollowUp {
  changes: FollowUpChange[];
  /** The language a translation is into, as the user named it ("english", "inglés"). */
  target?: string;
}

const changePatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [
    language,
    followUpChanges.map((change) => [change, wordPattern(vocabularies[language].followUpChanges[change], 'g')] as const),
  ]),
) as Record<Language, (readonly [FollowUpChange, RegExp])[]>;
const editPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, new RegExp(`^(?:(?:${vocabularies[language].followUpFillers})[\\s,.!]+)*(?:${vocabularies[language].followUpEdits})`)]),
) as Record<Language, RegExp>;
// A short edit that names material of the user's own ("add emojis to my post", "quítale el final a este texto") is no follow-up.
const ownMaterialPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, wordPattern(`${vocabularies[language].possessives}|${vocabularies[language].demonstratives}`)]),
) as Record<Language, RegExp>;
const editWordLimit = 12;
const fillerPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, wordPattern(vocabularies[language].followUpFillers, 'g')]),
) as Record<Language, RegExp>;

/**
 * A follow-up typed as if inside a chat ("make it longer", "hazlo más corto y más formal", "in english please"):
 * the LOWER-CASED request is made only of changes asked of an answer the AI gave before, and words that ask
 * nothing of their own, or a short edit of it in the user's own words ("make it rhyme", "quítale lo de la garantía").
 * A request that names anything else ("make my essay longer") is no follow-up.
 */
export function followUpOf(lowerRequest: string, language: Language): FollowUp | undefined {
  let rest = lowerRequest;
  const changes: FollowUpChange[] = [];
  let target: string | undefined;
  for (const [change, pattern] of changePatterns[language]) {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) continue;
    changes.push(change);
    if (change === 'translate') target = match.slice(1).find(Boolean);
    rest = rest.replace(pattern, ' ');
  }
  rest = rest.replace(fillerPatterns[language], ' ');
  if (changes.length > 0 && !/[\p{L}\p{N}]/u.test(rest)) return { changes, target };
  const request = lowerRequest.trim();
  const short = request.split(/\s+/).length <= editWordLimit;
  return short && editPatterns[language].test(request) && !ownMaterialPatterns[language].test(request) ? { changes: ['edit'] } : undefined;
}

/** The changes of a text's register, voice or size, which a translation can be asked to make as well ("traduce… y hazlo más formal", "traduce al inglés como pirata"). */
const translationChangeKinds = ['longer', 'shorter', 'simpler', 'formal', 'casual', 'funnier', 'voiced'] as const;
export type TranslationChange = (typeof translationChangeKinds)[number];

/**
 * The changes a LOWER-CASED instruction asks beside a translation ("and make it shorter", "y hazlo más formal"):
 * they override "keep the register / the same length as the original".
 */
export function changesAsked(lowerInstruction: string, language: Language): TranslationChange[] {
  return translationChangeKinds.filter((change) => wordPattern(vocabularies[language].followUpChanges[change]).test(lowerInstruction));
}
