/**
 * The title of a saved optimized prompt, taken from the request (ISSUE 19): its first sentence or
 * clause, without the greeting or the "can you…" that opens many requests, cut at a word boundary.
 * The web client prefixes it ('Optimizado: …'); a request with nothing left after the greeting
 * keeps its own first words.
 */
export const OPTIMIZED_TITLE_MAX = 60;

// Openers that say nothing about the request, in Spanish and English (one or more, in any order).
const opener =
  /^(?:hola|holi|hey|hi|hello|buenas(?: tardes| noches)?|buenos d[ií]as|chat(?:gpt)?|gpt|oye|ok(?:ay)?|bueno|please|pls|porfa(?:vor)?|por favor|help me|ay[uú]dame(?: (?:a|con))?|me (?:puedes|podr[ií]as) (?:ayudar (?:a|con) )?|(?:puedes|podr[ií]as)(?: ayudarme (?:a|con))?|(?:can|could|would) you(?: please)?(?: help me(?: with)?)?|i need you to|i want you to)(?=[\s,.!:;¡¿?]|$)[\s,.!:;¡¿?]*/i;

export function optimizedPromptTitle(request: string, maxLength = OPTIMIZED_TITLE_MAX): string {
  const oneLine = request.trim().replace(/\s+/g, ' ');
  let text = oneLine.replace(/^[¡¿\s]+/, '');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(opener, '');
  }
  // The first sentence; a question or exclamation ends one too.
  const sentence = (text.match(/^.+?(?:[.!?](?=\s|$)|$)/)?.[0] ?? text).replace(/[\s.!?,;:]+$/, '');
  const title = cutAtWord(sentence || oneLine, maxLength);
  return title.charAt(0).toLocaleUpperCase() + title.slice(1);
}

/** At most maxLength characters (an emoji counts as one), ending at a clause or a whole word. */
function cutAtWord(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const head = characters.slice(0, maxLength).join('');
  const endsAtWord = characters[maxLength] === ' ';
  // A clause that fills most of the room reads better than words cut mid-clause.
  const clauseEnd = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
  if (clauseEnd >= maxLength * 0.5) return head.slice(0, clauseEnd);
  const wordEnd = endsAtWord ? head.length : head.lastIndexOf(' ');
  return `${(wordEnd > 0 ? head.slice(0, wordEnd) : head).replace(/[\s,;:]+$/, '')}…`;
}
