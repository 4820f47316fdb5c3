import { allWords, packPattern } from './catalog.ts';

const wrapperPattern = packPattern((vocabulary) => vocabulary.promptWrapper, 'u');
// "improve this:", "porfa mejora esto:": the whole first clause, courtesy words around it.
const bareWrapperPattern = new RegExp(`^(?:(?:porfa|por favor|pls|plz|please|hey|hola|hi)[,!]?\\s+)?(?:${allWords((vocabulary) => vocabulary.bareWrapper)})(?:[,\\s]+(?:porfa|por favor|pls|plz|please))?[.!]?$`, 'u');
const requestOpenerPattern = new RegExp(`^[¿"“«']?(?:${allWords((vocabulary) => vocabulary.requestOpeners)})(?![\\p{L}])`, 'u');
// The wrapper is the first clause, ended by a colon, a question mark or a line break ("mejora este
// prompt: …", "can you make this prompt better?\n…"); a longer first clause is a prompt of its own.
const headPattern = /^([^\n:?]{1,160}?)\s*(?:[:?]+|\n)\s*([\s\S]*)$/u;
const maxWrapperWords = 14;
// What a wrapper asks of the prompt, after its noun: "mejora este prompt | para que sea más corto", "make this prompt | more specific".
// Only what starts as a purpose or a change ("para que…", "for a 10-year-old", "more formal"): ", lo puedes mejorar" asks nothing more.
const askedOfPromptPattern = /(?:prompts?|promts?|propmts?)\s+((?:para|que|so|to|for|in|into|more|less|m[áa]s|menos|con|with|sin|without|en)\s.*)$/iu;
const linkingStart = /^(?:(?:para que|para|que|so that|so|to make it|to|and make it|and|y que|y)\s+)?(?:(?:it(?:'s| is)|sea|quede|suene|be)\s+)?/u;
const shorterPattern = packPattern((vocabulary) => vocabulary.wrapperShorter, 'u');
const genericPattern = new RegExp(`^(?:(?:${allWords((vocabulary) => vocabulary.wrapperGeneric)})(?:[\\s,]+(?:y|and|e|o|or)?\\s*)?)+$`, 'u');
const quotePairs: Record<string, string> = { '"': '"', "'": "'", '“': '”', '«': '»', '‘': '’', '`': '`' };

/** A request to improve a prompt and the prompt it wraps. */
export interface PromptWrapper {
  wrapper: string;
  inner: string;
  /** The wrapper asks for a shorter prompt ("mejora este prompt para que sea más corto"). */
  shorter: boolean;
  /** What else the wrapper asks of the prompt ("for a 10-year-old", "para que suene más formal"), as written, to keep in it. */
  asked?: string;
}

/**
 * "porfa mejora este prompt: escribe un post…", "here's my prompt, improve it:\n…": the user wants
 * the prompt after the wrapper optimized, as if they had typed only that. A wrapper with no prompt
 * after it ("mejora mi prompt") is not one here: that request points at material, a paste slot.
 */
export function unwrapPrompt(text: string): PromptWrapper | undefined {
  const head = headPattern.exec(text.trim());
  if (!head) return undefined;
  const [, wrapper, rest] = head;
  const inner = unquote(rest.trim());
  const lowerWrapper = wrapper.toLowerCase().trim();
  // "improve this: Our company was founded in 1990…" revises a text; "improve this: write a story…" is a prompt.
  const bare = bareWrapperPattern.test(lowerWrapper) && requestOpenerPattern.test(inner.toLowerCase());
  if (!bare && (wrapper.split(/\s+/).length > maxWrapperWords || !wrapperPattern.test(lowerWrapper))) return undefined;
  // At least two words: a prompt, not a "please" or a stray "?".
  if (!/[\p{L}\p{N}]+[^\p{L}\p{N}]+[\p{L}\p{N}]+/u.test(inner)) return undefined;
  const askedOfPrompt = askedOfPromptPattern.exec(wrapper.trim())?.[1].trim().replace(/[.!,]+$/, '') ?? '';
  const shorter = shorterPattern.test(askedOfPrompt.toLowerCase());
  // "more specific", "better", "improve it" is what optimizing does: nothing more to keep.
  const asked = shorter || !askedOfPrompt || genericPattern.test(askedOfPrompt.toLowerCase().replace(linkingStart, '').trim()) ? undefined : askedOfPrompt;
  return { wrapper, inner, shorter, asked };
}

function unquote(text: string): string {
  const close = quotePairs[text[0] ?? ''];
  return close && text.length > 2 && text.endsWith(close) ? text.slice(1, -1).trim() : text;
}
