import type { Language } from '../../../../shared/languages.ts';
import { packPattern, readerPhrases, type Everyday } from './catalog.ts';
import type { PromptElements } from './elements.ts';
import { audienceKinds, givenMaterialKinds, type TaskKind } from './task-kinds.ts';
import { quote, wordPattern } from './text.ts';

const goalPattern = wordPattern(
  'objetivo|meta|para conseguir|para lograr|vender|ventas|reservas|seguidores|clientes nuevos|suscriptores|goal|aim|to get|to drive|sales|sell|bookings|followers|subscribers|leads|sign-?ups',
);
const goalKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'naming', 'social', 'copy', 'article', 'script']);
const maxSuggestions = 5;
const questionPattern = /\?|^\s*(?:¿|c[óo]mo|qu[ée]|por qu[ée]|cu[áa]l|cu[áa]ndo|d[óo]nde|how|what|why|which|when|where|is|are|can|should|do|does)\s/i;
// "our team needs a weekly standup agenda template", "nos hace falta un logo": a need that names what is wanted is a request.
const needPattern = packPattern((vocabulary) => vocabulary.needLeads);
const assistantEveryday: ReadonlySet<Everyday> = new Set(['assistantSetup', 'assistantInstructions']);
// The request already says whom the answer is for: "para una familia de 4", "for my A2 students", or the
// writer describes themselves ("soy vegetariana", "i'm a beginner").
const forWhomPattern = packPattern((vocabulary) => vocabulary.forWhom);
// The everyday deliverables whose answer changes with who it is for (a gift's recipient, a joke's
// listeners, notes' level); a recipe, an image prompt or a comparison for a stated case do not.
const everydayForSomeone: ReadonlySet<Everyday> = new Set(['gift', 'recommendations', 'jokes', 'aboutPage', 'studyNotes', 'survey']);

export interface SuggestionInput {
  text: string;
  elements: PromptElements;
  kind: TaskKind;
  /** The everyday deliverable the request names (its kind is 'general'). */
  everyday?: Everyday;
  /** The quantity the optimizer chose, when the prompt gave none. */
  count?: number;
  /** The placeholders left in the improved prompt. */
  placeholders: string[];
}

/**
 * Next steps after an optimization, each quoting the prompt, most useful first, in the reader's
 * language: the missing elements are filled in, so only what the user alone can add is suggested.
 */
export function suggestionsFor({ text, elements, kind, everyday, count, placeholders }: SuggestionInput, readerLanguage: Language): string[] {
  const s = readerPhrases[readerLanguage].suggest;
  const { found } = elements;
  const request = found.task ?? elements.sentences.find((sentence) => !sentence.block)?.text ?? text;
  // Quoted without the greeting it starts with: "hola necesito q me hagas…" is quoted from "necesito".
  const task = quote(elements.greeting && request.startsWith(elements.greeting) ? request.slice(elements.greeting.length).replace(/^[\s,.!:;-]+/, '') : request, 60);
  const suggestions: string[] = [];

  // A request that names its deliverable ("carta de renuncia…") has a task, verb or not.
  // A question ("how can I sleep better?") is a request as it stands: no verb to add.
  if (!found.task && !elements.kind && !everyday && !questionPattern.test(text) && !needPattern.test(text.toLowerCase())) suggestions.push(s.task());
  // An assistant's instructions speak of what it will be asked ("answers customer questions"): its knowledge has a slot, not a paste.
  if (elements.missingMaterial && !(everyday && assistantEveryday.has(everyday))) suggestions.push(s.material(quote(elements.missingMaterial)));
  if (elements.uncountedPlural && count) suggestions.push(s.count(task, elements.uncountedPlural, count));
  if (placeholders.length > 0) suggestions.push(s.placeholders(placeholders.slice(0, 3)));
  const vagueWord = elements.vague[0];
  if (vagueWord) {
    const sentence = elements.sentences.find((item) => item.text.toLowerCase().includes(vagueWord))?.text ?? text;
    suggestions.push(s.vague(vagueWord, quote(sentence, 60)));
  }
  // Only what the request does not already say: its goal, its audience (an age, a level), an example.
  // Ideas for a birthday party have no sales to win: the goal is asked of a business's ideas, or a platform's.
  const aimsAtAnAudience = kind !== 'ideas' || elements.owned.length > 0 || elements.platform !== undefined;
  if (goalKinds.has(kind) && aimsAtAnAudience && !elements.namesPersonal && !elements.statedGoal && !goalPattern.test(text.toLowerCase())) suggestions.push(s.goal(task));
  // Work on given material (a correction, a translation, a summary) is for the user who gave it.
  const onMaterial = elements.revision || givenMaterialKinds.has(kind);
  const forSomeone = everyday ? everydayForSomeone.has(everyday) : audienceKinds.has(kind);
  if (!found.audience && !elements.simple && !onMaterial && !elements.namesPersonal && forSomeone && !forWhomPattern.test(text.toLowerCase())) suggestions.push(s.audience(task));
  if (!found.examples) suggestions.push(s.example(task));
  if (suggestions.length < maxSuggestions) suggestions.push(s.iterate());
  return suggestions.slice(0, maxSuggestions);
}
