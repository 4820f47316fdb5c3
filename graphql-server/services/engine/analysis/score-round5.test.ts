import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { analyzePrompt, checkAgainstRequest } from './analyze.ts';

/*
 * The classes of the score's fifth round (issue 19), as a user reads the card: a weakness must be
 * true and worth acting on for that kind of task; a size that contradicts itself cannot be followed;
 * a described subject of the writer's own is the situation; a rewrite that harms its request is not
 * Excelente and says why. Both languages.
 */

const againstRequest = (rewrite: string, request: string, language: Language) => checkAgainstRequest(analyzePrompt(rewrite, language), rewrite, request, language);
const noRole = { es: 'No da un papel a la IA.', en: 'Gives the AI no role.' } as const;
const noContext = { es: /^Sin contexto/, en: /^No context/ } as const;

describe('a role is a weakness only where an expert shapes the answer', () => {
  it.each([
    ['es', 'Traduce al inglés este párrafo: "Nuestra tienda abre de lunes a viernes de 9 a 18 horas y los sábados por la mañana."'],
    ['en', 'Translate into Spanish: "Our shop opens Monday to Friday from 9 to 6 and on Saturday mornings."'],
    ['es', 'Corrige la ortografía de este texto: "aver si mañana bamos al zine con los niños de la escuela y despues a merendar"'],
    ['en', 'Proofread this and fix the spelling: "their going to the libary tomorow after school to return the books"'],
    ['es', 'Escribe una consulta SQL que devuelva los 10 clientes con más pedidos en 2024. Tablas: clientes(id, nombre), pedidos(id, cliente_id, fecha).'],
    ['en', 'Write a SQL query that returns the 10 customers with the most orders in 2024. Tables: customers(id, name), orders(id, customer_id, created_at).'],
    ['es', 'Hazme una checklist para preparar la mudanza de un piso de 2 habitaciones, ordenada por semanas.'],
    ['en', 'Make a checklist for moving out of a 2-bedroom flat, ordered by week.'],
    ['es', 'Escribe un mensaje corto para mi casero diciendo que la caldera se ha vuelto a romper desde el lunes.'],
    ['en', 'Write a short text message to my landlord saying the boiler is broken again since Monday.'],
  ] as const)('no missing role on a translation, a spelling fix, a query with its tables, a checklist or a short message (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).not.toContain(noRole[language]);
  });

  it.each([
    ['es', 'Escribe una guía para empezar a correr a los 50 años.'],
    ['en', 'Write a guide to starting running at 50.'],
  ] as const)('a guide, where an expert shapes the answer, still misses its role (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses).toContain(noRole[language]);
  });

  it.each([
    ['es', 'Traduce al inglés este párrafo: "Nuestra tienda abre de lunes a viernes de 9 a 18 horas y los sábados por la mañana."'],
    ['en', 'Translate into Spanish: "Our shop opens Monday to Friday from 9 to 6 and on Saturday mornings."'],
  ] as const)('a translation with its text and its language is complete: Excelente (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).score).toBeGreaterThanOrEqual(8);
  });
});

describe('a size that contradicts itself', () => {
  it.each([
    ['es', 'Actúa como divulgador científico. Escribe un artículo para adolescentes sobre el cambio climático en 50 palabras como máximo, que ocupe dos páginas, en tono cercano y con tres ejemplos de su barrio, sin cifras difíciles.', ['50 palabras', 'dos páginas']],
    ['en', 'You are a science writer. Write an article for teenagers about climate change in at most 50 words that fills two pages, in a friendly tone, with three examples from their town and no hard figures.', ['at most 50 words', 'two pages']],
  ] as const)('is at most Aceptable and names both parts (%s)', (language, prompt, parts) => {
    const analysis = analyzePrompt(prompt, language);
    expect(analysis.score).toBeLessThan(6);
    expect(analysis.weaknesses[0]).toContain(`“${parts[0]}”`);
    expect(analysis.weaknesses[0]).toContain(`“${parts[1]}”`);
  });
});

describe('a described subject of the writer\'s own is the situation', () => {
  it.each([
    ['es', 'Dame 6 ideas de reels para una floristería de barrio'],
    ['en', 'Give me 6 reel ideas for a neighbourhood flower shop'],
    ['es', 'Escribe la descripción de nuestra tabla de cortar de roble macizo, de 40 cm, aceitada con linaza'],
    ['en', 'Write a product description for our handmade oak cutting board, 40 cm long, oiled with linseed'],
  ] as const)('no "No context" where the business, the product or its kind is told (%s: %s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(false);
  });

  it.each([
    ['es', 'Dame 6 ideas de reels para mi tienda'],
    ['en', 'Give me 6 reel ideas for my shop'],
  ] as const)('"mi tienda" alone tells nothing of it (%s)', (language, prompt) => {
    expect(analyzePrompt(prompt, language).weaknesses.some((line) => noContext[language].test(line))).toBe(true);
  });
});
