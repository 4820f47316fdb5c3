import { eld } from 'eld/small';
import type { Language } from '../../../../shared/languages.ts';
import type { OptimizeOptions } from '../../../../shared/optimizer-options.ts';
import { contentWords, countedThing, criterionOfLabel, knownWord, lengthUnits, limitedTexts, materialNouns, notFirstPerson, patterns, readQuantities, respelled, specificRoleWords, taggedAsHeadings, specificWords, stopwords, subjectJoiners, typosOf, unitsIn, type Quantity, type Span } from './reading.ts';
import { doNoHarmProblems, type HarmKind, type HarmProblem } from '../do-no-harm.ts';
import type { AnalyzeRequest, ComplexityAnalysis, PromptEngine } from '../types.ts';
import { criteria, outputKinds, packs, resultShapes, type Criterion, type OutputKind, type ReaderPhrases } from './vocabulary.ts';

/**
 * The complexity analysis (issue 19): how well a prompt tells an AI what to produce, scored 0-10
 * from what its text says, independently of any optimizer. Headings, placeholders, generic
 * sentences and bare section names are not content; contradictions, unfilled gaps and a missing
 * request lower the score. Every point is backed by the words of the prompt that earned it.
 */

/** Points each criterion can earn; they add up to more than 10, so a strong prompt needs no checklist. */
const weights: Record<Criterion, number> = {
  deliverable: 2.5,
  specifics: 1.5,
  context: 1.5,
  audience: 1.0,
  format: 1.0,
  length: 1.0,
  constraints: 1.0,
  tone: 0.6,
  role: 0.5,
  examples: 0.6,
};
/** Without a request the prompt cannot be more than 'Necesita Mejoras'. */
const noRequestCap = 3.5;
/** A prompt with several gaps still to fill is a template, not a finished prompt: at most 'Bueno'. One gap (a signature) only costs its penalty. */
const withGapsCap = 7.9;
const templateGaps = 2;
/** A task that is itself a gap ("Task: [describe…]") asks for what the rest guesses: no more than fair-to-good. */
const taskGapCap = 6.5;
const conflictPenalty = 1.5;
/** Two opposite instructions ("formal… informal") leave the AI one choice to guess: at most 'Bueno'. */
const conflictCap = 7.5;
/**
 * A size that contradicts itself ("50 palabras como máximo, que ocupe dos páginas"), or two
 * contradictions of any kind, cannot be followed as written: at most 'Aceptable'.
 */
const conflictsCap = 5.9;
/** A whole of this many minutes or fewer is one sitting (a class, a meeting, a talk): it has no days or weeks. */
const maxSessionMinutes = 240;
/** A prompt whose words are mostly stock phrases says little of its own: 'Bueno' at most, however many sections it has. */
const boilerplateCap = 6.9;
/** What each unfilled gap ("[your name]") costs: the AI cannot do without what it stands for. */
export const placeholderPenalty = 1;
const vaguePenalty = 0.2;
const missingMaterialPenalty = 0.5;
/** A prompt that works on a text it does not include ("rewrite the bullet points above") cannot be done as it stands: at most 'Bueno'. */
const missingMaterialCap = 7.5;
const maxQuote = 80;
/** A tweet's 280 characters are some 50 words (60 leaves room): a text capped at N characters holds about N × 60 / 280 words. */
const wordsPerChar = 60 / 280;
/**
 * A 10 means nothing to add: a prompt the card lists any weakness for (a generic sentence, a vague
 * word, something its kind needs that it does not say) scores at most this.
 */
const flawedMax = 9.5;

interface Finding {
  criterion: Criterion;
  points: number;
  /** The words that earned the points. */
  evidence: Span[];
}

interface Conflict {
  kind: 'length' | 'count' | 'instruction';
  spans: [Span, Span];
}

export interface PromptAnalysis {
  score: number;
  explanation: string;
  strengths: string[];
  weaknesses: string[];
  suggestions: string[];
}

/** The prompt with what is not content blanked out (same length, so offsets hold). */
interface Reading {
  text: string;
  /** Lower-cased, with what is not content blanked. */
  content: string;
  /** The same blanks over the original letters (for capitals). */
  visible: string;
  placeholders: Span[];
  emptyHeadings: Span[];
  bags: Span[];
  boilerplate: Span[];
  material: Span[];
  /** The text under a heading that names a criterion ("Tono: cercano"). */
  labelled: { criterion: Criterion; span: Span }[];
  /** A heading for the task whose content is a placeholder ("Tarea: [describe aquí…]"). */
  taskPlaceholder?: Span;
  /** A heading for the task whose content holds a gap, filled around it or not ("Task: [describe…] Write the email"). */
  taskGap?: Span;
  sentences: Span[];
}

/** Lower case without changing the length (a few characters grow when lower-cased). */
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/./gsu, (char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char));
}

const hasLetters = (text: string) => /[\p{L}\p{N}]/u.test(text);
const materialBlock = /```[\s\S]*?```|"""[\s\S]*?"""/g;
const placeholder = /\[[^\]\n]{1,160}\]|\{\{[^}\n]{1,80}\}\}|\{[^{}:;\n]{1,60}\}|<[^<>\n]*\s[^<>\n]*>|_{3,}/g;
const tag = /<\/?[a-zA-Z][\w-]*>/g;
const quotedPassage = /"[^"\n]{40,}"|“[^”\n]{40,}”|«[^»\n]{40,}»/g;
const listMarker = /^\s*(?:[-*•·>]|\d+[.)])\s+/;
const markdownHeading = /^\s*#{1,6}\s+(.*)$/;
const colonLabel = /^(\s*(?:\*\*|__)?)([^\n:]{1,40}?)(?:\*\*|__)?\s*:(?=\s|$)/;
const sentenceEnd = /(?<=[.!?…;])\s+(?=\S)/g;

/** `text` with the given stretches turned to spaces (line breaks kept), so every offset still holds. */
function blanked(text: string, spans: Span[]): string {
  let out = '';
  let at = 0;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    if (end <= from) continue;
    out += text.slice(at, from) + text.slice(from, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}

/**
 * "Review this SQL query…: SELECT …" / "Translate this text:\nHola…": after a reference to a text,
 * what follows the colon that ends its sentence is that text, pasted without quotes: to the end of
 * that sentence on the same line, or the lines below up to a blank one.
 */
function inlineMaterial(text: string, lower: string, after: number): Span | undefined {
  const colon = /^[^\n.!?:]*?:(?=\s)/.exec(lower.slice(after));
  if (!colon) return undefined;
  let start = after + colon[0].length;
  const sameLine = /^[ \t]*(?=[^\s])/.exec(lower.slice(start));
  let end: number;
  if (sameLine) {
    start += sameLine[0].length;
    const lineEnd = lower.indexOf('\n', start);
    const line = text.slice(start, lineEnd < 0 ? text.length : lineEnd);
    // The pasted sentence ends at a stop followed by a capital: the prompt goes on after it.
    const stop = /[.!?](?=\s+\p{Lu})/u.exec(line);
    end = start + (stop ? stop.index : line.length);
  } else {
    start = after + colon[0].length + (/^[ \t]*\n/.exec(lower.slice(start))?.[0].length ?? 0);
    const blank = /\n[ \t]*\n/.exec(lower.slice(start));
    end = blank ? start + blank.index : lower.length;
  }
  // Text with a gap in it ("se llama [nombre]") is a template, not something pasted.
  const pasted = lower.slice(start, end);
  return contentWords(pasted).length >= 3 && !new RegExp(placeholder.source).test(pasted) ? { start, end } : undefined;
}

const inside = (span: Span, spans: Span[]) => spans.some((other) => span.start < other.end && span.end > other.start);

function read(text: string): Reading {
  const lower = lowerSameLength(text);
  const reading: Reading = { text, content: '', visible: '', placeholders: [], emptyHeadings: [], bags: [], boilerplate: [], material: [], labelled: [], sentences: [] };
  const spanOf = (match: RegExpMatchArray, base = 0): Span => ({ start: base + match.index!, end: base + match.index! + match[0].length });

  // Pasted material, [gaps] and <tags> are not the prompt's own words.
  // A block that holds only a gap ('"""[paste the article here]"""') is a gap, not material.
  for (const match of lower.matchAll(materialBlock)) if (hasLetters(match[0].replace(placeholder, ''))) reading.material.push(spanOf(match));
  // A long passage in quotes is someone's text to work on ("Responde a este cliente: "Mi paquete…""), not instructions.
  for (const match of lower.matchAll(quotedPassage)) {
    if (!inside(spanOf(match), reading.material) && contentWords(match[0]).length >= 6 && !new RegExp(placeholder.source).test(match[0])) reading.material.push(spanOf(match));
  }
  for (const match of lower.matchAll(patterns.material)) {
    const span = inlineMaterial(text, lower, match.index + match[0].length);
    if (span && !inside(span, reading.material)) reading.material.push(span);
  }
  // "rewrite this to sound more professional: hey guys, meeting moved to 3pm": what follows the colon of a request that reworks a text is that text.
  let lineAt = 0;
  for (const line of lower.split('\n')) {
    const asked = /^[^\n.!?:]*:/.exec(line)?.[0];
    if (asked && patterns.request.test(asked) && new RegExp(patterns.reworking.source).test(asked)) {
      const span = inlineMaterial(text, lower, lineAt);
      if (span && !inside(span, reading.material)) reading.material.push(span);
    }
    lineAt += line.length + 1;
  }
  // "marca [cita]": a marker the AI is told to write is an instruction, not a gap for the user.
  for (const match of lower.matchAll(placeholder)) {
    if (!inside(spanOf(match), reading.material) && !patterns.markerBefore.test(lower.slice(Math.max(0, match.index - 30), match.index))) reading.placeholders.push(spanOf(match));
  }
  const tags = [...lower.matchAll(tag)].map((match) => spanOf(match));
  const unwrapped = blanked(lower, [...reading.material, ...reading.placeholders, ...tags]);

  // Headings ("Tono: …", "## Contexto", "**Formato:**") are never content; neither is a line of section names.
  const headings: Span[] = [];
  let offset = 0;
  let openHeading: { criterion?: Criterion; span: Span; filled: boolean } | undefined;
  const closeHeading = () => {
    if (openHeading && !openHeading.filled) reading.emptyHeadings.push(openHeading.span);
    openHeading = undefined;
  };
  for (const masked of unwrapped.split('\n')) {
    const lineStart = offset;
    const lineEnd = lineStart + masked.length;
    offset = lineEnd + 1;
    const holdsMaterial = inside({ start: lineStart, end: lineEnd }, reading.material);
    if (openHeading && holdsMaterial) openHeading.filled = true;
    if (!hasLetters(masked)) continue;
    const marker = listMarker.exec(masked);
    const itemStart = lineStart + (marker ? marker[0].length : 0);
    const item = masked.slice(itemStart - lineStart);
    const heading = markdownHeading.exec(item);
    const label = heading ? undefined : colonLabel.exec(item);
    const labelText = heading ? heading[1] : label?.[2];
    const criterion = labelText === undefined ? undefined : criterionOfLabel(labelText.replace(/[*_#]/g, ''));
    // An unknown label is a heading when it is short and does not ask for anything; inside a list
    // under a heading it is just the start of an item ("Be specific: …").
    const unknownHeading = labelText !== undefined && labelText.trim().split(/\s+/).length <= 3 && !patterns.request.test(labelText) && !(marker && openHeading);
    if (labelText !== undefined && (criterion || unknownHeading)) {
      closeHeading();
      const labelEnd = heading ? lineEnd : itemStart + label![0].length;
      headings.push({ start: itemStart, end: labelEnd });
      const value: Span = { start: labelEnd, end: lineEnd };
      const filled = hasLetters(unwrapped.slice(value.start, value.end)) || holdsMaterial;
      const placeholderInValue = reading.placeholders.some((span) => span.start >= value.start && span.end <= value.end);
      openHeading = { criterion, span: { start: itemStart, end: placeholderInValue ? value.end : labelEnd }, filled };
      if (filled && criterion) reading.labelled.push({ criterion, span: value });
      if (criterion === 'deliverable' && placeholderInValue) reading.taskGap = { start: itemStart, end: value.end };
      if (!filled && criterion === 'deliverable' && placeholderInValue) reading.taskPlaceholder = reading.taskGap;
      continue;
    }
    const isItem = marker !== null;
    if (openHeading) {
      if (isItem || !openHeading.filled) {
        if (hasLetters(item)) openHeading.filled = true;
        if (openHeading.criterion) reading.labelled.push({ criterion: openHeading.criterion, span: { start: itemStart, end: lineEnd } });
      }
      if (!isItem) closeHeading();
    }
    const words = item.match(/[a-zà-ÿ]+/g) ?? [];
    const sectionWords = words.filter((word) => patterns.sectionName.test(word)).length;
    if (sectionWords >= 3 && sectionWords >= words.length * 0.3) reading.bags.push({ start: itemStart, end: lineEnd });
  }
  closeHeading();
  const unlabelled = blanked(unwrapped, [...headings, ...reading.bags]);

  // Sentences, and the generic ones among them ("be specific", "no inventes datos").
  const generic = [...unlabelled.matchAll(patterns.boilerplate)].map((match) => spanOf(match));
  offset = 0;
  for (const line of unlabelled.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    let last = 0;
    const pieces: Span[] = [];
    for (const match of line.matchAll(sentenceEnd)) {
      pieces.push({ start: lineStart + last, end: lineStart + match.index });
      last = match.index + match[0].length;
    }
    pieces.push({ start: lineStart + last, end: lineStart + line.length });
    for (const piece of pieces) {
      while (piece.start < piece.end && /\s/.test(unlabelled[piece.start])) piece.start += 1;
      piece.start += listMarker.exec(unlabelled.slice(piece.start, piece.end))?.[0].length ?? 0;
      if (!hasLetters(unlabelled.slice(piece.start, piece.end))) continue;
      const phrases = generic.filter((span) => span.start >= piece.start && span.end <= piece.end);
      if (phrases.length > 0) {
        const rest = blanked(
          unlabelled.slice(piece.start, piece.end),
          phrases.map((span) => ({ start: span.start - piece.start, end: span.end - piece.start })),
        );
        // What is left must say something of its own: "about my case (figures, dates, prices)" names kinds of facts, not facts.
        if (specificWords(rest).length < 4) {
          reading.boilerplate.push(piece);
          continue;
        }
        reading.boilerplate.push(...phrases);
      }
      reading.sentences.push(piece);
    }
  }
  reading.content = blanked(unlabelled, reading.boilerplate);
  reading.visible = blanked(text, [...reading.material, ...reading.placeholders, ...tags, ...headings, ...reading.bags, ...reading.boilerplate]);
  return reading;
}

/** Where the clause holding `index` begins: after a line break, a stop, a semicolon or a colon (or a comma, for `short`). */
function clauseStart(text: string, index: number, short = false): number {
  for (let at = index - 1; at >= 0; at -= 1) {
    const char = text[at];
    if (char === '\n' || char === ';' || char === ':' || (short && char === ',') || ((char === '.' || char === '!' || char === '?') && /\s/.test(text[at + 1] ?? ' '))) return at + 1;
  }
  return 0;
}

function clauseEnd(text: string, index: number, short = false): number {
  for (let at = index; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\n' || char === ';' || (short && char === ',') || ((char === '.' || char === '!' || char === '?' || char === ':') && /\s/.test(text[at + 1] ?? ' '))) return at;
  }
  return text.length;
}

/** The clause around a match (up to commas: the part that says it), cut to a readable length around it. */
function clauseAround(text: string, span: Span): Span {
  let start = clauseStart(text, span.start, true);
  let end = clauseEnd(text, span.end, true);
  // "Use a friendly, playful tone": a comma between adjectives does not end what is said.
  if (text.slice(start, end).trim().split(/\s+/).length < 4) {
    start = clauseStart(text, span.start);
    end = clauseEnd(text, span.end);
  }
  if (end - start > maxQuote) {
    start = Math.max(start, span.start - 25);
    end = Math.min(end, Math.max(span.end, start + maxQuote));
  }
  return { start, end, clause: true };
}

const boundary = /[\n.!?;:,"“”«»(]/;

/**
 * The prompt's own words between typographic quotes: whole words, one line, at most `maxQuote`
 * characters, with … where the clause goes on.
 */
function quote(text: string, span: Span): string {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start])) start += 1;
  const newline = text.indexOf('\n', start);
  if (newline >= 0 && newline < end) end = newline;
  if (end - start > maxQuote) {
    const space = text.lastIndexOf(' ', start + maxQuote);
    end = space > start + maxQuote / 2 ? space : start + maxQuote;
  }
  if (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]) && /[\p{L}\p{N}]/u.test(text[start])) {
    const space = text.indexOf(' ', start);
    if (space > 0 && space < end) start = space + 1;
  }
  if (end < text.length && /[\p{L}\p{N}]/u.test(text[end]) && /[\p{L}\p{N}]/u.test(text[end - 1])) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  while (end > start && /[\s.,;:]/.test(text[end - 1])) end -= 1;
  // The clause goes on before or after the quote when the neighbouring character is no boundary.
  const before = text.slice(0, start).trimEnd();
  const after = text.slice(end).trimStart();
  const cutStart = span.clause === true && before.length > 0 && !boundary.test(before[before.length - 1]);
  const cutEnd = after.length > 0 && !boundary.test(after[0]) && (span.clause === true || end < span.end);
  return `“${cutStart ? '…' : ''}${text.slice(start, end)}${cutEnd ? '…' : ''}”`;
}

