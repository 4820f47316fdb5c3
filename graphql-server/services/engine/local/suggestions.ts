import type { Language } from '../../../../shared/languages.ts';
import { readerPhrases } from './catalog.ts';
import type { PromptElements } from './elements.ts';
import { audienceKinds, type TaskKind } from './task-kinds.ts';
import { quote, wordPattern } from './text.ts';

const goalPattern = wordPattern(
  'objetivo|meta|para conseguir|para lograr|vender|ventas|reservas|seguidores|clientes nuevos|suscriptores|goal|aim|to get|to drive|sales|sell|bookings|followers|subscribers|leads|sign-?ups',
);
const goalKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'naming', 'social', 'copy', 'article', 'script']);
const maxSuggestions = 5;

export interface SuggestionInput {
  text: string;
  elements: PromptElements;
  kind: TaskKind;
  /** The quantity the optimizer chose, when the prompt gave none. */
  count?: number;
  /** The placeholders left in the improved prompt. */
  placeholders: string[];
}

/**
 * Next steps after an optimization, each quoting the prompt, most useful first, in the reader's
 * language: the missing elements are filled in, so only what the user alone can add is suggested.
 */
export function suggestionsFor({ text, elements, kind, count, placeholders }: SuggestionInput, readerLanguage: Language): string[] {
  const s = readerPhrases[readerLanguage].suggest;
  const { found } = elements;
  const task = quote(found.task ?? elements.sentences.find((sentence) => !sentence.block)?.text ?? text, 60);
  const suggestions: string[] = [];

  if (!found.task) suggestions.push(s.task());
  if (elements.missingMaterial) suggestions.push(s.material(quote(elements.missingMaterial)));
  if (elements.uncountedPlural && count) suggestions.push(s.count(task, elements.uncountedPlural, count));
  if (placeholders.length > 0) suggestions.push(s.placeholders(placeholders.slice(0, 3)));
  const vagueWord = elements.vague[0];
  if (vagueWord) {
    const sentence = elements.sentences.find((item) => item.text.toLowerCase().includes(vagueWord))?.text ?? text;
    suggestions.push(s.vague(vagueWord, quote(sentence, 60)));
  }
  if (goalKinds.has(kind) && !elements.namesPersonal && !goalPattern.test(text.toLowerCase())) suggestions.push(s.goal(task));
  if (!found.audience && !elements.namesPersonal && audienceKinds.has(kind)) suggestions.push(s.audience(task));
  if (!found.examples) suggestions.push(s.example(task));
  if (suggestions.length < maxSuggestions) suggestions.push(s.iterate());
  return suggestions.slice(0, maxSuggestions);
}
