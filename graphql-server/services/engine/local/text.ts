/** Small text helpers shared by the local engine's modules. */

/** A piece of the user's prompt: a sentence, a list item, or a block kept whole (code, quoted material). */
export interface Sentence {
  text: string;
  /** A fenced or triple-quoted block: material to work on, kept verbatim. */
  block: boolean;
  /** The first sentence of its line. */
  lineStart: boolean;
  /** A line that started with a list marker ("- ", "2. "). */
  listItem: boolean;
}

const blockPattern = /```[\s\S]*?```|"""[\s\S]*?"""/g;

/**
 * Splits a prompt into sentences and list items, keeping fenced and triple-quoted blocks whole.
 * Splits after . ! ? when a capital, a digit, an opening mark or a quote follows, so "e.g. this",
 * "3.5" and "p. ej. esto" stay in one piece.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let last = 0;
  for (const match of text.matchAll(blockPattern)) {
    pushProse(text.slice(last, match.index), sentences);
    sentences.push({ text: match[0].trim(), block: true, lineStart: true, listItem: false });
    last = match.index + match[0].length;
  }
  pushProse(text.slice(last), sentences);
  return sentences;
}

function pushProse(prose: string, into: Sentence[]): void {
  for (const line of prose.split(/\n+/)) {
    const item = line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim();
    if (!item) continue;
    const listItem = item.length < line.trim().length;
    let lineStart = true;
    for (const piece of item.split(/(?<=[.!?…])\s+(?=[¿¡"«“(A-ZÁÉÍÓÚÑ0-9])/)) {
      const sentence = piece.trim();
      if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
      into.push({ text: sentence, block: false, lineStart, listItem });
      lineStart = false;
    }
  }
}

/** Lower-cased words (letters and digits, accents kept). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9à-ÿ'’]+/)
    .filter(Boolean);
}

const brandNames: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  chatgpt: 'ChatGPT',
  // Names spelt with a capital inside or a small letter first keep their usual spelling ("Iphone", "powerpoint").
  iphone: 'iPhone',
  ipad: 'iPad',
  ipod: 'iPod',
  imac: 'iMac',
  ios: 'iOS',
  macbook: 'MacBook',
  airpods: 'AirPods',
  powerpoint: 'PowerPoint',
  onedrive: 'OneDrive',
  onenote: 'OneNote',
  sharepoint: 'SharePoint',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  github: 'GitHub',
  paypal: 'PayPal',
  playstation: 'PlayStation',
  wordpress: 'WordPress',
  hubspot: 'HubSpot',
  openai: 'OpenAI',
  capcut: 'CapCut',
  'fl studio': 'FL Studio',
  'logic pro': 'Logic Pro',
  garageband: 'GarageBand',
  obs: 'OBS',
  'final cut': 'Final Cut',
  imovie: 'iMovie',
  gimp: 'GIMP',
};
const brandPattern = new RegExp(`\\b(${Object.keys(brandNames).join('|')})\\b`, 'g');

/** A web address in the user's text ("https://www.youtube.com/watch?v=…", "www.example.com/x"): kept exactly as typed. */
export const webAddressPattern = /\b(?:https?:\/\/|www\.)[^\s"'«»“”<>]+/gi;

/**
 * The user's sentence as it goes into the improved prompt: same words, brand names spelt right,
 * and, for a whole sentence, a capital first letter and closing punctuation (a list item or the
 * rest of a "Label: …" line is left as it reads).
 */
export function tidySentence(sentence: string, wholeSentence = true): string {
  let text = sentence.trim().replace(/\s+/g, ' ');
  // Brand names are rare: look for them in the lower-cased text, then fix them in place.
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    // A web address is not respelt: "youtube.com/watch?v=abc" stays a working link.
    const addresses = [...lower.matchAll(webAddressPattern)].map((address) => [address.index, address.index + address[0].length] as const);
    for (const match of lower.matchAll(brandPattern)) {
      if (addresses.some(([start, end]) => match.index >= start && match.index < end)) continue;
      text = text.slice(0, match.index) + brandNames[match[0]] + text.slice(match.index + match[0].length);
    }
  }
  if (!wholeSentence) return text;
  // "iPhone no carga": a name spelt with a small letter first keeps it.
  if (!/^i[A-Z]/.test(text)) text = text.charAt(0).toUpperCase() + text.slice(1);
  // A closing bracket ends the sentence only after its own full stop: "…llega tarde (3 en el último mes)" still needs one;
  // code ending in one ("print('hola'[::-1])") is left as typed.
  const ends = /[=;{}[\]`]/.test(text) ? /[.!?…:"»”)\]]$/ : /(?:[.!?…:"»”\]]|[.!?…]\))$/;
  return ends.test(text) ? text : `${text}.`;
}

/** A short quotation of the user's text for explanations and suggestions. */
export function quote(text: string, max = 70): string {
  const clean = text.trim().replace(/\s+/g, ' ').replace(/[.;,:]+$/, '');
  if (clean.length <= max) return `"${clean}"`;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `"${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…"`;
}

/** "a", "a and b", "a, b and c" with the language's conjunction. */
/** A role with words added right after its noun, before its relative clause (`clause`) when it has one, else at its end. */
export function withinRole(role: string, added: string, clause: RegExp): string {
  const at = clause.exec(role)?.index ?? role.length;
  return `${role.slice(0, at)}${added}${role.slice(at)}`;
}

export function joinList(items: string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A lower-case letter or digit of Spanish or English text (the patterns below are matched against lower-cased text). */
const wordChar = 'a-z0-9à-ÿ';

/**
 * A pattern for whole words or phrases, matched against LOWER-CASED text. JavaScript's \b only
 * knows ASCII letters ("\búnico" never matches), so word edges are Latin letters and digits
 * instead; without the i and u flags V8 matches several times faster.
 */
export function wordPattern(alternatives: string, flags = ''): RegExp {
  return new RegExp(`(?<![${wordChar}])(?:${alternatives})(?![${wordChar}])`, flags);
}

/**
 * The words that ask, without the material pasted after them: "translate this to english pls:
 * Estimado cliente…" is an English request about a Spanish text. The instruction is what comes
 * before a colon, a quote or a line break, when it has at least three words and what follows is
 * at least as long; otherwise the whole text.
 */
export function instructionOf(text: string): string {
  const trimmed = text.trim();
  const cut = /[:\n"«“]/.exec(trimmed);
  if (!cut) return trimmed;
  const instruction = trimmed.slice(0, cut.index);
  const instructionWords = instruction.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length;
  const materialWords = trimmed.slice(cut.index + 1).split(/\s+/).filter(Boolean).length;
  return instructionWords >= 3 && materialWords >= instructionWords ? instruction : trimmed;
}