/** The first match of a pattern, as a span. */
function firstMatch(content: string, pattern: RegExp): Span | undefined {
  const match = content.match(new RegExp(pattern.source));
  return match ? { start: match.index!, end: match.index! + match[0].length } : undefined;
}

/**
 * What each kind of task needs, decided once, here: what a kind does not need is never listed as a
 * weakness, and its points are given to a prompt that specifies its answer. A role matters where an
 * expert's judgement shapes the answer (advice, a plan, an explanation, a piece of writing), not
 * where the answer is fixed by what is given.
 * - Code or data (`readerless`: a query with its tables, an extraction, a checklist): no tone, no
 *   reader, no role, no length (its size is what the code or the data needs); unless it is also
 *   written to be read, sent or posted (a post, a speech, verse, an email or a letter: a cover
 *   letter that mentions SQL is still a letter).
 * - Translating or correcting a given text: its shape, size, voice and reader are the text's; no role.
 * - One short message (a tweet, an SMS) or a kind with its own shape (a message, a note, a card):
 *   no role; any named kind of result (an email, a poem): no shape.
 */
function criteriaNotNeeded(reading: Reading): Set<Criterion> {
  const { content } = reading;
  const notNeeded = new Set<Criterion>();
  const forReaders = (['post', 'speech', 'verse', 'email', 'letter'] as const).some((kind) => patterns.outputKinds[kind].test(content));
  // "regex for emails" is code about emails, not an email.
  if (patterns.readerless.test(content) && (!forReaders || patterns.matchers.test(content))) notNeeded.add('tone').add('audience').add('role').add('length');
  if (givenTextTask(content) || reworksGivenText(reading)) notNeeded.add('tone').add('audience').add('length').add('format').add('role');
  if (content.search(patterns.oneMessage) >= 0 || patterns.shapedKinds.test(content)) notNeeded.add('role');
  // An email, a poem, a speech, a post… has the shape of its kind: asking for one sets the format.
  if (outputKinds.some((kind) => patterns.outputKinds[kind].test(content)) || patterns.shapedKinds.test(content)) notNeeded.add('format');
  return notNeeded;
}

/** A translation or a correction works on a text it is given: the text is its whole brief. */
const givenTextTask = (content: string) => patterns.translation.test(content) || patterns.correction.test(content);
/** So does a request that reworks a text it gives ("rewrite this to sound more professional: …", "convierte estas notas en un correo: …"). */
const reworksGivenText = (reading: Reading) => reading.material.length > 0 && new RegExp(patterns.reworking.source).test(reading.content);

/** A Spanish verb in the first person ("organizo", "preparamos"): the writer telling, not asking. */
const firstPersonVerb = /[a-zà-ÿ](?:[^aeiouáéíóúl\s]o|amos|emos|imos)$/;
/**
 * The writer's situation told in the first person, whatever the verb: "Organizo una carrera…",
 * "We moved to Lyon…", "my dad, who is 67…". The request itself is not the situation.
 */
const firstPersonStatement = new RegExp(
  `^[\\s¿¡"“«(]*(?:(?:yo|nosotros|nosotras)\\s+)?(?:[a-zà-ÿ]+(?:[^aeiouáéíóúl\\s]o|amos|emos|imos)\\s+(?:una?|unos|unas|el|la|los|las|mi|mis|nuestr[oa]s?|en|con|desde|como|\\d+|[a-zà-ÿ]+\\s+(?:años|meses|semanas))(?![a-zà-ÿ])` +
    `|(?:i|we)\\s+(?!(?:want|need|would|'d|’d|will|'ll|’ll|can|could)(?![a-z]))[a-z]+(?![a-z])` +
    `|(?:soy|somos|estoy|estamos|tengo|tenemos|i['’]m|we['’]re|i['’]ve|we['’]ve)\\s+[a-zà-ÿ0-9])`,
);

function findDeliverable(reading: Reading): Finding | undefined {
  const { content } = reading;
  for (const sentence of reading.sentences) {
    const text = content.slice(sentence.start, sentence.end);
    const direct = patterns.request.exec(text);
    const joined = direct ? null : patterns.joinedRequest.exec(text);
    const opener = direct ?? joined;
    const objectText = opener ? text.slice(opener.index + opener[0].length) : '';
    const names = patterns.deliverable.test(text);
    const evidence = [{ start: sentence.start + (joined ? joined.index : 0), end: sentence.end, clause: true }];
    // "my boss wants a report…, help me structure it": a second ask's "it" is the result the sentence named.
    if (opener && (contentWords(objectText).length >= 1 || (joined !== null && names))) {
      // "Quiero…" / "I need…" asks for something only when it names a thing to produce.
      if (patterns.wantOpener.test(opener[0]) && !names) continue;
      // "Organizo una carrera…" tells what the writer does (first person), it asks for nothing.
      if (!patterns.wantOpener.test(opener[0]) && !patterns.questionOpener.test(opener[0]) && firstPersonVerb.test(opener[0])) continue;
      return { criterion: 'deliverable', points: names ? weights.deliverable : weights.deliverable - 0.5, evidence };
    }
    const trimmed = text.trim();
    // "Formato: una lista numerada…" describes the answer under its heading; "un mensaje para mi abuela" on its own asks for one.
    const underHeading = reading.labelled.some(({ criterion, span }) => criterion !== 'deliverable' && sentence.start >= span.start && sentence.start < span.end);
    if (patterns.nounRequest.test(text) && !underHeading && contentWords(trimmed).length >= 2) return { criterion: 'deliverable', points: weights.deliverable - 0.5, evidence };
    if ((trimmed.endsWith('?') || trimmed.startsWith('¿')) && contentWords(trimmed).length >= 3) {
      return { criterion: 'deliverable', points: weights.deliverable - 0.5, evidence };
    }
  }
  const labelled = reading.labelled.find(({ criterion, span }) => criterion === 'deliverable' && contentWords(content.slice(span.start, span.end)).length >= 2);
  return labelled ? { criterion: 'deliverable', points: weights.deliverable - 0.5, evidence: [labelled.span] } : undefined;
}

const joinedRequests = new RegExp(patterns.joinedRequest.source, 'g');

/**
 * "Explain which index would help, show the statement and say how to check it": a request in
 * three or more asks lists what the answer must contain, which is a requirement.
 */
function findRequiredParts(reading: Reading): Finding | undefined {
  const { content } = reading;
  const asks: Span[] = [];
  for (const sentence of reading.sentences) {
    const sentenceText = content.slice(sentence.start, sentence.end);
    const starts: number[] = [];
    const opener = patterns.request.exec(sentenceText);
    if (opener && !patterns.wantOpener.test(opener[0]) && !firstPersonVerb.test(opener[0])) starts.push(sentence.start + opener.index + opener[0].search(/[a-zà-ÿ]/));
    for (const joined of sentenceText.matchAll(joinedRequests)) {
      // After a colon comes a restatement or a new section, not one more part of the answer.
      if (joined[0].trimStart().startsWith(':')) continue;
      const objectStart = sentence.start + joined.index + joined[0].length;
      if (contentWords(content.slice(objectStart, clauseEnd(content, objectStart, true))).length > 0) starts.push(sentence.start + joined.index + joined[0].search(/[a-zà-ÿ]/));
    }
    // Each ask runs to the next one ("show how to create it", without the "and" that joins them).
    starts.forEach((start, index) => {
      const until = starts[index + 1] ?? sentence.end;
      const trailing = /(?:[\s,;]|(?<![a-zà-ÿ])(?:and|then|so|y|e|luego)(?![a-zà-ÿ]))+$/.exec(content.slice(start, until));
      asks.push({ start, end: until - (trailing?.[0].length ?? 0) });
    });
  }
  // "Escribe un post… Escribe la publicación completa" restates one request: the asks must differ.
  const verbs = new Set(asks.map((ask) => /^(?:(?:and|then|so|y|e|luego)\s+)?([a-zà-ÿ]+)/.exec(content.slice(ask.start, ask.end))?.[1]));
  if (asks.length < 3 || verbs.size < 3) return undefined;
  return { criterion: 'constraints', points: weights.constraints, evidence: asks.slice(1) };
}

/**
 * "arroz, huevos, espinacas, un tomate y queso fresco", "qué es, cuándo y dónde, cuánto cuesta…":
 * three or more short items joined by commas and a final and/y/or, after a colon, within one clause.
 */
function enumerations(reading: Reading): { span: Span; after: 'colon' | 'with' }[] {
  const { content } = reading;
  const found: { span: Span; after: 'colon' | 'with' }[] = [];
  for (const clause of content.matchAll(/[^.;:!?\n()]+(?:\([^()\n]*\)[^.;:!?\n()]*)*/g)) {
    const said = clause[0];
    if (!said.includes(',') || !/\s(?:y|e|o|u|and|or)\s/.test(said)) continue;
    // A parenthesis details its item, and "$15,000" is one number.
    const items = said.replace(/\([^()]*\)/g, '').split(/,(?!\d)|\s(?:y|e|o|u|and|or)\s/).map((item) => item.trim());
    if (items.length < 3 || items.some((item) => item.split(/\s+/).length > 6)) continue;
    if (items.filter((item) => contentWords(item).length > 0).length < 3) continue;
    const lead = said.length - said.trimStart().length;
    const start = clause.index + lead;
    // Only a list the prompt introduces with a colon is a list of things; "cercano, natural y sin anuncios" is a tone.
    if (said.search(patterns.tone) >= 0) continue;
    const end = clause.index + said.trimEnd().length;
    if (content.slice(0, start).trimEnd().endsWith(':')) found.push({ span: { start, end }, after: 'colon' });
    else {
      // "a plan with phases, owners, risks and metrics": the parts the answer is made of.
      const parts = patterns.partsOpener.exec(said);
      if (parts && said.slice(parts.index + parts[0].length).split(/,|\s(?:y|e|and)\s/).length >= 3) found.push({ span: { start: clause.index + parts.index + parts[0].length, end }, after: 'with' });
    }
  }
  return found;
}

/** A list after the request's colon says what the answer must hold ("…the poster: what, when and where, the fee"); one after its "with", the parts it is made of (its shape). */
function findListedParts(reading: Reading, criterion: 'format' | 'constraints'): Finding | undefined {
  const listed = enumerations(reading).find(({ after }) => after === (criterion === 'format' ? 'with' : 'colon'));
  return listed ? { criterion, points: weights[criterion], evidence: [listed.span] } : undefined;
}

/**
 * "qué funciona, qué falla y qué cambiarías", "its strengths and weaknesses… suggest two headlines":
 * a review that names what its judgement must cover, beyond asking for one, states what the answer holds.
 */
function findJudgementParts(reading: Reading): Finding | undefined {
  const parts = [...reading.content.matchAll(new RegExp(patterns.reviewing.source, 'g'))];
  const named = new Set(parts.map((match) => match[0]));
  return named.size >= 3 ? { criterion: 'constraints', points: weights.constraints, evidence: [clauseAround(reading.text, { start: parts[1].index, end: parts[1].index + parts[1][0].length })] } : undefined;
}

/** "Que quepa en media página": a sentence opened by "que" + verb is a requirement, in Spanish. */
function findWishes(reading: Reading): Finding | undefined {
  const { content } = reading;
  const wish = reading.sentences.find((sentence) => /^(?:y\s+)?que\s+(?:no\s+)?[a-zà-ÿ]{3,}/.test(content.slice(sentence.start, sentence.end)) && !content.slice(sentence.start, sentence.end).trimEnd().endsWith('?'));
  return wish ? { criterion: 'constraints', points: weights.constraints, evidence: [{ ...wish, clause: true }] } : undefined;
}

/** Credit for a criterion from its own words anywhere in the content, or from text under its heading. */
function findByPattern(reading: Reading, criterion: Criterion, pattern: RegExp, minFollowingWords = 0, saidByOthers: RegExp[] = [], outside: Span[] = []): Finding | undefined {
  const { content } = reading;
  for (const match of content.matchAll(pattern)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (inside(span, outside)) continue;
    // A bare opener ("avoid", "sin") needs what it applies to; "sin hashtags" already says it.
    const namesItsObject = /\s/.test(match[0]) && contentWords(match[0].split(/\s+/).at(-1)!).length > 0;
    if (minFollowingWords > 0 && !namesItsObject && contentWords(content.slice(span.end, clauseEnd(content, span.end))).length < minFollowingWords) continue;
    // "Usa un tono cercano" sets the tone; it is not also a requirement.
    const clause = content.slice(clauseStart(content, span.start, true), clauseEnd(content, span.end, true));
    if (saidByOthers.some((other) => clause.search(other) >= 0)) continue;
    return { criterion, points: weights[criterion], evidence: [clauseAround(reading.text, span)] };
  }
  const labelled = reading.labelled.find((item) => item.criterion === criterion && contentWords(content.slice(item.span.start, item.span.end)).length >= 1);
  return labelled ? { criterion, points: weights[criterion], evidence: [labelled.span] } : undefined;
}

/**
 * The part the AI is given, up to two words after "act as" ("Act as a patient chess coach",
 * "Actúa como mi profesora"): it describes the AI, not the reader. Who the role serves may follow
 * ("a career coach for people moving into tech").
 */
