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
