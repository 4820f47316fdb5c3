import type { Language } from '../../../../shared/languages.ts';
import { allWords, everydayDeliverables, vocabularies, type NamedEveryday } from './catalog.ts';
import { kindEnd, type TaskKind } from './task-kinds.ts';
import { wordPattern } from './text.ts';

const thesisPattern = wordPattern(allWords((vocabulary) => vocabulary.shapeWords.thesis));
const everydayPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [language, everydayDeliverables.map((deliverable) => [deliverable, wordPattern(vocabularies[language].everyday[deliverable])] as const)]),
) as Record<Language, (readonly [NamedEveryday, RegExp])[]>;

// Deliverables that win wherever they are named: "a report… help me structure it" is an outline, "un análisis DAFO" a SWOT,
// "resumen de las noticias de esta semana" this week's news (no known work to summarise), "a cover message for a
// linkedin connection request" a connection note, "un guion para pedirle matrimonio" a proposal (no difficult
// conversation), "a story for my A2 students" a text for learners.
const namedAnywhere: ReadonlySet<NamedEveryday> = new Set(['outline', 'swot', 'aboutPage', 'news', 'connectionNote', 'proposal', 'learnerText', 'writingHowTo']);
// How-tos of a field with a shape of its own: "how to…" before them asks for that one.
const specificHowTos: ReadonlySet<NamedEveryday> = new Set(['learningPath', 'homeRepair', 'negotiation', 'differentiation', 'struggleSupport', 'homework', 'objectionHandling', 'travelDeals', 'gameStrategy', 'plantCare', 'vehicleTrouble', 'taxQuestion', 'legalRights']);

/**
 * The everyday deliverable a LOWER-CASED request names (a recipe, a Midjourney prompt, an Airbnb
 * description, a comparison…): the one named first, when the request names no other kind before it.
 * "What are the pros and cons…" is a comparison, not an explanation, wherever its question word stands.
 * An outline asked for anywhere ("a report… help me structure it") is the answer: the outline of what is named.
 */
export function everydayOf(lowerText: string, language: Language, named: TaskKind | undefined): NamedEveryday | undefined {
  const matched = everydayPatterns[language]
    .map(([deliverable, pattern]) => ({ deliverable, index: pattern.exec(lowerText)?.index ?? -1 }))
    .filter((one) => one.index >= 0)
    .sort((a, b) => a.index - b.index);
  // "¿cuál es la diferencia entre ser y estar? explícamelo como a un estudiante de nivel A2": a learners' level named after
  // another deliverable is who that one is for, not a graded text.
  const anywhere = matched.find((one) => namedAnywhere.has(one.deliverable) && !(one.deliverable === 'learnerText' && one !== matched[0]));
  if (anywhere) return anywhere.deliverable;
  // "what are the best exercises for lower back pain", "what are some healthy snacks for work": options suited to a case
  // that a field with a shape of its own names (health, food) get that shape; the recommended list is for the rest.
  const first = matched[0]?.deliverable === 'suitedOptions' ? (matched.find((one) => one.deliverable !== 'suitedOptions') ?? matched[0]) : matched[0];
  if (!first) return undefined;
  // "what's the best way to learn guitar", "how to unclog a bathroom sink", "how do i negotiate my salary": a how-to about
  // learning a skill, a home repair or a negotiation is that one.
  const specific = first.deliverable === 'howTo' ? matched.find((one) => specificHowTos.has(one.deliverable)) : undefined;
  if (specific) return specific.deliverable;
  // "cómo hago la introducción de mi tesis", "how do i write the abstract of my dissertation": a how-to about a section of
  // the user's thesis, not yet written, is that section's structure and a draft of it, not a text to paste (an essay's
  // part stays a part of the essay).
  if (first.deliverable === 'howTo' && matched.some((one) => one.deliverable === 'academicSection') && thesisPattern.test(lowerText)) return 'academicSection';
  // "summarize the main arguments for and against nuclear energy": a summary of both sides is the two sides.
  if (named === 'summary' && matched.some((one) => one.deliverable === 'prosCons')) return 'prosCons';
  if (named === undefined || named === 'general' || named === 'explanation') return first.deliverable;
  // "ideas de actividades para hacer con mis hijos", "ideas for a science fair project": ideas of things to do or of school
  // projects are those ideas, each with the parts it needs.
  const ideasOf = named === 'ideas' ? matched.find((one) => one.deliverable === 'activityIdeas' || one.deliverable === 'schoolProject' || one.deliverable === 'classActivity') : undefined;
  if (ideasOf) return ideasOf.deliverable;
  // "cómo hago para que lea más? dame ideas": a how-to question that names its deliverable asks for that one.
  if (first.deliverable === 'howTo') return undefined;
  // "pretend you are my grandma and tell me a bedtime story": the role frames a deliverable the request names; the story is the answer.
  if (first.deliverable === 'roleplay') return undefined;
  // "un mensaje de despedida", "gift ideas": the everyday words start before the kind's words end.
  const namedEnd = kindEnd(lowerText, language, named);
  return namedEnd === undefined || first.index < namedEnd ? first.deliverable : undefined;
}

/** The words that name an everyday deliverable in the LOWER-CASED text ("linkedin summary"), for a paste slot. */
export function everydayWords(lowerText: string, language: Language, deliverable: NamedEveryday): string | undefined {
  return everydayPatterns[language].find(([candidate]) => candidate === deliverable)?.[1].exec(lowerText)?.[0];
}

/** The deliverables an outline can be of, with their own sections: a report. */
export function namesEveryday(lowerText: string, language: Language, deliverable: NamedEveryday): boolean {
  return everydayWords(lowerText, language, deliverable) !== undefined;
}
