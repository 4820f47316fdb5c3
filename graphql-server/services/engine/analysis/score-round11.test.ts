import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyze.ts';

/*
 * The score's eleventh round (issue 19), from the twenty-fourth round's fresh professional prompts: a report that sizes
 * one of its parts ("de 1 a 3 páginas; el resumen ejecutivo, de no más de 5 líneas", the optimizer's own length for a
 * report) scored 5.9 "Aceptable", read as two lengths of the whole answer that contradict each other. A size handed to
 * a named part of the answer (the executive summary, the introduction) is that part's; two sizes of the whole still clash.
 */

describe('a size handed to a part of the answer is not another size of the whole', () => {
  it.each([
    [
      'es',
      'Actúa como un analista de negocio que escribe informes claros para dirección.\n\nTarea: Escribe un informe sobre el impacto de la inflación en las pymes. Lo importante primero: quien lo lea con prisa debe quedarse con la conclusión; usa solo las cifras que doy y deja entre corchetes las que falten.\n\nFormato: resumen ejecutivo; cifras clave en una tabla; análisis; conclusiones; próximos pasos, cada uno con responsable y fecha.\n\nExtensión: de 1 a 3 páginas; el resumen ejecutivo, de no más de 5 líneas.',
    ],
    [
      'en',
      'Act as a business analyst who writes clear reports for management.\n\nTask: Write a report on our website traffic drop in october. Most important first: a reader in a hurry must get the conclusion; use only the figures I give and leave the missing ones in square brackets.\n\nFormat: executive summary; key figures in a table; analysis; conclusions; next steps, each with an owner and a date.\n\nLength: 1 to 3 pages; the executive summary no longer than 5 lines.',
    ],
  ] as const)('(%s) a report of 1 to 3 pages whose executive summary has at most 5 lines has no contradiction and scores "Excelente"', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.weaknesses.join(' ')).not.toMatch(/contradi/i);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['es', 'Escribe un informe de 3 páginas en no más de 5 líneas.'],
    ['es', 'Escribe un resumen de no más de 5 líneas, de 3 páginas.'],
    ['en', 'Write a report on our sales of 3 pages, no more than 5 lines.'],
    ['en', 'Write a summary of no more than 5 lines, 3 pages long.'],
  ] as const)('(%s) two sizes of the whole still contradict each other: %s', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.join(' ')).toMatch(/contradi/i);
  });
});

describe('a prompt laid out in tagged sections scores its sections', () => {
  it.each([
    [
      'en',
      '<role>You are a customer support lead</role>\n<task>Write a reply to a customer whose order arrived damaged</task>\n<constraints>Apologize once, offer a replacement or refund, under 120 words</constraints>\n<format>Plain text email with subject line</format>',
    ],
    [
      'es',
      '<rol>Eres un profesor de matemáticas de secundaria</rol>\n<tarea>Crea 5 problemas de ecuaciones de primer grado con su solución</tarea>\n<restricciones>Nivel 2º de ESO, contextos de la vida diaria</restricciones>\n<formato>Lista numerada; la solución al final</formato>',
    ],
  ] as const)('(%s) the requirements inside <constraints> count, and the prompt is "Excelente"', (language, prompt) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.weaknesses.join(' ')).not.toMatch(/No requirements|Sin requisitos|No pone requisitos/);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['en', '<role>Expert</role>\n<task></task>\n<constraints></constraints>\n<format></format>'],
    ['es', '<rol></rol>\n<tarea></tarea>\n<contexto></contexto>\n<formato></formato>'],
  ] as const)('(%s) empty tags are empty headings: a bag, not a prompt', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeLessThan(3);
  });
});
