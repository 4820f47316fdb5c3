import { analyzePrompt } from '../analysis/analyze.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { AnalyzeRequest, ComplexityAnalysis, OptimizeRequest, OptimizeResult, PromptEngine } from '../types.ts';
import { buildImprovedPrompt, placeholderPattern } from './build.ts';
import { promptPhrases, readerPhrases } from './catalog.ts';
import { renderChange } from './explain.ts';
import { detectElements, type PromptElements } from './elements.ts';
import { identifyLanguage } from './language.ts';
import { suggestionsFor } from './suggestions.ts';
import { tolerantReading, type Reading } from './reading.ts';
import { instructionOf, quote, wordPattern } from './text.ts';
import { unwrapPrompt } from './wrapper.ts';

/**
 * The embedded engine (docs/optimizer.md): offline and deterministic, in Spanish and
 * English. Same input, same output: no randomness, no clock, no network.
 */
export function createLocalEngine(): PromptEngine {
  return {
    name: 'local',
    optimize: async (request) => optimizeLocally(request),
    analyze: async (request) => analyzeLocally(request),
  };
}

export function optimizeLocally(request: OptimizeRequest): OptimizeResult {
  // "mejora este prompt: <prompt>" asks for <prompt> optimized, not for a revision of it.
  const wrapped = unwrapPrompt(request.originalContent);
  if (!wrapped) return optimizeUnwrapped(request);
  // What the wrapper asks of the prompt ("for a 10-year-old", "que suene más formal") is part of it.
  const originalContent = wrapped.asked ? `${wrapped.inner.replace(/[\s.]+$/, '')}. ${capitalized(wrapped.asked.replace(/^(?:para que|so that|so)\s+/i, ''))}.` : wrapped.inner;
  const inner = optimizeLocally({ ...request, originalContent });
  const change = readerPhrases[request.readerLanguage].change;
  const notes = [
    change.promptWrapper(quote(wrapped.wrapper)),
    ...(wrapped.shorter ? [change.wrapperShorter(quote(wrapped.wrapper))] : []),
    ...(wrapped.asked ? [change.wrapperKept(quote(wrapped.asked))] : []),
  ];
  const improvedPrompt = wrapped.shorter ? compact(inner.improvedPrompt, inner.promptLanguage) : inner.improvedPrompt;
  return { ...inner, improvedPrompt, explanation: `${notes.map((note) => `- ${note}`).join('\n')}\n${inner.explanation}` };
}

