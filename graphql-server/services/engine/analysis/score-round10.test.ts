import { describe, expect, it } from 'vitest';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';

/*
 * The score's tenth round (issue 19), from the lead's fresh set 34: a strong prompt that states its task as
 * "Tu tarea es crear…" / "Your task is to write…" scored 3.5 "Necesita Mejoras" with "no hay una petición",
 * although it had a role, a deliverable, its parts, a format and a tone; a campaign email that names its discount code
 * was read as asking for code. Both languages.
 */

describe('a task stated as "your task is to…" is a request', () => {
  it('"Eres un experto… Tu tarea es crear una estrategia de email marketing…" asks for a deliverable and scores as a strong prompt (es)', () => {
    const analysis = analyzePrompt(
      'Eres un experto en marketing digital con 10 años de experiencia. Tu tarea es crear una estrategia de email marketing para una tienda de ropa sostenible. Incluye: segmentación, 4 emails de bienvenida con asunto y objetivo, y métricas a seguir. Formato: tabla. Tono profesional.',
      'es',
    );
    expect(analysis.weaknesses.join(' ')).not.toMatch(/no hay una petición/);
    expect(analysis.score).toBeGreaterThanOrEqual(8);
  });

  it('"You are a senior copywriter. Your task is to write three subject lines…" asks for a deliverable (en)', () => {
    const analysis = analyzePrompt(
      'You are a senior copywriter. Your task is to write three subject lines for a spring sale email for a shoe store. Each under 50 characters, playful tone.',
      'en',
    );
    expect(analysis.weaknesses.join(' ')).not.toMatch(/no request/i);
    expect(analysis.score).toBeGreaterThanOrEqual(7);
  });
});

describe('a discount code is no request for code', () => {
  it.each([
    [
      'en',
      'write a black friday email for my shoe store, 30% off everything',
      'Act as an email marketer. Write a black friday email for my shoe store, 30% off everything: 3 subject lines, a headline with the offer, two short paragraphs, a button text and the conditions (dates, discount code). Between 80 and 150 words.',
    ],
    [
      'es',
      'escribe un correo de black friday para mi zapatería con un 30% de descuento',
      'Actúa como especialista en email marketing. Escribe un correo de black friday para mi zapatería con un 30% de descuento: 3 asuntos, un titular con la oferta, dos párrafos breves, el texto del botón y las condiciones (fechas, código de descuento). Entre 80 y 150 palabras.',
    ],
  ] as const)('(%s) a campaign email that mentions its discount code keeps its deliverable', (language, request, rewrite) => {
    const checked = checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
    expect(checked.weaknesses.join(' ')).not.toMatch(/“code”|“código”/);
  });
});