function roleNouns(reading: Reading): Span[] {
  const { content } = reading;
  return [...content.matchAll(patterns.role)].map((match) => {
    const opened = match.index + match[0].length;
    const noun = /^(?:\s+[^\s,.;:!?]+){1,2}/.exec(content.slice(opened));
    return { start: match.index, end: Math.min(opened + (noun?.[0].length ?? 0), clauseEnd(content, opened, true)) };
  });
}

/**
 * A role earns its point when it says which expert ("a patient chess coach", "una nutricionista
 * deportiva"); "an expert in the subject" or "un asistente útil" fits every request and says nothing.
 */
function findRole(reading: Reading): Finding | undefined {
  const { content, text } = reading;
  for (const match of content.matchAll(patterns.role)) {
    const end = clauseEnd(content, match.index + match[0].length);
    if (specificRoleWords(content.slice(match.index + match[0].length, end)).length === 0) continue;
    return { criterion: 'role', points: weights.role, evidence: [clauseAround(text, { start: match.index, end: match.index + match[0].length })] };
  }
  const labelled = reading.labelled.find((item) => item.criterion === 'role' && specificRoleWords(content.slice(item.span.start, item.span.end)).length >= 1);
  return labelled ? { criterion: 'role', points: weights.role, evidence: [labelled.span] } : undefined;
}

/** Who the result is for: never the role the AI is given ("Act as a patient chess coach" names no reader). */
function findAudience(reading: Reading): Finding | undefined {
  const roles = roleNouns(reading);
  return findByPattern(reading, 'audience', patterns.audience, 0, [], roles) ?? findByPattern(reading, 'audience', patterns.addressee, 0, [], roles) ?? findByPattern(reading, 'audience', patterns.personFor, 0, [], roles);
}

/**
 * "It launches today in version 3.2, after many users asked for it": a sentence that asks for
 * nothing, gives no role and states facts (a figure or a name) tells the situation, in any person.
 */
function toldFacts(reading: Reading): Span | undefined {
  const { content, visible } = reading;
  const told = reading.sentences.find((sentence) => {
    const said = content.slice(sentence.start, sentence.end);
    // "Que las preguntas sean…", "…y pon las respuestas al final": a wish or a second ask is an instruction, not a fact.
    if (/^(?:y\s+)?que\s/.test(said.trimStart()) || new RegExp(patterns.joinedRequest.source).test(said)) return false;
    if (patterns.request.test(said) || new RegExp(patterns.role.source).test(said) || said.trimEnd().endsWith('?') || contentWords(said).length < 5) return false;
    // An instruction on the answer's tone, shape or size is no fact about the situation.
    if ([patterns.tone, patterns.format, patterns.brevity, patterns.constraints].some((pattern) => new RegExp(pattern.source).test(said))) return false;
    const shown = blanked(visible.slice(sentence.start, sentence.end), readQuantities(said, () => 0));
    return /\d/.test(shown) || new RegExp(properNoun.source, 'u').test(shown);
  });
  return told ? { ...told, clause: true } : undefined;
}