// A shorter prompt keeps what changes the answer (role, task, material, context, format, length): no tone, rules, steps or checks.
function compact(prompt: string, language: Language): string {
  const { labels } = promptPhrases[language];
  const dropped = [labels.tone, labels.constraints, labels.include, labels.steps, labels.checks].map((label) => `${label}:`);
  return prompt
    .split('\n\n')
    .filter((block) => !dropped.some((label) => block.startsWith(label)))
    .join('\n\n');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function optimizeUnwrapped({ originalContent, options, readerLanguage, references }: OptimizeRequest): OptimizeResult {
  const language = identifyLanguage(instructionOf(originalContent));
  // Typos and chat spellings are read as meant ("cna you sumarize…"); the prompt quotes the user's words.
  const reading = tolerantReading(originalContent, language.written);
  const elements = quotedAsTyped(detectElements(reading.text, language.written), originalContent, reading);
  if (!language.written) return keepOtherLanguage(originalContent, language.code, elements, readerLanguage);
  const built = buildImprovedPrompt(originalContent, elements, options, language.written, references, reading.text);
  // Square brackets the user wrote ("[1,2,3]" in code) are not placeholders of ours. A paste slot for the material the
  // request refers to has a suggestion of its own ("Paste the text you refer to…"): one suggestion per slot.
  // Material the prompt names but needs no pasting (the talk a joke opens) gets no "paste it" suggestion either.
  const pastes = built.changes.some((change) => change.type === 'material');
  const pasteSlots = new Set(elements.missingMaterial ? built.changes.flatMap((change) => (change.type === 'material' ? [change.placeholder] : [])) : []);
  const placeholders = [...new Set(built.prompt.match(placeholderPattern) ?? [])].filter((placeholder) => !originalContent.includes(placeholder) && !pasteSlots.has(placeholder));
  return {
    engine: 'local',
    promptLanguage: language.written,
    improvedPrompt: built.prompt,
    explanation: built.changes.map((change) => `- ${renderChange(change, readerLanguage)}`).join('\n'),
    suggestions: suggestionsFor({ text: originalContent, elements: pastes ? elements : { ...elements, missingMaterial: undefined }, kind: built.kind, everyday: built.everyday, count: built.count, placeholders }, readerLanguage),
    ...(built.basedOnReferenceId === undefined ? {} : { basedOnReferenceId: built.basedOnReferenceId }),
  };
}

/**
 * The elements read in the tolerant reading, with every phrase the explanation, the suggestions and
 * the task quote back as the user typed it ("cna you", "necesito q me hagas"), not as it was read.
 */
function quotedAsTyped(elements: PromptElements, text: string, reading: Reading): PromptElements {
  if (reading.text === text) return elements;
  const lowerReading = reading.text.toLowerCase();
  const asTyped = (phrase: string) => {
    const start = lowerReading.indexOf(phrase.toLowerCase());
    if (start < 0) return phrase;
    const typed = text.slice(reading.originalIndex(start), reading.originalIndex(start + phrase.length));
    return phrase === phrase.toLowerCase() ? typed.toLowerCase() : typed;
  };
  const each = <T extends string>(record: Partial<Record<T, string>>) => Object.fromEntries(Object.entries<string | undefined>(record).map(([key, value]) => [key, value && asTyped(value)])) as Partial<Record<T, string>>;
  return {
    ...elements,
    sentences: elements.sentences.map((sentence) => ({ ...sentence, text: asTyped(sentence.text) })),
    found: each(elements.found),
    phrases: each(elements.phrases),
    greeting: elements.greeting && asTyped(elements.greeting),
    statedSize: elements.statedSize && asTyped(elements.statedSize),
    sizes: elements.sizes.map(asTyped),
    facts: elements.facts.map(asTyped),
  };
}

// Material pointed at in languages the engine recognises but does not write (Portuguese, French,
// Italian, German): a possessive or a demonstrative before a material noun ("meu currículo", "ce
// texte", "i miei appunti"), or a material noun followed by where it is ("le rapport ci-joint", "o
// texto abaixo", "die Notizen unten", "os dados que te mandei").
const otherMaterialNouns =
  'texto|artigo|documento|e-?mail|relat[óo]rio|curr[íi]culo|cv|anota[çc][õo]es|notas|apontamentos|c[óo]digo|dados|planilha|tabela|arquivo|ensaio|reda[çc][ãa]o|rascunho|roteiro|mensagem|carta|texte|article|document|rapport|notes|code|donn[ée]es|fichier|brouillon|lettre|testo|articolo|relazione|appunti|codice|dati|bozza|lettera|messaggio|text|artikel|dokument|bericht|notizen|daten|datei|entwurf|lebenslauf';
const materialPointerPattern = new RegExp(
  [
    wordPattern(`(?:este|esta|estes|estas|esse|essa|meu|minha|meus|minhas|ce|cet|cette|ces|mon|ma|mes|questo|questa|questi|queste|(?:il |la |i |le )?(?:mio|mia|miei|mie)|diese[nmrs]?|mein(?:e[nmrs]?)?)\\s+(?:${otherMaterialNouns})`).source,
    wordPattern(
      `(?:${otherMaterialNouns})(?:\\s+[\\p{L}-]+){0,3}?\\s+(?:abaixo|acima|(?:em )?anexo|anexad[oa]|que (?:te )?(?:mandei|enviei|passei|colei)|ci-dessous|ci-dessus|ci-joint|en pi[èe]ce jointe|que je (?:t|vous)['’]ai|sotto|sopra|allegat[oa]|che ti ho|unten|oben|im anhang|angeh[äa]ngt[a-z]*)`,
    ).source,
  ].join('|'),
  'u',
);

// Translating in Portuguese, French, Italian or German: "traduzir", "traduire", "tradurre", "übersetzen".
const translationPattern = wordPattern('tradu[zçc][a-zà-ÿ]*|tradurre|tradurr[a-zà-ÿ]*|traduis[a-zà-ÿ]*|[üu]bersetz[a-zäöüß]*');

// "Answer in <the prompt's language>", written in that language, for the languages whose material
// and translation words the engine reads (above): the prompt then stays in one language.
const answerInOwnLanguage: Record<string, string> = {
  pt: 'Responda em português.',
  fr: 'Réponds en français.',
  it: 'Rispondi in italiano.',
  de: 'Antworte auf Deutsch.',
};

/** The paste slot in the prompt's own language, where the engine knows it: "Rédige un résumé de ce rapport" gets no English slot. */
const pasteSlotInOwnLanguage: Record<string, string> = {
  pt: '[cole aqui o texto]',
  fr: '[colle le texte ici]',
  it: '[incolla qui il testo]',
  de: '[Text hier einfügen]',
};

/**
 * A prompt in a language the engine does not write (Portuguese, French…) keeps its words: wrapping
 * it in a Spanish or English template would change its language. It only gets a line asking for
 * the answer in the prompt's language, in that language where the engine knows the sentence, else
 * in the reader's. promptLanguage stays one of the engine's
 * languages (its type): the reader's, the language of the one line the engine wrote.
 */
function keepOtherLanguage(text: string, code: string, elements: PromptElements, readerLanguage: Language): OptimizeResult {
  const reader = readerPhrases[readerLanguage];
  const languageName = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  // Material pointed at in the prompt's language ("o texto abaixo") gets a paste slot in that language where the engine knows
  // it, else in the reader's.
  const slot = materialPointerPattern.test(text.toLowerCase()) && !elements.inlineMaterial ? `\n\n"""\n${pasteSlotInOwnLanguage[code] ?? promptPhrases[readerLanguage].materialSlot(reader.textNoun)}\n"""` : '';
  return {
    engine: 'local',
    promptLanguage: readerLanguage,
    // A translation asked for ("pode traduzir para inglês…") is answered in the language it names, not in the prompt's.
    improvedPrompt: translationPattern.test(text.toLowerCase()) ? `${text.trim()}${slot}` : `${text.trim()}${slot}\n\n${answerInOwnLanguage[code] ?? reader.answerIn(languageName)}`,
    explanation: `- ${reader.change.otherLanguage(languageName)}`,
    // The engine's suggestions read Spanish and English words; here they would be guesses.
    suggestions: [reader.suggest.iterate()],
  };
}

/** The complexity analysis is the engine-independent one (../analysis), so it never grades its own rewrites. */
export function analyzeLocally({ content, readerLanguage }: AnalyzeRequest): ComplexityAnalysis {
  const { score, explanation, strengths, weaknesses, suggestions } = analyzePrompt(content, readerLanguage);
  return { engine: 'local', score, explanation, strengths, weaknesses, suggestions };
}
