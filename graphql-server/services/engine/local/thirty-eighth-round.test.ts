import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// The thirty-eighth round (issue 19): what developers and data people type (scripts, macros, pandas, errors, names,
// system design); each class in Spanish and English.

const generic = /Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/;

describe('code named by its tool (a VBA macro, Apps Script, a GitHub Actions workflow, pandas, matplotlib) is working code', () => {
  it.each([
    ["necesito una macro de excel vba que copie las filas donde la columna C diga 'pendiente' a otra hoja", 'es'],
    ['write an excel vba macro that emails each row to the address in column B', 'en'],
    ['google apps script para mandar un correo automatico cuando alguien llena mi formulario', 'es'],
    ['crea un workflow de github actions que corra los tests con pytest en cada push', 'es'],
    ['tengo un dataframe de pandas con fechas en formato raro y valores nulos, como lo limpio', 'es'],
    ["pandas: drop duplicate rows keeping the most recent by the 'updated_at' column, then fill missing prices with the median per category", 'en'],
    ['make a chart in matplotlib from this data: jan 120, feb 98, mar 143, apr 160', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Entrega código que funcione|Deliver working code/);
    // The tool named is the language: no slot asks for it, and no template, email or sheet layout stands in for the code.
    expect(prompt).not.toMatch(/\[lenguaje de programación y versión\]|\[programming language and version\]/);
    expect(prompt).not.toMatch(generic);
    expect(prompt).not.toMatch(/Dame la estructura lista para montarla|Give me the structure ready to build|Escribe el correo completo|Firma: \[tu nombre\]/);
  });
});

describe('words of code are no post or social text: a POST request, a script that publishes to Instagram', () => {
  it.each([
    ['write a post request in python with requests library that sends json and handles a 401', 'en'],
    ['haz un script que publique en instagram automaticamente con la api de meta, en python', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Entrega código que funcione|Deliver working code/);
    expect(prompt).not.toMatch(/listo para publicar|ready to publish|hashtags/);
  });
});

describe('docstrings for a pasted function are code back, and a git command is the command to type', () => {
  it('"add docstrings to this function" with the function pasted', async () => {
    const prompt = await improve('add docstrings to this function\n\ndef area(r):\n    return 3.14159 * r * r', 'en');
    expect(prompt).toMatch(/Deliver working code/);
    expect(prompt).not.toMatch(generic);
  });

  it.each([
    ['git command to undo my last commit but keep the changes', 'en', /exactly what to type or paste/],
    ['comando de git para borrar una rama remota', 'es', /exactamente lo que hay que escribir o pegar/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(generic);
  });
});
