import type { Language } from '../../../../shared/languages.ts';
import { words } from './text.ts';

// Frequent words that belong to one language only ("a", "no", "me" are left out: both use them).
const spanishWords = new Set(
  'de la que el en y los del las se por un una para con es al lo como más pero sus le ya o este esta sí porque muy sin sobre también hasta hay donde quien desde todo nos durante uno ni contra ese eso mí qué cuál cómo dame escribe haz crea genera redacta resume traduce explica necesito quiero mi mis tu tus su nuestro nuestra artículo correo unos unas estos estas puedes ayúdame usa incluye evita tono formato palabras párrafos'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'the and to of in is that it for on with as was at by this be are from or an which but not have has you your my our their what how can could would should will write give make create generate draft summarize summarise translate explain need want about some these those please use include avoid tone format words paragraphs article help'.split(
    ' ',
  ),
);

/**
 * The prompt's language, from its frequent words and Spanish-only letters. Spanish when unsure:
 * it is the product's default language.
 */
export function detectLanguage(text: string): Language {
  let spanish = (text.match(/[ñáéíóúü¿¡]/gi) ?? []).length * 0.5;
  let english = 0;
  for (const word of words(text)) {
    if (spanishWords.has(word)) spanish += 1;
    else if (englishWords.has(word)) english += 1;
  }
  return english > spanish ? 'en' : 'es';
}