/** "for Crumb & Co., a small sourdough bakery in Leeds that sells out by noon": a name followed by what it is tells the situation. */
const nameThenWhatItIs = /(?<=\p{Lu}[\p{L}\p{N}&'’.-]*),\s+(?:a|an|un|una)\s+[^,.;:!?\n]+/gu;

function describedName(reading: Reading): Span | undefined {
  const { content, visible } = reading;
  for (const match of visible.matchAll(nameThenWhatItIs)) {
    const start = match.index + match[0].search(/[\p{L}]/u);
    const end = match.index + match[0].length;
    if (contentWords(content.slice(start, end)).length >= 4) return { start, end, clause: true };
  }
  return undefined;
}



/** The content words right after `at`, across joiners, up to a stop, a comma or another small word. */
function wordsAfter(content: string, at: number, max: number): { words: string[]; end: number } {
  const words: string[] = [];
  let end = at;
  for (const match of content.slice(at).matchAll(/\s*([a-zà-ÿ0-9][a-zà-ÿ0-9'’&-]*)/gy)) {
    const word = match[1];
    if (contentWords(word).length === 0 && !subjectJoiners.has(word)) break;
    if (contentWords(word).length > 0) words.push(word);
    end = at + match.index + match[0].length;
    if (words.length >= max) break;
  }
  // "mi jefe pidiendo un aumento", "my boss asking for…": a verb ending the phrase starts what is done, not what the subject is.
  while (words.length > 0 && /(?:ando|iendo|ing)(?:le|les|lo|la|los|las|me|nos|te|se)?$/.test(words[words.length - 1])) {
    const last = words.pop()!;
    end = content.lastIndexOf(last, end);
  }
  return { words, end };
}

/**
 * The writer's subject described by what it is: "una floristería de barrio", "a neighbourhood
 * flower shop" (a kind of business, event or product with what sets it apart), "our handmade oak
 * cutting board", "mi abuela Carmen" (something of the writer's own, with more than its name). The
 * request needs no more situation than that; "mi tienda" or "the shop" alone is not described.
 */
function describedSubject(reading: Reading): Span | undefined {
  const { content } = reading;
  for (const match of content.matchAll(patterns.possessive)) {
    const after = wordsAfter(content, match.index + match[0].length, 4);
    if (specificWords(after.words.join(' ')).length >= 2) return { start: match.index, end: after.end, clause: true };
  }
  for (const match of content.matchAll(patterns.subjects)) {
    // The result is made for it ("for a…", "para una…"); "explain the stock market" names no subject of the writer's.
    const introduced = /(?<![a-zà-ÿ])(?:for|para|of|about|sobre|at|in|en|de)\s+(?:a|an|un|una)\s+((?:[a-zà-ÿ0-9'’&-]+\s+){0,3})$/.exec(content.slice(Math.max(0, match.index - 60), match.index));
    if (!introduced) continue;
    // English names what sets it apart before the noun ("a neighbourhood flower shop"), Spanish after it ("una floristería de barrio").
    const before = introduced[1];
    // The kind ends its phrase: in "a two-paragraph product description" the product is not the subject.
    const next = /^\s*([a-zà-ÿ0-9'’-]+)/.exec(content.slice(match.index + match[0].length));
    const endsPhrase = !next || contentWords(next[1]).length === 0;
    if (before.trim() !== '' && endsPhrase && specificWords(before).length >= 1 && contentWords(before).length === before.trim().split(/\s+/).length) {
      return { start: match.index - before.length, end: match.index + match[0].length, clause: true };
    }
    const after = wordsAfter(content, match.index + match[0].length, 3);
    if (before.trim() === '' && specificWords(after.words.join(' ')).length >= 1) return { start: match.index, end: after.end, clause: true };
  }
  return undefined;
}

/** "un mensaje para mi casero diciendo que la caldera se ha vuelto a romper desde el lunes": what a message is to tell is the situation. */
function toldInMessage(reading: Reading): Span | undefined {
  const { content } = reading;
  for (const match of content.matchAll(patterns.tellingThat)) {
    const start = match.index + match[0].length;
    const end = clauseEnd(content, start);
    // "q diga q abrimos los domingos" tells a fact in two words; "saying yes" tells none.
    if (contentWords(content.slice(start, end)).length >= 2) return { start: match.index, end, clause: true };
  }
  return undefined;
}

function findContext(reading: Reading): Finding | undefined {
  const { content, text } = reading;
  const evidence: Span[] = [];
  let points = 0;
  const inLongClause = (pattern: RegExp, minWords: number) => {
    for (const match of content.matchAll(pattern)) {
      const clause = { start: clauseStart(content, match.index), end: clauseEnd(content, match.index + match[0].length) };
      if (contentWords(content.slice(clause.start, clause.end)).length >= minWords) return clauseAround(text, { start: match.index, end: match.index + match[0].length });
    }
    return undefined;
  };
  // A sentence built around a gap ("it is called [name]") tells nothing until the gap is filled.
  const filledWords = (span: Span) =>
    reading.sentences
      .filter((sentence) => sentence.start < span.end && sentence.end > span.start)
      .filter((sentence) => !reading.placeholders.some((gap) => gap.start < sentence.end && gap.end > sentence.start))
      .reduce((sum, sentence) => sum + contentWords(content.slice(Math.max(sentence.start, span.start), Math.min(sentence.end, span.end))).length, 0);
  const told = reading.sentences.find((sentence) => {
    const said = content.slice(sentence.start, sentence.end);
    const first = /[a-zà-ÿ]+/.exec(said)?.[0] ?? '';
    const opener = patterns.request.exec(said);
    // "Necesito un correo…" is the request, not the situation.
    const asks = opener !== null && (patterns.wantOpener.test(opener[0]) || patterns.questionOpener.test(opener[0]) || !firstPersonVerb.test(opener[0]));
    const aboutTheWriter = firstPersonStatement.test(said) || (opener === null && patterns.writersOwn.test(said));
    return !asks && aboutTheWriter && !notFirstPerson.has(first) && contentWords(said).length >= 4;
  });
  const described = [...content.matchAll(patterns.describedPerson), ...content.matchAll(patterns.describedPeople), ...content.matchAll(patterns.personFor)].map((match) => clauseAround(text, { start: match.index, end: match.index + match[0].length }))[0];
  // "You are the editor of a monthly newsletter for a community garden in Bristol…": the role set in its situation.
  // What the role does or knows ("…who designs progressive plans", "whose listings sell", "con experiencia en") qualifies the AI, not the situation.
  const placedRole = roleNouns(reading)
    .map((noun) => {
      const tail = content.slice(noun.end, clauseEnd(content, noun.end));
      const qualification = new RegExp(patterns.roleQualification.source).exec(tail);
      return { start: noun.start, end: noun.end + (qualification ? qualification.index : tail.length), nounEnd: noun.end };
    })
    .find((role) => contentWords(content.slice(role.nounEnd, role.end)).length >= 4);
  const situation =
    inLongClause(patterns.situation, 3) ??
    (told ? { ...told, clause: true } : undefined) ??
    described ??
    (placedRole ? { start: placedRole.start, end: placedRole.end, clause: true } : undefined) ??
    toldFacts(reading) ??
    describedName(reading) ??
    describedSubject(reading) ??
    toldInMessage(reading) ??
    reading.labelled.find(({ criterion, span }) => criterion === 'context' && filledWords(span) >= 3)?.span;
  if (situation) {
    points += 1.0;
    evidence.push(situation);
  }
  // Pasted material is the situation a transformation works on.
  if (!situation && reading.material.length > 0) {
    points += 1.0;
    evidence.push(reading.material[0]);
  }
  const purpose = inLongClause(patterns.purpose, 3);
  if (purpose) {
    points += 0.7;
    evidence.push(purpose);
  }
  return points > 0 ? { criterion: 'context', points: Math.min(points, weights.context), evidence } : undefined;
}

const digits = /\d+(?:[.,:]\d+)*\s*(?:%|€|\$|£|h\b|k\b)?/g;
// A capitalised word after a lower-case word, a digit or a comma: a name, not the start of a sentence.
const properNoun = /[\p{Ll}\p{N},)] +(\p{Lu}[\p{L}\p{N}&'’-]+)/gu;
// Single quotes too ('module not found', 'Can't resolve'), when no letter touches them from outside (not "don't … it's").
const quoted = /["“«][^"”»\n]{3,}["”»]|(?<![\p{L}\p{N}])'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){3,60}'(?![\p{L}\p{N}])|`[^`\n]+`|\{[^{}\n]*:[^{}\n]*\}/gu;

/** What the request is about, after "about", "sobre", "between", "explain": the rest of its clause. */
function describedTopic(reading: Reading): Span | undefined {
  const { content } = reading;
  const asked = reading.sentences.find((sentence) => patterns.request.test(content.slice(sentence.start, sentence.end)) || patterns.nounRequest.test(content.slice(sentence.start, sentence.end)));
  if (!asked) return undefined;
  const said = content.slice(asked.start, asked.end);
  // "a product description for handmade soy candles", "la descripción de un anillo de plata": what the named result is of, when it is no reader.
  const ofResult = new RegExp(`(?:${patterns.deliverable.source})\\s+(?:${patterns.resultOf.source})\\s+`).exec(said);
  const match = new RegExp(patterns.subjectOpener.source).exec(said) ?? (ofResult && said.slice(ofResult.index).search(patterns.addressee) < 0 ? ofResult : null);
  if (!match) return undefined;
  const start = asked.start + match.index + match[0].length;
  // "about my coffee shop" names the writer's own thing, which says nothing until it is described (`describedSubject`).
  const own = patterns.writersOwn.exec(content.slice(start));
  if (own && content.slice(start, start + own.index).trim() === '') return undefined;
  return { start, end: clauseEnd(content, start, true), clause: true };
}

function findSpecifics(reading: Reading, quantities: Quantity[]): Finding | undefined {
  const { content, text } = reading;
  const seen = new Set<string>();
  const evidence: Span[] = [];
  const add = (start: number, end: number) => {
    const key = content.slice(start, end).trim();
    if (!key || seen.has(key) || content.slice(start, end) !== text.slice(start, end).toLowerCase()) return;
    seen.add(key);
    evidence.push({ start, end });
  };
  // Quotes around nothing ('"   "') quote no detail.
  for (const match of reading.visible.matchAll(quoted)) if (hasLetters(match[0])) add(match.index, match.index + match[0].length);
  for (const match of reading.visible.matchAll(properNoun)) {
    const start = match.index + match[0].length - match[1].length;
    if (!patterns.sectionName.test(match[1].toLowerCase())) add(start, start + match[1].length);
  }
  for (const match of content.matchAll(patterns.named)) add(match.index, match.index + match[0].length);
  for (const match of reading.visible.matchAll(patterns.technicalToken)) add(match.index, match.index + match[0].length);
  for (const quantity of quantities) add(quantity.start, quantity.end);
  for (const match of content.matchAll(digits)) {
    if (!quantities.some((quantity) => match.index >= quantity.start && match.index < quantity.end)) add(match.index, match.index + match[0].trim().length);
  }
  for (const match of content.matchAll(patterns.focus)) add(match.index, clauseEnd(content, match.index + match[0].length));
  for (const match of [...content.matchAll(countedThing), ...content.matchAll(countedFigure)]) add(match.index, match.index + match[0].length);
  // Things listed after a colon ("arroz, huevos, espinacas…"); the parts after "with" are a shape, not details.
  for (const listed of enumerations(reading)) if (listed.after === 'colon') add(listed.span.start, listed.span.end);
  // Pasted material is the concrete case the answer works on.
  if (reading.material.length > 0) evidence.push(reading.material[0]);
  // "a haiku about autumn rain", "un paisaje cyberpunk al atardecer con lluvia": the subject, described, is the answer's detail (a word of it per point, up to three).
  const subject = describedTopic(reading);
  const subjectWeight = subject ? Math.min(3, specificWords(content.slice(subject.start, subject.end)).length) : 0;
  if (subject && subjectWeight >= 2) evidence.push(subject);
  if (evidence.length === 0) return undefined;
  const weight = evidence.length + (subject && subjectWeight >= 2 ? subjectWeight - 1 : 0);
  evidence.sort((a, b) => a.start - b.start);
  return { criterion: 'specifics', points: Math.min(weights.specifics, 0.4 * weight), evidence: evidence.slice(0, 4) };
}

function findLength(reading: Reading, quantities: Quantity[]): Finding | undefined {
  if (quantities.length > 0) {
    const first = quantities.find((quantity) => lengthUnits.has(quantity.unit)) ?? quantities[0];
    return { criterion: 'length', points: weights.length, evidence: [{ start: first.start, end: first.end }] };
  }
  // "short sentences" / "frases cortas" is a style of writing, not the size of the answer.
  const sentenceStyle = [...reading.content.matchAll(patterns.sentenceStyle)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const brevity = findByPattern(reading, 'length', patterns.brevity, 0, [], sentenceStyle);
  if (brevity) return brevity;
  // "ponle cinco ejercicios", "8 gift ideas": how many things the request asks for. "3 semanas",
  // "5 days" say how long the writer has, not how long the answer is.
  const counted = [...reading.content.matchAll(countedThing), ...reading.content.matchAll(countedFigure)].find(
    (match) =>
      // "un plan de 7 días", "a 4-week study plan": the span of a plan is its size; "tengo 3 semanas" is the writer's time.
      (!patterns.timeSpan.test(match[0].split(/[\s-]+/).at(-1)!) || patterns.deliverable.test(reading.content.slice(Math.max(0, match.index - 25), match.index + match[0].length + 15))) &&
      // The count is what the request asks for when it is in the request's own clause ("dame 8 ideas"),
      // not a fact told after it ("necesito un horario, tengo 4 materias").
      reading.sentences.some(
        (sentence) =>
          match.index >= sentence.start &&
          match.index < clauseEnd(reading.content, sentence.start, true) &&
          patterns.request.test(reading.content.slice(sentence.start, sentence.end)),
      ),
  );
  return counted ? { criterion: 'length', points: weights.length, evidence: [{ start: counted.index!, end: counted.index! + counted[0].length }] } : undefined;
}
const countedFigure = /(?<![\d.,])\d{1,3}\s+(?!(?:de|of|a|y|and|en|in|h|am|pm)\b)(?:[a-zà-ÿ]{4,}|[a-zà-ÿ]{2,}-[a-zà-ÿ]+)/g;

function findExamples(reading: Reading): Finding | undefined {
  if (reading.material.length > 0) return { criterion: 'examples', points: weights.examples, evidence: [reading.material[0]] };
  for (const match of reading.text.matchAll(/["“«][^"”»\n]{12,}["”»]/g)) {
    if (reading.content[match.index + 1] !== ' ') return { criterion: 'examples', points: weights.examples, evidence: [{ start: match.index, end: match.index + match[0].length }] };
  }
  return findByPattern(reading, 'examples', patterns.examples, 1);
}

// Spoken, a minute holds some 100-180 words: "a 1-minute speech of 500 words" cannot both hold.
const wordsPer: Partial<Record<Quantity['unit'], [number, number]>> = { paragraph: [15, 250], sentence: [4, 50], line: [1, 25], page: [150, 800], minute: [100, 180], second: [1.5, 3] };

/** The start of a word that stands for its forms ("saludo" / "saludos", "detail" / "details"). */
const stem = (word: string) => (word.length > 5 ? word.slice(0, 5) : word.replace(/s$/, ''));

/**
 * Within one sentence, two instructions one answer cannot follow: opposite registers or persons
 * ("formal but slangy", "in the first person and in the third"), or a thing denied and asked for
 * ("sin saludos pero empezando con un saludo", "with no details and full details").
 */
function instructionConflicts(content: string): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const sentence of content.matchAll(/[^.!?\n]+/g)) {
    const said = sentence[0];
    // "first a formal email, then a casual version": each version has its own register.
    if (patterns.versions.test(said)) continue;
    const at = (match: RegExpMatchArray): Span => ({ start: sentence.index + match.index!, end: sentence.index + match.index! + match[0].length });
    for (const [one, other] of patterns.opposites) {
      const first = [...said.matchAll(one)].find((match) => !patterns.deniedBefore.test(said.slice(0, match.index)));
      const second = [...said.matchAll(other)].find((match) => !patterns.deniedBefore.test(said.slice(0, match.index)));
      // "the register (formal or informal)": two alternatives offered as a choice are no contradiction.
      const offered = first && second && patterns.alternativesBetween.test(said.slice(Math.min(first.index!, second.index!) + (first.index! < second.index! ? first[0].length : second[0].length), Math.max(first.index!, second.index!)));
      if (first && second && !offered) conflicts.push({ kind: 'instruction', spans: [at(first), at(second)].sort((a, b) => a.start - b.start) as [Span, Span] });
    }
    const affirmed = [...said.matchAll(patterns.affirmed)];
    // "Sin emojis en el texto; solo usa emojis en los hashtags": a rule narrowed to one part does not clash.
    const narrowed = patterns.scopeLimit.test(said);
    for (const denial of narrowed ? [] : said.matchAll(patterns.negated)) {
      // "sin hashtags genéricos… usa hashtags locales": a narrowed denial keeps out only those.
      const narrowedTo = narrowingOf(content, sentence.index + denial.index! + denial[0].length);
      const claim = affirmed.find(
        (match) => stem(match[1]) === stem(denial[1]) && match.index !== denial.index && (!narrowedTo || narrowedTo === narrowingOf(content, sentence.index + match.index! + match[0].length)),
      );
      if (claim) conflicts.push({ kind: 'instruction', spans: [at(denial), at(claim)].sort((a, b) => a.start - b.start) as [Span, Span] });
    }
  }
  return conflicts;
}

/**
 * What narrows the thing that ends at `index` ("hashtags genéricos", "bullet points in the intro", "datos personales del
 * cliente"): the first word of its clause after it that says something, up to another item or part.
 */
function narrowingOf(content: string, index: number): string | undefined {
  let said = content.slice(index, clauseEnd(content, index, true));
  const end = patterns.narrowingEnd.exec(said);
  if (end) said = said.slice(0, end.index);
  return said.replace(patterns.notNarrowing, ' ').match(/[a-zà-ÿ0-9]+/g)?.find((word) => !stopwords.has(word));
}

/** The kind a thing is of, from the text after it ("harina de trigo"): "harina de arroz" is another thing. */
const kindOf = (text: string) => patterns.kindAfter.exec(text)?.[1];

/**
 * Across the whole prompt, two instructions whose meanings exclude each other: a thing kept out and asked for ("Sin
 * emojis… Añade emojis de café", "Don't mention the price… Include the price of each plan"), or a restriction and what it
 * rules out (a vegetarian recipe with minced meat, an anonymous letter signed with the writer's name, "no spoilers" and
 * the ending, "only in English" and a summary in Spanish). A prompt that asks for a second version, option or reader may
 * give each its own rules ("una vegana y otra con carne"), and a rule narrowed to one part or case ("salvo en el título",
 * "if you use a technical term") does not clash: neither is a contradiction.
 */
function meaningConflicts(content: string): Conflict[] {
  const conflicts: Conflict[] = [];
  const narrowing = (index: number) => narrowingOf(content, index);
  // A second version asked for in the line of either instruction; an aside in brackets ("optional tips (variations, how to
  // store it)") asks for none, and another line (a rewrite's "Format: …") is about something else.
  const lineOf = (index: number) => content.slice(content.lastIndexOf('\n', index) + 1, content.indexOf('\n', index) < 0 ? content.length : content.indexOf('\n', index));
  const versioned = (span: Span) => patterns.versions.test(lineOf(span.start).replace(/\([^()\n]*\)/g, ''));
  const sentenceOf = (index: number) => ({ start: clauseStart(content, index), end: clauseEnd(content, index) });
  const keptOut = (index: number) => patterns.forbiddenBefore.test(content.slice(sentenceOf(index).start, index));
  // What narrows the rule in the sentence of `index`, outside `besides` (the other instruction, when it is in the same sentence).
  const narrowed = (index: number, besides?: Span) => {
    const sentence = sentenceOf(index);
    const said = besides ? blanked(content, [besides]).slice(sentence.start, sentence.end) : content.slice(sentence.start, sentence.end);
    return patterns.scopeLimit.test(said);
  };
  const pair = (a: Span, b: Span) => {
    if (!versioned(a) && !versioned(b)) conflicts.push({ kind: 'instruction', spans: [a, b].sort((x, y) => x.start - y.start) as [Span, Span] });
  };
  // "Sin emojis" … "Añade emojis de café al final".
  const forbidden = [...content.matchAll(patterns.forbidden)].filter((match) => !stopwords.has(match[1]) && !narrowed(match.index));
  for (const required of content.matchAll(patterns.required)) {
    // "No menciones el precio": the verb of a denial asks for nothing.
    if (keptOut(required.index) || narrowed(required.index) || forbidden.some((denial) => denial.index <= required.index && required.index < denial.index + denial[0].length)) continue;
    const askedFrom = content.indexOf(required[1], required.index + required[0].length);
    // "using lentils instead of beef": what is asked for ends where something is kept out.
    const words = [...required[1].matchAll(/[a-zà-ÿ]+/g)];
    const stop = words.findIndex((word) => forbidden.some((denial) => denial.index <= askedFrom + word.index! && askedFrom + word.index! < denial.index + denial[0].length));
    const asked = words.slice(0, stop < 0 ? undefined : stop).filter((word) => !stopwords.has(word[0])).slice(0, 4);
    for (const denial of forbidden) {
      const word = asked.find((candidate) => stem(candidate[0]) === stem(denial[1]));
      if (!word || denial.index === required.index) continue;
      // "use cauliflower rice instead of rice": what is asked for in the same sentence as the denial takes its place.
      const sentence = sentenceOf(required.index);
      if (forbidden.some((other) => stem(other[1]) === stem(denial[1]) && other.index >= sentence.start && other.index < sentence.end)) continue;
      const deniedEnd = denial.index + denial[0].length;
      const askedEnd = askedFrom + word.index! + word[0].length;
      // "sin harina de trigo" … "usa harina de arroz": another kind of the same thing.
      const [deniedKind, askedKind] = [kindOf(content.slice(deniedEnd)), kindOf(content.slice(askedEnd))];
      if (deniedKind && askedKind && deniedKind !== askedKind) continue;
      // "No technical terms" … "Use technical terms": the words both go on with are quoted too.
      let [deniedTo, askedTo] = [deniedEnd, askedEnd];
      for (let more = 0; more < 2; more += 1) {
        const [next, nextAsked] = [/^ ([a-zà-ÿ]+)/.exec(content.slice(deniedTo)), /^ ([a-zà-ÿ]+)/.exec(content.slice(askedTo))];
        if (!next || !nextAsked || next[1] !== nextAsked[1] || stopwords.has(next[1])) break;
        [deniedTo, askedTo] = [deniedTo + next[0].length, askedTo + nextAsked[0].length];
      }
      // "Sin emojis" keeps out every emoji; "sin hashtags genéricos" only those: "usa hashtags locales" is another thing.
      const narrowed = narrowing(deniedTo);
      if (narrowed && narrowed !== narrowing(askedTo)) continue;
      pair({ start: denial.index, end: deniedTo }, { start: required.index, end: askedTo });
      break;
    }
    if (conflicts.length > 0) break;
  }
  // "una receta vegetariana" … "Incluye carne picada".
  for (const [restriction, ruledOut] of patterns.exclusions) {
    // "sin spoilers de la segunda mitad": a restriction that keeps something out may be narrowed as well.
    const held = [...content.matchAll(restriction)].find(
      (match) =>
        !keptOut(match.index) &&
        !patterns.subjectBefore.test(content.slice(sentenceOf(match.index).start, match.index)) &&
        !(new RegExp(`^(?:${patterns.forbidden.source})`).test(match[0]) && narrowing(match.index + match[0].length)),
    );
    if (!held) continue;
    const heldSpan = { start: held.index, end: held.index + held[0].length };
    const against = [...content.matchAll(ruledOut)].find(
      (match) => (match.index >= heldSpan.end || match.index + match[0].length <= heldSpan.start) && !keptOut(match.index) && !narrowed(match.index, heldSpan),
    );
    if (!against) continue;
    // "Incluye carne", "Top it with grated parmesan": the instruction that asks for it, when it is short.
    const clause = clauseStart(content, against.index, true);
    const start = against.index - clause <= 30 && clause >= heldSpan.end ? clause : against.index;
    pair(heldSpan, { start, end: against.index + against[0].length });
  }
  return conflicts;
}

/** "10 preguntas… Mezcla 4 fáciles, 4 medias y 2 difíciles": the figures of `part`'s sentence add up to `whole`, so they share it out. */
function splitOf(content: string, whole: Quantity, part: Quantity): boolean {
  if (part.max >= whole.min) return false;
  const sentence = /[^.!?\n]*$/.exec(content.slice(0, part.start))![0] + /^[^.!?\n]*/.exec(content.slice(part.start))![0];
  // Ordinals ("4º de ESO", "the 3rd floor") name a place in a series, not a share.
  const figures = (sentence.match(/(?<![\d.,])\d+(?![\d.,ºª°]|st|nd|rd|th)/g) ?? []).map(Number);
  return figures.length >= 2 && figures.reduce((sum, figure) => sum + figure, 0) === whole.min;
}

/** Two statements of the same measure that cannot both hold. */
function findConflicts(content: string, quantities: Quantity[]): Conflict[] {
  const totals = quantities.filter((quantity) => !quantity.perItem);
  // "a 45-minute lesson: a 5-minute hook, a 15-minute explanation, a 20-minute activity and a 5-minute check": parts that add up to a whole are its plan, not other sizes.
  const split = new Set<Quantity>();
  for (const whole of totals) {
    const parts = totals.filter((other) => other !== whole && other.unit === whole.unit && other.max < whole.min);
    if (parts.length >= 2 && parts.reduce((sum, part) => sum + part.min, 0) === whole.min) for (const quantity of [whole, ...parts]) split.add(quantity);
    // "10 minutes of starter, 30 minutes of group work…" are parts too, though not sizes of the answer.
    if (whole.unit !== 'minute') continue;
    const sentence = { start: clauseStart(content, whole.start), end: content.length };
    const stop = /[.!?\n]/.exec(content.slice(whole.end));
    if (stop) sentence.end = whole.end + stop.index;
    const figures = [...content.slice(sentence.start, sentence.end).matchAll(patterns.minutesFigure)].filter((match) => sentence.start + match.index !== whole.start && Number(match[1]) < whole.min);
    if (figures.length >= 2 && figures.reduce((sum, match) => sum + Number(match[1]), 0) === whole.min) {
      for (const quantity of totals) if (quantity.unit === 'minute' && quantity.start >= sentence.start && quantity.end <= sentence.end) split.add(quantity);
    }
  }
  const conflicts: Conflict[] = [];
  const add = (kind: Conflict['kind'], a: Span, b: Span) => {
    const known = conflicts.some(({ spans }) => spans[0].start === a.start && spans[1].start === b.start);
    if (conflicts.length < 2 && !known) conflicts.push({ kind, spans: [a, b] });
  };
  for (let i = 0; i < totals.length; i += 1) {
    for (let j = i + 1; j < totals.length; j += 1) {
      const [a, b] = [totals[i], totals[j]];
      const kind = lengthUnits.has(a.unit) ? 'length' : 'count';
      // "90 minutos en total; 25 para el presupuesto": a smaller share of the whole is one of its parts.
      const partOfWhole = (a.whole && b.max <= a.max) || (b.whole && a.max <= b.max) || splitOf(content, a, b) || splitOf(content, b, a) || (split.has(a) && split.has(b));
      if (a.unit === b.unit && (a.max < b.min || b.max < a.min) && !partOfWhole) add(kind, a, b);
      // Paragraphs hold 15-250 words; sentences 4-50; lines 1-25; pages 150-800.
      const words = a.unit === 'word' ? a : b.unit === 'word' ? b : undefined;
      const other = words === a ? b : a;
      const perUnit = wordsPer[other.unit];
      if (words && perUnit && (words.min > other.max * perUnit[1] || words.max < other.min * perUnit[0])) add('length', a, b);
      // A page holds at least 20 lines: "2 lines that fill 3 pages" cannot both hold.
      const lines = a.unit === 'line' ? a : b.unit === 'line' ? b : undefined;
      const pages = a.unit === 'page' ? a : b.unit === 'page' ? b : undefined;
      if (lines && pages && lines.max < pages.min * 20) add('length', a, b);
      // Every paragraph holds at least one sentence: "3 paragraphs" cannot be "one sentence".
      const sentences = a.unit === 'sentence' ? a : b.unit === 'sentence' ? b : undefined;
      const paragraphs = a.unit === 'paragraph' ? a : b.unit === 'paragraph' ? b : undefined;
      if (sentences && paragraphs && sentences.max < paragraphs.min) add('length', a, b);
    }
  }
  // A tweet, an SMS, an Instagram bio… is capped by its platform: it holds no paragraphs and no hundreds of words.
  for (const { pattern, chars } of limitedTexts) {
    for (const limited of content.matchAll(pattern)) {
      const clause = { start: clauseStart(content, limited.index), end: clauseEnd(content, limited.index) };
      const tooLong = totals.find((quantity) => quantity.start >= clause.start && quantity.end <= clause.end && overLimit(quantity, chars));
      if (tooLong) add('length', { start: limited.index, end: limited.index + limited[0].length }, tooLong);
    }
  }
  // A lesson of 50 minutes laid out "by period (days or weeks)" is not a lesson of 50 minutes.
  const session = totals.find((quantity) => (quantity.unit === 'minute' && quantity.max <= maxSessionMinutes) || quantity.unit === 'second');
  const periods = session ? content.match(new RegExp(patterns.organizedByPeriods.source)) : null;
  if (session && periods) {
    // "(días o semanas)" is quoted whole.
    const close = periods[0].includes('(') ? content.indexOf(')', periods.index!) : -1;
    const end = close >= 0 && close - periods.index! < 60 ? close + 1 : periods.index! + periods[0].length;
    add('length', session, { start: periods.index!, end });
  }
  // "no más de 3 consejos… Tienen que salir estos puntos: puntualidad, vestimenta, … y seguimiento": more things required than the count holds.
  for (const listed of content.matchAll(patterns.requiredList)) {
    const items = listed[1].split(patterns.listSeparator).filter((item) => /[a-zà-ÿ]{3,}/.test(item) && !/\d/.test(item));
    const list = { start: listed.index, end: listed.index + listed[0].length };
    // Sections hold points: "3 sections covering these points: …" may group 6 of them; a count of sections is held against a list of sections only.
    const named = unitsIn(content.slice(listed.index, listed.index + listed[0].length - listed[1].length));
    const count = totals.find(
      (quantity) =>
        !lengthUnits.has(quantity.unit) && quantity.max >= 2 && quantity.max < items.length && !inside(quantity, [list]) && (quantity.unit === 'section') === named.includes('section'),
    );
    const picked = count && patterns.picking.test(content.slice(clauseStart(content, count.start), clauseEnd(content, count.end)) + ' ' + content.slice(clauseStart(content, list.start), list.end));
    if (count && !picked) add('count', count, list);
  }
  for (const conflict of instructionConflicts(content)) add(conflict.kind, ...conflict.spans);
  // A contradiction of meaning already found within one sentence is not found again.
  const overlapping = (span: Span) => conflicts.some(({ spans }) => spans.some((known) => known.start < span.end && span.start < known.end));
  for (const conflict of meaningConflicts(content)) if (!conflict.spans.some(overlapping)) add(conflict.kind, ...conflict.spans);
  // "a short story", "un cuento corto" name a kind of piece, not its size.
  const pieces = spansOf(content, patterns.fullPiece);
  const brief = [...content.matchAll(new RegExp(patterns.brevity.source, 'g'))].find((match) => !inside({ start: match.index, end: match.index + match[0].length }, pieces))?.index ?? -1;
  const long = totals.find((quantity) => quantity.unit === 'word' && quantity.min >= 800);
  if (brief >= 0 && long && patterns.shortWord.test(content.slice(brief))) {
    const match = content.slice(brief).match(/^[a-zà-ÿ]+/)!;
    add('length', { start: brief, end: brief + match[0].length }, long);
  }
  return conflicts;
}

/**
 * A size that a text capped at `chars` characters cannot have: more characters, more words than they
 * hold, or paragraphs. A cap of characters above the platform's ("a Twitter bio… no more than 280
 * characters", where it holds 160) lets the AI write what cannot be published.
 */
function overLimit(quantity: Quantity, chars: number): boolean {
  return (
    (quantity.unit === 'word' && quantity.min > Math.round(chars * wordsPerChar)) ||
    (quantity.unit === 'char' && (quantity.min > chars || (Number.isFinite(quantity.max) && quantity.max > chars))) ||
    (quantity.unit === 'paragraph' && quantity.min > 1)
  );
}

const formats = new Map<string, Intl.NumberFormat>();
function oneDecimal(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format;
}

function band(score: number, reader: ReaderPhrases): string {
  return score >= 8 ? reader.bands.excellent : score >= 6 ? reader.bands.good : score >= 4 ? reader.bands.fair : reader.bands.poor;
}

const listQuotes = (text: string, spans: Span[], max = 3) =>
  spans
    .slice(0, max)
    .map((span) => quote(text, span))
    .join(', ') + (spans.length > max ? ` (+${spans.length - max})` : '');

/** Below this many words eld cannot tell a language reliably. */
const minWordsToTellLanguage = 5;
/** How much surer eld must be of another language than of one the analysis reads (es/pt, es/ca are close). */
const languageMargin = 0.05;
/** A prompt the analysis cannot read is never called excellent: nobody checked its request. */
const otherLanguageMax = 7;

/** The language of a prompt, when eld is sure it is none the analysis reads (its own words only, not pasted material). */
function unreadLanguage(reading: Reading): string | undefined {
  const own = blanked(reading.text, [...reading.material, ...reading.placeholders]);
  if ((own.match(/\p{L}+/gu) ?? []).length < minWordsToTellLanguage) return undefined;
  const result = eld.detect(own);
  if (!result.language || !result.isReliable() || result.language in packs) return undefined;
  const scores = result.getScores();
  const closestRead = Math.max(...Object.keys(packs).map((language) => scores[language] ?? 0));
  return (scores[result.language] ?? 0) - closestRead >= languageMargin ? result.language : undefined;
}

/**
 * A prompt in a language the vocabulary does not cover: scored around the middle of the scale from
 * what any language shows (length, lines, figures, quoted or pasted material, unfilled gaps), so
 * neither "no request" nor "excellent" is claimed about words it cannot read.
 */
function otherLanguageAnalysis(reading: Reading, language: string, reader: ReaderPhrases): PromptAnalysis {
  const { text } = reading;
  const phrases = reader.otherLanguage;
  const own = blanked(text, [...reading.material, ...reading.placeholders]);
  const words = (own.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length + Math.floor(reading.material.reduce((sum, span) => sum + (text.slice(span.start, span.end).match(/\p{L}+/gu) ?? []).length, 0) / 2);
  const lines = own.split('\n').filter((line) => hasLetters(line)).length;
  const figures = [...own.matchAll(digits)].map((match) => ({ start: match.index, end: match.index + match[0].trim().length }));
  const quotedSpans = [...reading.material, ...[...own.matchAll(quoted)].map((match) => ({ start: match.index, end: match.index + match[0].length }))];
  const strengths: string[] = [];
  let raw = 2.5 + (words >= 60 ? 3 : words >= 35 ? 2.5 : words >= 20 ? 2 : words >= 10 ? 1.5 : 1);
  if (words >= 20) strengths.push(`${phrases.length(words)}.`);
  if (lines >= 2) {
    raw += 1;
    strengths.push(`${phrases.structure(lines)}.`);
  }
  if (figures.length > 0) {
    raw += figures.length >= 3 ? 1.5 : 0.75;
    strengths.push(`${phrases.numbers}: ${listQuotes(text, figures, 4)}.`);
  }
  if (quotedSpans.length > 0) {
    raw += 1;
    strengths.push(`${phrases.quoted}: ${listQuotes(text, quotedSpans, 2)}.`);
  }
  raw -= Math.min(4, reading.placeholders.length) * placeholderPenalty;
  const score = Math.round(Math.min(otherLanguageMax, Math.max(0, raw)) * 10) / 10;
  const languageName = new Intl.DisplayNames([reader.locale], { type: 'language' }).of(language) ?? language;
  const weaknesses = reading.placeholders.length > 0 ? [reader.weakness.placeholders(reading.placeholders.length, listQuotes(text, reading.placeholders))] : [];
  const suggestions = [...(reading.placeholders.length > 0 ? [reader.suggest.placeholders(listQuotes(text, reading.placeholders))] : []), phrases.suggestion];
  return { score, explanation: phrases.explanation(oneDecimal(reader.locale).format(score), band(score, reader), languageName), strengths, weaknesses, suggestions };
}

/**
 * Whether a request for code or data gives what the answer must do: concrete details other than the
 * tool's name ("dd/mm/yyyy", "Column B", the tables, the error), or three words of its own that say
 * it ("a python function that removes duplicates from a list while keeping the order"). "Haz una
 * fórmula de excel" and "write a regex" name a tool and a kind of result, nothing more.
 */
function givesWhatCodeMustDo(reading: Reading, found: Finding[]): boolean {
  const { content } = reading;
  const toolOnly = new RegExp(`^(?:${patterns.tools.source})$`);
  const details = found.some((finding) => finding.criterion === 'specifics' && finding.evidence.some((span) => !toolOnly.test(content.slice(span.start, span.end).trim())));
  const asked = found.find((finding) => finding.criterion === 'deliverable')?.evidence[0];
  if (details || !asked) return details;
  const said = content
    .slice(asked.start, asked.end)
    .replace(patterns.request, ' ')
    .replace(new RegExp(patterns.tools.source, 'g'), ' ')
    .replace(new RegExp(patterns.deliverable.source, 'g'), ' ')
    .replace(new RegExp(patterns.readerless.source, 'g'), ' ');
  // A regex or a formula does one thing: what it is for ("for emails", "que sume la columna") is enough.
  return contentWords(said).length >= (patterns.matchers.test(content.slice(asked.start, asked.end)) ? 1 : 3);
}

/** The most content words a prompt that is a question with one known answer has, with what it says of the answer ("…: dame el tiempo desde que hierve el agua…"). */
const factualQuestionWords = 40;

/**
 * A prompt that is a question with one answer the AI knows ("what year did…", "cuál es la capital
 * de…", "quién pintó…"), about the world rather than the writer, and short: nothing else is needed.
 */
function factualQuestion(reading: Reading, found: Finding[]): boolean {
  const asked = found.find((finding) => finding.criterion === 'deliverable')?.evidence[0];
  if (!asked) return false;
  const question = reading.content.slice(asked.start, asked.end);
  const words = contentWords(reading.content);
  return patterns.factualQuestion.test(question) && words.length <= factualQuestionWords && !patterns.writersOwn.test(reading.content);
}

/** "unas 30", "about 10", "…de contable? unas 10": a bare number that ends its clause or follows "about" counts what is asked. */
const bareCount = /(?<![a-zà-ÿ£$€\d.,])(?:(?:unos|unas|about|around|some|roughly)\s+\d{1,3}(?![\d.,])|\d{1,3}(?=\s*(?:[.,;!?\n)]|$)))|(?<![a-zà-ÿ])(?:docena|dozen)(?![a-zà-ÿ])/;

/**
 * Whether the prompt says how many things it wants: a count ("10 preguntas", "a dozen questions",
 * "cinco ideas", "unas 30"), not a figure of the content ("mi hijo de 8 años", "a budget of £6,000").
 */
function statesCount(content: string, quantities: Quantity[]): boolean {
  const counted = [...content.matchAll(countedThing), ...content.matchAll(countedFigure)].some((match) => !patterns.timeSpan.test(match[0].split(/[\s-]+/).at(-1)!));
  return counted || quantities.some((quantity) => !lengthUnits.has(quantity.unit)) || bareCount.test(content);
}

/**
 * What the prompt refers to as given when it is not: "la cantidad de elementos que pido" with no
 * count stated, "como te dije" / "as I said" (a conversation the prompt does not hold). A
 * reference followed by what to do without it ("o uno realista", "if I give none") misses nothing.
 */
function danglingReference(reading: Reading, quantities: Quantity[]): Span | undefined {
  const { content } = reading;
  const withoutFallback = (span: Span | undefined) => (span && !patterns.referenceFallback.test(content.slice(span.end, clauseEnd(content, span.end))) ? span : undefined);
  const earlier = withoutFallback(firstMatch(content, patterns.earlierReference));
  if (earlier) return earlier;
  return statesCount(content, quantities) ? undefined : withoutFallback(firstMatch(content, patterns.countReference));
}

/**
 * Scores a prompt 0-10 (one decimal) and says why in the reader's language: each strength names a
 * criterion and quotes the words that earned it; each weakness names what is missing or quotes what
 * contradicts itself.
 */
export function analyzePrompt(written: string, readerLanguage: Language): PromptAnalysis {
  const reader = packs[readerLanguage].reader;
  // "escrbe un corro pa mi jefe": typos and chat spellings do not hide the request.
  // "<task>Write…</task>" reads as "Task: Write…".
  const text = respelled(taggedAsHeadings(written));
  const reading = read(text);
  const language = unreadLanguage(reading);
  if (language) return otherLanguageAnalysis(reading, language, reader);
  const { content } = reading;
  const quantities = readQuantities(content, (index) => clauseStart(content, index));
  const found: Finding[] = [
    findDeliverable(reading),
    findSpecifics(reading, quantities),
    findContext(reading),
    findAudience(reading),
    findByPattern(reading, 'format', patterns.format) ?? findListedParts(reading, 'format'),
    findLength(reading, quantities),
    findByPattern(reading, 'constraints', patterns.constraints, 2, [patterns.tone, patterns.format]) ?? findRequiredParts(reading) ?? findWishes(reading) ?? findListedParts(reading, 'constraints') ?? findJudgementParts(reading),
    findByPattern(reading, 'tone', patterns.tone),
    findRole(reading),
    findExamples(reading),
  ].filter((finding): finding is Finding => finding !== undefined);
  // "A numbered list of issues, each with severity and a fix": the structure is the size (one entry per issue).
  const structure = found.some((finding) => finding.criterion === 'format') ? firstMatch(content, patterns.structuredOutput) : undefined;
  if (structure && !found.some((finding) => finding.criterion === 'length')) found.push({ criterion: 'length', points: weights.length, evidence: [clauseAround(text, structure)] });
  // "A haiku about autumn rain": the form fixes the shape and the size.
  const form = firstMatch(content, patterns.selfSized);
  if (form && !found.some((finding) => finding.criterion === 'length')) found.push({ criterion: 'length', points: weights.length, evidence: [form] });
  const has = (criterion: Criterion) => found.some((finding) => finding.criterion === criterion);
  const notNeeded = criteriaNotNeeded(reading);
  // "write a haiku about autumn rain", "explain the difference between a Roth IRA and a traditional IRA":
  // a short request that names what it wants and describes its subject can be acted on as it is; its
  // voice, shape, size and who writes it are left to the AI, not missing (its situation and reader are still asked for).
  const topic = describedTopic(reading);
  // Only a result whose form fixes its size (a haiku) or an explanation: "ideas for a video about…" leaves the count open, "a cover letter for…" the whole brief.
  const sizedByItsForm = firstMatch(content, patterns.selfSized) !== undefined || !patterns.deliverable.test(content);
  const shortAndClear = has('deliverable') && sizedByItsForm && topic !== undefined && specificWords(content.slice(topic.start, topic.end)).length >= 2 && contentWords(content).length <= 15;
  if (shortAndClear) notNeeded.add('tone').add('role').add('format').add('length');
  // "cuál es la capital de Australia", "what year did the berlin wall fall": a short question with one
  // answer the AI knows is complete as it stands; who it is for and what it is for change nothing in
  // that answer, nor do a voice, a shape, a size or a role.
  const factual = factualQuestion(reading, found);
  if (factual) notNeeded.add('tone').add('role').add('format').add('length').add('audience').add('context');
  // "Me han despedido tras 3 años… Explícame si…": an answer to the writer, whose situation is told, has its reader.
  if (has('context') && patterns.toWriter.test(content)) notNeeded.add('audience');
  const missing = criteria.filter((criterion) => !has(criterion) && !notNeeded.has(criterion));
  // Figures under "Facts:" / "Contexto:" describe the world ("a claim takes 25 minutes"), not the answer.
  const contextSpans = reading.labelled.filter((item) => item.criterion === 'context').map((item) => item.span);
  const conflicts = findConflicts(content, quantities.filter((quantity) => !inside(quantity, contextSpans)));
  const vague = [...content.matchAll(patterns.vague)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  // A gap to paste it in ("[paste the article here]") is where the material referred to goes: it costs as a gap, not as missing material too.
  const pasteSlots = reading.placeholders.filter((gap) => new RegExp(patterns.pasteGap.source).test(text.slice(gap.start, gap.end).toLowerCase()));
  // "fix the grammar in my cover letter", "mejora el texto de mi página de inicio": a text of the writer's to rework, not given.
  const reworked = givenTextTask(content) || new RegExp(patterns.reworking.source).test(content) ? firstMatch(content, patterns.ownText) : undefined;
  const material = reading.material.length === 0 && pasteSlots.length === 0 && text.length < 600 ? (firstMatch(content, patterns.material) ?? reworked) : undefined;
  const dangling = danglingReference(reading, quantities);

  const materialWords = reading.material.reduce((sum, span) => sum + contentWords(text.slice(span.start, span.end).toLowerCase()).length, 0);
  const words = contentWords(content).length + Math.floor(materialWords / 2);
  const detail = words >= 60 ? 1 : words >= 35 ? 0.7 : words >= 20 ? 0.4 : words >= 10 ? 0.2 : 0;
  // What the task does not need is not held against a prompt that specifies its answer (a shape or
  // requirements, or for code and data their givens: "dd/mm/yyyy", the tables, the error): its points are given.
  const specified = shortAndClear || factual || has('format') || has('constraints') || form !== undefined || (givenTextTask(content) && reading.material.length > 0) || reworksGivenText(reading) || (patterns.readerless.test(content) && givesWhatCodeMustDo(reading, found));
  const excused = specified ? [...notNeeded].filter((criterion) => !has(criterion)).reduce((sum, criterion) => sum + weights[criterion], 0) : 0;
  const earned = found.reduce((sum, finding) => sum + finding.points, 0) + detail + excused;
  const penalties =
    conflicts.length * conflictPenalty +
    Math.min(4, reading.placeholders.length) * placeholderPenalty +
    Math.min(3, vague.length) * vaguePenalty +
    (material || dangling ? missingMaterialPenalty : 0);

  const visible = (span: Span): Span => {
    if (!hasLetters(content.slice(span.start, span.end))) return span;
    let { start, end } = span;
    while (start < end && /\s/.test(content[start])) start += 1;
    while (end > start && /\s/.test(content[end - 1])) end -= 1;
    return { ...span, start, end };
  };
  for (const finding of found) finding.evidence = finding.evidence.map(visible);
  const strengths = found.map((finding) => `${reader.strength[finding.criterion]}: ${listQuotes(text, finding.evidence, 4)}.`);
  const quoteOf = (span: Span) => quote(text, span);
  const weaknesses: string[] = [];
  if (!has('deliverable')) weaknesses.push(reading.taskPlaceholder ? reader.weakness.deliverablePlaceholder(quoteOf(reading.taskPlaceholder)) : reader.weakness.noDeliverable);
  else if (reading.taskGap) weaknesses.push(reader.weakness.deliverablePlaceholder(quoteOf(reading.taskGap)));
  for (const conflict of conflicts) {
    const [a, b] = conflict.spans.map((span) => quoteOf(span));
    weaknesses.push(conflict.kind === 'length' ? reader.weakness.lengthConflict(a, b) : conflict.kind === 'count' ? reader.weakness.countConflict(a, b) : reader.weakness.instructionConflict(a, b));
  }
  if (reading.placeholders.length > 0) weaknesses.push(reader.weakness.placeholders(reading.placeholders.length, listQuotes(text, reading.placeholders)));
  if (material) weaknesses.push(reader.weakness.missingMaterial(quoteOf(material)));
  if (dangling) weaknesses.push(reader.weakness.danglingReference(quoteOf(dangling)));
  if (reading.bags.length > 0) weaknesses.push(reader.weakness.keywordBag(quoteOf(reading.bags[0])));
  const holdsSlot = (span: Span) => pasteSlots.some((gap) => (gap.start >= span.start && gap.end <= span.end) || (gap.start >= span.end && /^[\s"'`:]*$/.test(text.slice(span.end, gap.start))));
  const emptyHeadings = reading.emptyHeadings.filter((span) => span !== reading.taskPlaceholder && !(reading.taskPlaceholder && span.start === reading.taskPlaceholder.start) && !holdsSlot(span));
  if (emptyHeadings.length > 0) weaknesses.push(reader.weakness.emptyHeadings(listQuotes(text, emptyHeadings)));
  if (reading.boilerplate.length > 0) weaknesses.push(reader.weakness.boilerplate(listQuotes(text, reading.boilerplate, 2)));
  if (vague.length > 0) weaknesses.push(reader.weakness.vague(listQuotes(text, vague)));
  // An example helps but few tasks need one: its absence is a suggestion, not a weakness.
  for (const criterion of missing) if (criterion !== 'deliverable' && criterion !== 'examples') weaknesses.push(reader.missing[criterion]);
  // A 10 leaves nothing to add: a prompt with anything on its list of weaknesses is short of it.
  let raw = Math.min(weaknesses.length > 0 ? flawedMax : 10, earned) - penalties;
  if (!has('deliverable')) raw = Math.min(raw, noRequestCap);
  if (reading.placeholders.length >= templateGaps) raw = Math.min(raw, withGapsCap);
  if (reading.taskGap) raw = Math.min(raw, taskGapCap);
  if (material || dangling) raw = Math.min(raw, missingMaterialCap);
  if (conflicts.length > 0) raw = Math.min(raw, conflicts.length > 1 || conflicts.some(({ kind }) => kind !== 'instruction') ? conflictsCap : conflictCap);
  const boilerplateWords = reading.boilerplate.reduce((sum, span) => sum + contentWords(text.slice(span.start, span.end).toLowerCase()).length, 0);
  if (boilerplateWords > 0 && boilerplateWords >= contentWords(content).length) raw = Math.min(raw, boilerplateCap);
  if (words === 0) raw = 0;
  const score = Math.round(Math.min(10, Math.max(0, raw)) * 10) / 10;

  const problems = conflicts.length + (reading.placeholders.length > 0 ? 1 : 0) + (material ? 1 : 0) + (dangling ? 1 : 0) + (vague.length > 0 ? 1 : 0);
  const scoreText = oneDecimal(reader.locale).format(score);
  const explanation = reader.explanation(
    scoreText,
    band(score, reader),
    found.map((finding) => reader.criterionNames[finding.criterion]),
    missing.filter((criterion) => criterion !== 'examples').map((criterion) => reader.criterionNames[criterion]),
    problems,
  );

  const deliverable = found.find((finding) => finding.criterion === 'deliverable');
  const taskQuote = deliverable ? quote(text, shorten(deliverable.evidence[0], 50)) : reader.yourRequest;
  const s = reader.suggest;
  const suggestions: string[] = [];
  if (!deliverable) suggestions.push(s.deliverable);
  for (const conflict of conflicts) suggestions.push(s.conflict(...(conflict.spans.map((span) => quoteOf(span)) as [string, string])));
  if (reading.placeholders.length > 0) suggestions.push(s.placeholders(listQuotes(text, reading.placeholders)));
  if (material) suggestions.push(s.material(quoteOf(material)));
  if (dangling) suggestions.push(s.dangling(quoteOf(dangling)));
  for (const criterion of ['specifics', 'context', 'audience', 'format', 'length', 'constraints'] as const) if (!has(criterion) && !notNeeded.has(criterion)) suggestions.push(s[criterion](taskQuote));
  if (vague.length > 0) suggestions.push(s.vague(quoteOf(vague[0])));
  for (const criterion of ['examples', 'tone', 'role'] as const) if (!has(criterion) && !notNeeded.has(criterion)) suggestions.push(s[criterion](taskQuote));

  return { score, explanation, strengths: strengths.filter(saysSomething), weaknesses: [...new Set(weaknesses.filter(saysSomething))], suggestions: suggestions.filter(saysSomething).slice(0, 5) };
}

/** A bullet with no words, or quoting nothing (“”), is never shown. */
const saysSomething = (line: string) => /[\p{L}\p{N}]/u.test(line) && !/“…?”/.test(line);

function shorten(span: Span, max: number): Span {
  return span.end - span.start > max ? { start: span.start, end: span.start + max, clause: true } : span;
}

/** A rewrite that does not keep its request whole (a number dropped, its words filed under Tone) is at most 'Bueno', however well it is written. */
const otherThanRequestCap = 7.5;
/** One that asks for another result (another medium, kind or platform, the full piece for its outline) is at most 'Aceptable'. */
const wrongResultCap = 5.5;

/**
 * Families of results that go together: prose fits anything but verse; a video is posted, described
 * and scripted; an agenda is a schedule; a call and a podcast are scripted and spoken, a call has an
 * agenda and a podcast a description. The medium a request names (a call, an email, a post, a video,
 * a podcast) excludes the others: a call script rewritten as a video script is another deliverable.
 */
const compatibleKinds: ReadonlySet<string> = new Set([
  ...outputKinds.filter((kind) => kind !== 'verse').map((kind) => `prose+${kind}`),
  'video+post',
  'video+speech',
  'video+script',
  'video+description',
  'script+speech',
  'script+code',
  'description+post',
  'agenda+schedule',
  'call+script',
  'call+speech',
  'call+agenda',
  'call+schedule',
  'audio+script',
  'audio+speech',
  'audio+description',
]);
const exclusive = (a: OutputKind, b: OutputKind) => a !== b && !compatibleKinds.has(`${a}+${b}`) && !compatibleKinds.has(`${b}+${a}`);
/** Code, scripts and papers are only ever asked for: a rewrite that asks for one when the request names no result and no tool of the trade has changed the task. */
const neverImplied: readonly OutputKind[] = ['code', 'script', 'paper'];

/** The request's first clause, to quote as what it asked for. */
function firstClause(text: string): Span {
  const start = text.search(/\S/);
  return { start: Math.max(0, start), end: Math.max(0, Math.min(clauseEnd(text, Math.max(0, start)), start + 60)), clause: true };
}

/** The request's own ask, to quote as what it asked for: its request sentence ("Diseña un plan de comidas…"), not the role before it. */
function requestClause(request: string): Span {
  const asked = findDeliverable(read(request));
  return asked ? shorten({ ...asked.evidence[0], clause: true }, 80) : firstClause(request);
}

function spansOf(lower: string, pattern: RegExp): Span[] {
  return [...lower.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** What a rewrite did to its request's material or words, beyond asking for another result: each has its own sentence for the reader. */
type RewriteHarm = 'greeting-as-task' | 'material-dropped' | 'no-paste-slot' | 'invented-gap' | 'no-source' | 'typo-kept';

interface RequestMismatch {
  /** What the request asked for (in the request). */
  asked: Span;
  /** What the rewrite asks for instead (in the rewrite). */
  other?: Span;
  /** The request's words under a heading for something else (in the rewrite). */
  filedUnder?: Span;
  /** Another harm, with the rewrite's words that show it (when it has them), or the misspelt word it kept and the word meant. */
  harm?: { kind: RewriteHarm; rewrite?: Span; typed?: string; meant?: string };
  /** The characters the platform lets what was asked hold, when the rewrite's size (`other`) is beyond them. */
  limit?: number;
}


/** What the rewrite asks for that its request did not, or what of the request it dropped: [in the rewrite, in the request] or [undefined, in the request]. */
function requestMismatch(rewrite: string, request: string): RequestMismatch | undefined {
  const rewriteLower = lowerSameLength(rewrite);
  const requestLower = lowerSameLength(request);
  const filedUnder = misfiledRequest(rewrite, request);
  if (filedUnder) return { filedUnder, asked: requestClause(request) };
  const written = reviewWritten(rewriteLower, requestLower);
  if (written) return written;
  const materialHarm = materialMismatch(rewrite, request);
  if (materialHarm) return materialHarm;
  // "Traduce al inglés…" → "Escribe en español un correo…": the translation, the task itself, is gone.
  const translation = firstMatch(requestLower, patterns.translation);
  if (translation && !patterns.translation.test(rewriteLower)) return { asked: clauseAround(request, translation) };
  // "Resume el acta…" → "haz una lista de tareas": a summary is not a list of tasks (the reverse is a prose summary, below).
  const tasks = firstMatch(rewriteLower, patterns.actionItems);
  const summary = firstMatch(requestLower, patterns.summaries);
  if (tasks && summary && !patterns.actionItems.test(requestLower) && !patterns.shortDeliverable.test(requestLower)) return { other: clauseAround(rewrite, tasks), asked: clauseAround(request, summary) };
  const said = (text: string, span: Span) => text.slice(span.start, span.end).replace(/s$/, '');
  // "No añadas descripciones", "not an essay": a kind the rewrite rules out is not one it asks for;
  // "enviar el presupuesto por correo", "send it by email": a means of the task is not its result.
  const askedFor = (pattern: RegExp) =>
    spansOf(rewriteLower, pattern).filter((span) => {
      const before = rewriteLower.slice(clauseStart(rewriteLower, span.start, true), span.start);
      return !patterns.deniedBefore.test(before) && !patterns.byMeansOf.test(before);
    });
  // Another platform than the one the request named ("Instagram" → "Adapt it to TikTok").
  const askedPlatforms = spansOf(requestLower, patterns.platform);
  if (askedPlatforms.length > 0) {
    const names = new Set(askedPlatforms.map((span) => requestLower.slice(span.start, span.end)));
    const other = spansOf(rewriteLower, patterns.platform).find((span) => !names.has(rewriteLower.slice(span.start, span.end)));
    if (other) return { other, asked: askedPlatforms[0] };
  }
  const askedKinds = outputKinds.filter((kind) => patterns.outputKinds[kind].test(requestLower));
  // Hashtags make a post (an email with hashtags is not an email): only a request for a post, a video or a platform implies them.
  const hashtags = askedPlatforms.length === 0 && !askedKinds.some((kind) => kind === 'post' || kind === 'video') && !requestLower.includes('hashtag') ? askedFor(/(?<![a-zà-ÿ#])hashtags?(?![a-zà-ÿ])/)[0] : undefined;
  if (hashtags) return { other: hashtags, asked: askedKinds.length > 0 ? spansOf(requestLower, patterns.outputKinds[askedKinds[0]])[0] : requestClause(request) };
  if (askedKinds.length === 0 && !patterns.tools.test(requestLower)) {
    for (const kind of neverImplied) {
      const other = askedFor(patterns.outputKinds[kind])[0];
      if (other) return { other, asked: requestClause(request) };
    }
  }
  for (const kind of askedKinds) {
    const asked = spansOf(requestLower, patterns.outputKinds[kind])[0];
    // The result the request named, gone from the rewrite ("3 haikus" → a story).
    if (!patterns.outputKinds[kind].test(rewriteLower)) return { asked };
    // Another kind of result that excludes it ("horario de estudio" → "Entrega código").
    for (const otherKind of outputKinds) {
      if (askedKinds.includes(otherKind) || !exclusive(kind, otherKind)) continue;
      const other = askedFor(patterns.outputKinds[otherKind])[0];
      if (other && said(rewriteLower, other) !== said(requestLower, asked)) return { other, asked };
    }
  }
  return purposeMismatch(rewriteLower, requestLower) ?? sizeMismatch(rewriteLower, requestLower) ?? addedShape(rewriteLower, requestLower, request);
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * "dame una receta de lentejas…" → "Escribe un artículo de blog sobre las lentejas…": no result the
 * request's ask names is left anywhere in the rewrite, whose own ask names another. (The result a
 * request names is asked for by name: a rewrite keeps the word, or one that starts like it.)
 */
function namedResultGone(rewrite: string, request: string): RequestMismatch | undefined {
  const rewriteLower = lowerSameLength(rewrite);
  const requestLower = lowerSameLength(request);
  const ask = requestClause(request);
  const askText = requestLower.slice(ask.start, ask.end);
  // "titles for my blog post": the post is what the titles are for; "mejora este prompt", "rewrite my cover letter": the writer's own piece, worked on.
  const named = spansOf(askText, patterns.deliverable).filter((span) => {
    const before = askText.slice(Math.max(0, span.start - 40), span.start);
    return !patterns.itemsFor.test(before) && !patterns.givenPiece.test(before);
  });
  if (named.length === 0) return undefined;
  const rewriteLetters = withoutAccents(rewriteLower);
  const kept = (span: Span) => rewriteLetters.includes(withoutAccents(askText.slice(span.start, span.end).split(/\s+/)[0].slice(0, 5)));
  if (named.some(kept)) return undefined;
  const rewriteAsk = findDeliverable(read(rewrite))?.evidence[0];
  const other = rewriteAsk ? spansOf(rewriteLower.slice(rewriteAsk.start, rewriteAsk.end), patterns.deliverable)[0] : undefined;
  if (!rewriteAsk || !other) return undefined;
  return {
    other: clauseAround(rewriteLower, { start: rewriteAsk.start + other.start, end: rewriteAsk.start + other.end }),
    asked: clauseAround(requestLower, { start: ask.start + named[0].start, end: ask.start + named[0].end }),
  };
}

/**
 * What the rewrite's own instructions describe, against what the request asks for: beyond the
 * request's words, a rewrite that lays out a shape of result (`resultShapes` in the packs: a quiz with
 * its correct answers, an explanation of how something works, a text ready to publish with a hook and
 * a call to action, a running plan's sessions) for a request that asks for nothing of that kind
 * ("preguntas para entrevistar a un candidato", "how do i ask for a raise", "20 hashtags", "a workout
 * plan… only dumbbells") points the AI at another deliverable. Like the request for feedback rewritten
 * as writing (reviewWritten), it reads only what the rewrite adds: the request's own words ask for what they ask.
 */
function addedShape(rewriteLower: string, requestLower: string, request: string): RequestMismatch | undefined {
  const added = beyondRequest(rewriteLower, requestLower);
  for (const shape of resultShapes) {
    const against = patterns.shapeAgainst[shape];
    if (against && !against.test(requestLower)) continue;
    // "hashtags for my new posts": the posts are what the hashtags are for, not asked for.
    const itemsFor = (before: string) => against !== undefined && patterns.itemsFor.test(before) && new RegExp(against.source).test(before);
    const asked = spansOf(requestLower, patterns.shapeAskedBy[shape]).filter((span) => !itemsFor(requestLower.slice(Math.max(0, span.start - 40), span.start)));
    if (asked.length > 0) continue;
    const described = spansOf(added, patterns.shapeDescribed[shape]).find((span) => !patterns.deniedBefore.test(added.slice(clauseStart(added, span.start, true), span.start)));
    if (!described) continue;
    // "the type of session (easy run, intervals…)": a list in brackets is quoted whole.
    const other = clauseAround(rewriteLower, described);
    const opened = rewriteLower.lastIndexOf('(', described.start);
    const closed = rewriteLower.indexOf(')', described.end);
    if (opened >= other.start && closed > other.end && closed - other.start <= maxQuote + 20) other.end = closed + 1;
    return { other, asked: requestClause(request) };
  }
  return undefined;
}

/**
 * "escrbe un corro para mi jefe" → "Tarea: escrbe un corro…": a rewrite that names the result only in
 * the request's misspelt word never says what is asked for (the AI reads "corro" as written), unless
 * it names that result, or one of its kind, in words of its own.
 */
function typoKept(writtenRewrite: string, request: string, typos: Map<string, string>): RequestMismatch | undefined {
  const rewriteLower = lowerSameLength(writtenRewrite);
  const word = (said: string) => new RegExp(`(?<![a-zà-ÿ0-9])${said}(?![a-zà-ÿ0-9])`);
  for (const [typed, meant] of typos) {
    const kinds = outputKinds.filter((kind) => patterns.outputKinds[kind].test(meant));
    if (!patterns.deliverable.test(meant) || !word(typed).test(rewriteLower) || word(meant).test(rewriteLower)) continue;
    if (kinds.some((kind) => patterns.outputKinds[kind].test(rewriteLower))) continue;
    return { asked: requestClause(request), harm: { kind: 'typo-kept', typed, meant } };
  }
  return undefined;
}

/**
 * The writer's own piece that the request reworks, judges, corrects or translates: it follows the
 * verb in its clause ("rewrite my cover letter", "feedback sobre mi pitch"); in "a script for my
 * video reviewing the kindle" the video is the result, not what is worked on.
 */
function ownPieceWorkedOn(content: string): Span | undefined {
  for (const pattern of [patterns.reworking, patterns.reviewing, patterns.correction, patterns.translation]) {
    for (const verb of spansOf(content, pattern)) {
      const piece = firstMatch(content.slice(verb.end, clauseEnd(content, verb.end)), patterns.ownText);
      if (piece) return { start: verb.end + piece.start, end: verb.end + piece.end };
    }
  }
  return undefined;
}

/**
 * The rewrite with the request's own words blanked where it repeats them ("Tarea: Dame feedback sobre
 * mi pitch…"): what is left is what the rewrite itself asks for.
 */
function beyondRequest(rewriteLower: string, requestLower: string): string {
  const copies: Span[] = [];
  for (const sentence of requestLower.matchAll(/[^.!?\n]+/g)) {
    const words = sentence[0].trim().split(/\s+/);
    // A greeting the rewrite dropped ("pls", "Chat,") comes before the words it kept.
    const phrase = [0, 1, 2].map((skip) => words.slice(skip).join(' ')).find((said) => contentWords(said).length >= 2 && rewriteLower.includes(said));
    if (!phrase) continue;
    for (let at = rewriteLower.indexOf(phrase); at >= 0; at = rewriteLower.indexOf(phrase, at + 1)) copies.push({ start: at, end: at + phrase.length });
  }
  return blanked(rewriteLower, copies);
}

/**
 * "dame feedback sobre mi pitch de startup" → "…Escríbelo para decirlo en voz alta": a request to judge
 * a piece of the writer's own whose rewrite, beyond the request's own words, asks only to write that
 * piece (and nothing a judgement holds: strengths, suggestions, what works) asks for another result.
 */
function reviewWritten(rewriteLower: string, requestLower: string): RequestMismatch | undefined {
  const review = firstMatch(requestLower, patterns.reviewing);
  if (!review) return undefined;
  // What is judged follows the ask ("feedback sobre mi pitch", "roast my linkedin profile"); "a script for my video reviewing the kindle" judges nothing of the writer's.
  const judged = requestLower.slice(review.end, clauseEnd(requestLower, review.end));
  const own = read(requestLower).material.length > 0 || firstMatch(judged, patterns.material) !== undefined || firstMatch(judged, patterns.ownText) !== undefined;
  if (!own || new RegExp(patterns.reworking.source).test(requestLower.slice(clauseStart(requestLower, review.start, true), review.start))) return undefined;
  const rest = beyondRequest(rewriteLower, requestLower);
  if (new RegExp(patterns.reviewing.source).test(rest)) return undefined;
  const writes = firstMatch(rest, patterns.writing);
  return writes ? { other: clauseAround(rewriteLower, writes), asked: clauseAround(requestLower, review) } : undefined;
}

/** How many letters must be added, dropped or changed to turn one word into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length];
}

/**
 * "summerize this artical in 3 bullet points", "proofread my esay": a text pointed at in a misspelling
 * is still a text the request works on: after a demonstrative or a possessive, a word the packs do not
 * know that is one typo (two, in a word of more than 5 letters) from a known text.
 */
function misspeltMaterial(content: string): Span | undefined {
  for (const match of content.matchAll(patterns.pointedAt)) {
    const word = withoutAccents(match[1]);
    if (knownWord(match[1])) continue;
    // "my esay" is worked on only after a verb that reworks, judges, corrects or translates it ("write my essay" asks for it).
    const before = content.slice(clauseStart(content, match.index), match.index);
    const owned = patterns.ownedFirst.test(match[0]);
    if (owned && ![patterns.reworking, patterns.reviewing, patterns.correction, patterns.translation].some((pattern) => new RegExp(pattern.source).test(before))) continue;
    if (materialNouns.some((noun) => noun !== word && editDistance(noun, word) <= (word.length > 5 ? 2 : 1))) return { start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/**
 * What the rewrite did to the material and the words the request gave: its task heading holds only
 * the greeting ("Tarea: Chat"); the text the request pasted is gone with no gap for it; the material
 * it refers to ("el informe adjunto", "the notes above") has no gap to paste it in; a gap asks for
 * what the request said, cut from its words ("our black friday sale" → "[your black's name]").
 */
function materialMismatch(rewrite: string, request: string): RequestMismatch | undefined {
  const rewriteReading = read(rewrite);
  const requestReading = read(request);
  const requestLower = lowerSameLength(request);
  const greeting = rewriteReading.labelled.find(({ criterion, span }) => criterion === 'deliverable' && patterns.courtesyOnly.test(lowerSameLength(rewrite.slice(span.start, span.end))));
  if (greeting) return { asked: requestClause(request), harm: { kind: 'greeting-as-task', rewrite: { start: rewrite.lastIndexOf('\n', greeting.span.start - 1) + 1, end: greeting.span.end } } };
  // Material in the rewrite is text set apart (quoted, fenced, on lines of its own), not its own instructions after a colon.
  const setApart = rewriteReading.material.some((span) => /^\s*["“«`]/.test(rewrite.slice(span.start, span.end)) || rewrite.slice(span.start, span.end).trim().includes('\n'));
  const gapless = rewriteReading.placeholders.length === 0 && !setApart;
  const pasted = requestReading.material[0];
  if (pasted && gapless) {
    const words = contentWords(requestLower.slice(pasted.start, pasted.end)).slice(0, 8);
    const kept = words.filter((word) => lowerSameLength(rewrite).includes(word)).length;
    if (kept < words.length / 2) return { asked: shorten(pasted, 50), harm: { kind: 'material-dropped' } };
  }
  // "Translate this email to Spanish" and the email after a blank line: pasted, without a colon.
  const pastedBelow = /\n[ \t]*\n[ \t]*\S/.test(request.trim());
  const unpasted = requestReading.material.length === 0 && !pastedBelow;
  // "pls rewrite my cover letter", "dame feedback sobre mi pitch": the writer's own piece that the request reworks or judges is its material too.
  // One it quotes ("mejora mi titular, ahora dice 'Contadora | Excel'") is given.
  const ownWorkedOn = new RegExp(quoted.source, 'u').test(request) ? undefined : ownPieceWorkedOn(requestReading.content);
  const referred = unpasted ? (firstMatch(requestReading.content, patterns.material) ?? ownWorkedOn ?? misspeltMaterial(requestReading.content)) : undefined;
  // A gap for something else ("[your name]") is no slot for it: one to paste into, or one that names it, is.
  const referredWords = referred ? contentWords(requestLower.slice(referred.start, referred.end)) : [];
  const slot = (gap: Span) => {
    const said = lowerSameLength(rewrite.slice(gap.start, gap.end));
    return patterns.pasteGap.test(said) || contentWords(said).some((word) => referredWords.includes(word));
  };
  if (referred && !setApart && !rewriteReading.placeholders.some(slot)) return { asked: referred, harm: { kind: 'no-paste-slot' } };
  // "resumen de las noticias de esta semana": what happened lately is not known to the AI; a rewrite must leave a slot for it or ask for sources.
  const news = unpasted ? firstMatch(requestReading.content, patterns.currentNews) : undefined;
  const sourced = spansOf(lowerSameLength(rewriteReading.content), patterns.sourceAsk).some((span) => !patterns.deniedBefore.test(lowerSameLength(rewrite).slice(clauseStart(rewrite, span.start, true), span.start)));
  if (news && !new RegExp(patterns.possessive.source).test(requestReading.content.slice(clauseStart(requestReading.content, news.start, true), news.start)) && gapless && !sourced) {
    return { asked: clauseAround(request, news), harm: { kind: 'no-source' } };
  }
  for (const gap of rewriteReading.placeholders) {
    if (patterns.pasteGap.test(lowerSameLength(rewrite.slice(gap.start, gap.end)))) continue;
    const gapWords = new Set(contentWords(lowerSameLength(rewrite.slice(gap.start, gap.end)).replace(/['’]s(?![a-zà-ÿ])/g, '')));
    for (const owned of requestLower.matchAll(new RegExp(`${patterns.possessive.source}([a-zà-ÿ]+)\\s+([a-zà-ÿ]+)`, 'g'))) {
      // The gap names the word after "our" but not the noun it qualifies: the owner was cut out of the
      // request's phrase. In "our bakery switched…", "mi jefe pidiendo…" a verb follows the noun: the gap names the whole thing.
      const verb = /(?:ed|ing|[óé]|aron|ieron|ando|iendo)$/.test(owned[2]);
      if (gapWords.has(owned[1]) && !gapWords.has(owned[2]) && !verb && contentWords(owned[2]).length > 0) {
        return { asked: { start: owned.index, end: owned.index + owned[0].length }, harm: { kind: 'invented-gap', rewrite: gap } };
      }
    }
  }
  return undefined;
}

/**
 * "Extensión: escribe un resumen de mi informe…": the request's own words under a heading for the
 * tone, the length, the shape or the reader are filed as one of those, and no longer asked for.
 */
function misfiledRequest(rewrite: string, request: string): Span | undefined {
  const reading = read(rewrite);
  const rewriteLower = lowerSameLength(rewrite);
  const first = firstClause(request);
  const ask = requestClause(request);
  // The request's opening words under Tone, Length…; its ask ("hazme 5 posts…", after the situation) under Context too.
  const clauses: [Span, Criterion[]][] = [[first, ['tone', 'length', 'format', 'audience', 'examples']]];
  if (ask.start > first.start) clauses.push([ask, ['tone', 'length', 'format', 'audience', 'examples', 'context']]);
  for (const [asked, misfiled] of clauses) {
    const words = lowerSameLength(request.slice(asked.start, asked.end)).replace(/[.,;:!?…]+$/, '').trim().split(/\s+/);
    // A greeting the rewrite dropped ("Chat, …", "hola") comes before the words it kept.
    const phrase = [0, 1, 2].map((skip) => words.slice(skip).join(' ')).find((said) => contentWords(said).length >= 3 && rewriteLower.includes(said));
    if (!phrase) continue;
    const places: { at: number; under?: { criterion: Criterion; span: Span } }[] = [];
    for (let at = rewriteLower.indexOf(phrase); at >= 0; at = rewriteLower.indexOf(phrase, at + 1)) places.push({ at, under: reading.labelled.find(({ span }) => at >= span.start && at < span.end) });
    // Said again where a request goes, it is still asked for.
    if (places.some(({ under }) => !under || !misfiled.includes(under.criterion))) continue;
    const { at, under } = places[0];
    const lineStart = rewrite.lastIndexOf('\n', under!.span.start - 1) + 1;
    return { start: lineStart, end: at + phrase.length };
  }
  return undefined;
}

/** Words that only describe a result ("short", "friendly", "detailed"): a rewrite may drop them without changing what it is. */
const describingWord = /(?:ly|ful|ous|ive|ic|ish|less|ed|ing|al|able)$/;

/**
 * The same kind of result for another purpose: "carta de dimisión" → "carta de presentación",
 * "a resignation letter" → "a cover letter". The request's qualifier of its result is gone and the
 * rewrite qualifies that result with another.
 */
function purposeMismatch(rewriteLower: string, requestLower: string): { other: Span; asked: Span } | undefined {
  const kept = (word: string) => rewriteLower.includes(word.slice(0, 5));
  const qualifierOf = (text: string, at: number, head: string): { word: string; span: Span } | undefined => {
    const after = /^\s+de\s+([a-zà-ÿ]{5,})(?![a-zà-ÿ])/.exec(text.slice(at + head.length));
    if (after && contentWords(after[1]).length > 0) return { word: after[1], span: { start: at, end: at + head.length + after[0].length } };
    const before = /(?<![a-zà-ÿ])([a-z][a-z-]{3,})\s+$/.exec(text.slice(Math.max(0, at - 30), at));
    if (!before) return undefined;
    const word = before[1];
    const describes = describingWord.test(word) || [patterns.tone, patterns.brevity, patterns.deliverable, patterns.platform].some((pattern) => new RegExp(pattern.source).test(word));
    return describes || contentWords(word).length === 0 ? undefined : { word, span: { start: at - before[0].length, end: at + head.length } };
  };
  for (const match of requestLower.matchAll(new RegExp(patterns.deliverable.source, 'g'))) {
    const asked = qualifierOf(requestLower, match.index, match[0]);
    if (!asked || kept(asked.word)) continue;
    for (const other of rewriteLower.matchAll(new RegExp(`(?<![a-zà-ÿ])${match[0]}(?![a-zà-ÿ])`, 'g'))) {
      const instead = qualifierOf(rewriteLower, other.index, other[0]);
      if (instead && instead.word !== asked.word) return { other: instead.span, asked: asked.span };
    }
  }
  return undefined;
}

/**
 * A rewrite that asks for more or other than its request's deliverable: full pieces where the
 * request asked for short items or one short piece ("10 video ideas" → "write each in full, a
 * scene-by-scene script"; "action items" → "a prose summary"; a tweet → 150 words), or a count or
 * a length that disagrees with the request's ("10 ideas" → "5 ideas", "3 paragraphs" → "2,000 words").
 */

function sizeMismatch(rewriteLower: string, requestLower: string): { other: Span; asked: Span; limit?: number } | undefined {
  // "short story ideas", "ideas para un relato": the piece the items are for is not asked for.
  const fullAsked =
    spansOf(requestLower, patterns.fullPiece).some((span) => !patterns.pitches.test(requestLower.slice(span.end, span.end + 12).trimStart().split(/\s+/)[0] ?? '') && !patterns.itemsFor.test(requestLower.slice(Math.max(0, span.start - 40), span.start))) ||
    patterns.inFull.test(requestLower);
  const shortAsked = spansOf(requestLower, patterns.shortDeliverable)[0] ?? spansOf(requestLower, patterns.oneMessage)[0];
  if (shortAsked && !fullAsked) {
    // A tweet or a quiz question is written in full; an idea written in full is a piece.
    // "Titles for an article", "ideas para un relato": the piece the items are for is not asked for.
    // "Give me only the outline, not the full text" rules the piece out: it does not ask for it.
    const askedFor = (span: Span) => !patterns.deniedBefore.test(rewriteLower.slice(Math.max(0, span.start - 30), span.start));
    const asked = spansOf(rewriteLower, patterns.fullPiece).filter((span) => askedFor(span) && !patterns.itemsFor.test(rewriteLower.slice(Math.max(0, span.start - 40), span.start)));
    const pieces = [...asked, ...(patterns.pitches.test(requestLower) ? spansOf(rewriteLower, patterns.inFull).filter(askedFor) : [])];
    const other = pieces.sort((a, b) => a.start - b.start)[0];
    if (other) return { other, asked: clauseAround(requestLower, shortAsked) };
  }
  // The request's counts and lengths read beside the rewrite's: a conflict between the two texts is the rewrite's doing.
  const separator = '\n\n';
  const both = requestLower + separator + rewriteLower;
  const offset = requestLower.length + separator.length;
  // Minutes and seconds are often a part ("the first 3 seconds" of a 30-second video), not the whole.
  const quantities = readQuantities(both, (index) => clauseStart(both, index)).filter((quantity) => quantity.unit !== 'minute' && quantity.unit !== 'second');
  const across = findConflicts(both, quantities).find(({ kind, spans: [a, b] }) => kind !== 'instruction' && a.end <= requestLower.length && b.start >= offset);
  if (across) return { other: { start: across.spans[1].start - offset, end: across.spans[1].end - offset }, asked: across.spans[0] };
  // "a bio for my instagram" → "between 80 and 150 words": more than the platform lets it hold.
  for (const { pattern, chars } of limitedTexts) {
    const limited = spansOf(requestLower, pattern)[0];
    if (!limited) continue;
    // "3 options, each no more than 280 characters": each option is the capped text.
    const tooLong = readQuantities(rewriteLower, (index) => clauseStart(rewriteLower, index)).find((quantity) => (!quantity.perItem || quantity.unit === 'char') && overLimit(quantity, chars));
    if (tooLong) return { other: tooLong, asked: limited, limit: chars };
  }
  return undefined;
}

/** The do-no-harm problem a reader is told first: a rewrite in another language or without the task is wrong throughout. */
const harmOrder: readonly HarmKind[] = ['language-changed', 'task-lost', 'injection-obeyed', 'conflicting-quantity', 'number-dropped'];

/** Why a rewrite is not what its request asked for, in the reader's words: the request's own words against the rewrite's. */
function harmWeakness(problem: HarmProblem, request: string, reader: ReaderPhrases): string {
  const said = (words: string) => `“${words}”`;
  const languageName = (code: string) => new Intl.DisplayNames([reader.locale], { type: 'language' }).of(code) ?? code;
  switch (problem.kind) {
    case 'language-changed':
      return reader.weakness.otherLanguage(languageName(problem.rewriteSays ?? ''), languageName(problem.userSaid));
    case 'task-lost':
      return reader.weakness.lostTask(problem.userSaid.split(', ').map(said).join(', '));
    case 'conflicting-quantity':
      return reader.weakness.otherDeliverable(said(problem.rewriteSays ?? ''), said(problem.userSaid));
    case 'number-dropped':
      return reader.weakness.droppedNumber(said(problem.userSaid));
    case 'injection-obeyed':
      return reader.weakness.lostDeliverable(quote(request, requestClause(request)));
  }
}

function rewriteHarmWeakness(harm: NonNullable<RequestMismatch['harm']>, asked: Span, rewrite: string, request: string, reader: ReaderPhrases): string {
  const inRewrite = harm.rewrite ? quote(rewrite, harm.rewrite) : '';
  switch (harm.kind) {
    case 'greeting-as-task':
      return reader.weakness.greetingAsTask(inRewrite, quote(request, asked));
    case 'material-dropped':
      return reader.weakness.droppedMaterial(quote(request, asked));
    case 'no-paste-slot':
      return reader.weakness.noPasteSlot(quote(request, asked));
    case 'invented-gap':
      return reader.weakness.inventedGap(inRewrite, quote(request, asked));
    case 'no-source':
      return reader.weakness.noSource(quote(request, asked));
    case 'typo-kept':
      return reader.weakness.typoKept(`“${harm.typed}”`, `“${harm.meant}”`);
  }
}

/**
 * The analysis of a rewrite, checked against the request it was rewritten from (for any engine's
 * analysis): a rewrite that asks for another kind of result or another platform than the request,
 * no longer names the result asked for, or fails a do-no-harm check (another language, the
 * request's key words or stated numbers gone, a count changed) is capped below 'Excelente' and says
 * why, quoting both.
 */
/**
 * "translate this to english pls: Estimado cliente…": the language the request was written in is that
 * of its own words, not of the text it gives to work on; where those words are too few to tell, no change is certain.
 */
function languageOfMaterial(problem: HarmProblem, request: string): boolean {
  if (problem.kind !== 'language-changed') return false;
  const reading = read(request);
  if (reading.material.length === 0) return false;
  const own = blanked(request, reading.material);
  const detected = contentWords(own.toLowerCase()).length >= minWordsToTellLanguage ? eld.detect(own) : undefined;
  return !detected?.isReliable() || detected.language !== problem.userSaid;
}

export function checkAgainstRequest<T extends PromptAnalysis>(analysis: T, writtenRewrite: string, writtenRequest: string, readerLanguage: Language, chosen?: OptimizeOptions): T {
  const reader = packs[readerLanguage].reader;
  // The request's typos are read as meant in the rewrite too, which often repeats them ("my cover leter").
  const typos = typosOf(writtenRequest);
  const [rewrite, request] = [respelled(writtenRewrite, typos), respelled(writtenRequest, typos)];
  // What the user chose in the options (a video script, an email) is no other result than the request's; the text's own
  // result still wins over them (docs/optimizer.md, first do no harm), so a rewrite that keeps it has lost nothing.
  const choices = chosen ? chosenResults(chosen) : '';
  const direct = typoKept(writtenRewrite, request, typos) ?? chosenAllows(requestMismatch(rewrite, request), rewrite, choices);
  const harm = direct ? undefined : doNoHarmProblems(writtenRequest, writtenRewrite).filter((problem) => !languageOfMaterial(problem, writtenRequest)).sort((a, b) => harmOrder.indexOf(a.kind) - harmOrder.indexOf(b.kind))[0];
  // A rewrite in another language names its result in other words: only one in the request's language has lost it.
  const mismatch = direct ?? (harm ? undefined : namedResultGone(rewrite, request));
  if (!mismatch && !harm) return analysis;
  const asked = quote(request, mismatch?.asked ?? requestClause(request));
  const weakness = !mismatch
    ? harmWeakness(harm!, request, reader)
    : mismatch.harm
      ? rewriteHarmWeakness(mismatch.harm, mismatch.asked, rewrite, request, reader)
      : mismatch.filedUnder
      ? reader.weakness.misfiledRequest(quote(rewrite, mismatch.filedUnder))
      : mismatch.other && mismatch.limit !== undefined
        ? reader.weakness.overLimit(quote(rewrite, mismatch.other), asked, mismatch.limit)
      : mismatch.other
        ? reader.weakness.otherDeliverable(quote(rewrite, mismatch.other), asked)
        : reader.weakness.lostDeliverable(asked);
  // Another result altogether (a video script for a call, the full report for its outline, another platform): copied, it gets the wrong thing.
  const wrongResult = mismatch !== undefined && !mismatch.harm && !mismatch.filedUnder && mismatch.limit === undefined;
  const score = Math.min(analysis.score, wrongResult ? wrongResultCap : otherThanRequestCap);
  // The engine's own first sentence gives the score it had; this one gives the score it has now.
  const rest = analysis.explanation.replace(/^\s*\d+(?:[.,]\d+)?\/10 \([^)]*\)\.\s*/, '');
  return {
    ...analysis,
    score,
    explanation: `${reader.notTheRequest(oneDecimal(reader.locale).format(score), band(score, reader))} ${rest}`.trim(),
    weaknesses: [weakness, ...analysis.weaknesses],
    suggestions: [reader.askForTheRequest(asked), ...analysis.suggestions].slice(0, 5),
  };
}

/**
 * How every caller analyses a prompt: with the request it was rewritten from, when it is one, the
 * engine's analysis checked against that request (checkAgainstRequest).
 */
export async function analyzeWithRequest(
  engine: PromptEngine,
  request: AnalyzeRequest & { original?: string; chosen?: OptimizeOptions },
  options?: { signal?: AbortSignal },
): Promise<ComplexityAnalysis> {
  const analysis = await engine.analyze({ content: request.content, readerLanguage: request.readerLanguage }, options);
  return request.original === undefined || request.original.trim() === request.content.trim()
    ? analysis
    : checkAgainstRequest(analysis, request.content, request.original, request.readerLanguage, request.chosen);
}

/**
 * A result the rewrite asks for instead of the request's is no mismatch when it is the kind of result
 * (or the platform) the options the user chose ask for; what the rewrite may have lost is still
 * measured against the request alone, whose own result outranks the options.
 */
function chosenAllows(mismatch: RequestMismatch | undefined, rewrite: string, choices: string): RequestMismatch | undefined {
  if (!mismatch?.other || mismatch.limit !== undefined || !choices) return mismatch;
  const other = lowerSameLength(rewrite.slice(mismatch.other.start, mismatch.other.end));
  const chosen = lowerSameLength(choices);
  const sameKind = outputKinds.some((kind) => patterns.outputKinds[kind].test(other) && patterns.outputKinds[kind].test(chosen));
  const samePlatform = spansOf(other, patterns.platform).some((span) => chosen.includes(other.slice(span.start, span.end)));
  // Hashtags come with a post or a video (requestMismatch): a chosen one implies them too.
  const hashtagsOfChosenPost = other.includes('hashtag') && (patterns.outputKinds.post.test(chosen) || patterns.outputKinds.video.test(chosen) || patterns.platform.test(chosen));
  return sameKind || samePlatform || hashtagsOfChosenPost ? undefined : mismatch;
}

/** The results the options the user chose ask for, in every language's words ("guion de vídeo", "video script"). */
function chosenResults(chosen: OptimizeOptions): string {
  const results = (Object.keys(packs) as Language[]).flatMap((language) => {
    const words = packs[language].prompt.chosenResults;
    return chosen.kind === 'dialog'
      ? [words.platforms[chosen.platform]]
      : [chosen.taskType && words.taskTypes[chosen.taskType], chosen.channel && words.channels[chosen.channel]];
  });
  return results.filter((result): result is string => !!result).join(', ');
}
