/**
 * The local prompt engine (graphql-server/services/engine/local), in-process: median and p99 time
 * of one optimization and one analysis for a few representative prompts, up to the longest one the
 * API accepts. The target is well under 5 ms each.
 */
import { defaultPageOptions, type OptimizeOptions } from '../shared/optimizer-options.ts';
import { OPTIMIZER_PROMPT_MAX as maxPromptLength } from '../shared/rules.ts';
import { analyzeLocally, optimizeLocally } from '../graphql-server/services/engine/local/index.ts';
import { summarize, type LatencySummary } from './stats.ts';
import { fixed, formatTable } from './table.ts';

const detailedSpanish = `Actúa como un community manager con experiencia en hostelería. Tengo una cafetería de especialidad en Valencia y los fines de semana está medio vacía por la tarde.
Escribe 5 ideas de publicaciones para Instagram que atraigan a estudiantes universitarios. Usa un tono cercano y con humor.
Preséntalas en una tabla con título, texto del post y hora de publicación. Cada texto debe tener como máximo 80 palabras. No uses más de dos emojis por post.
Por ejemplo: "Tarde de apuntes y flat white: 2x1 de 16 a 19 h".
`;
const detailedEnglish = `You are an experienced email marketer for small restaurants. I run a family pizzeria in Leeds and our weekday lunch service is quiet.
Write three subject lines and one email for our newsletter aimed at office workers nearby. Use a friendly, playful tone.
Format the email with a short intro, three bullet points and a call to action. Keep the email under 150 words. Do not mention prices.
`;
const longest = (text: string) => text.repeat(Math.ceil(maxPromptLength / text.length)).slice(0, maxPromptLength);

const cases: { name: string; text: string; options: OptimizeOptions }[] = [
  { name: 'one-liner (es), medium detail', text: 'dame ideas para un post de instagram sobre mi cafetería', options: defaultPageOptions },
  { name: 'one-liner (en), TikTok dialog', text: 'write an email to my boss asking for a raise', options: { kind: 'dialog', platform: 'TikTok', tone: 'Casual' } },
  { name: `detailed (es, ${detailedSpanish.length} chars), high detail`, text: detailedSpanish, options: { ...defaultPageOptions, detailLevel: 'High' } },
  { name: `${maxPromptLength} chars (es), high detail`, text: longest(detailedSpanish), options: { ...defaultPageOptions, detailLevel: 'High' } },
  { name: `${maxPromptLength} chars (en), medium detail`, text: longest(detailedEnglish), options: defaultPageOptions },
];

const ROUNDS = 500;
const WARM_UP = 50;

function time(fn: () => unknown): LatencySummary {
  for (let round = 0; round < WARM_UP; round += 1) fn();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export interface EngineBenchRow {
  name: string;
  optimize: LatencySummary;
  analyze: LatencySummary;
}

export function runLocalEngineBench(): EngineBenchRow[] {
  return cases.map(({ name, text, options }) => ({
    name,
    optimize: time(() => optimizeLocally({ originalContent: text, options, readerLanguage: 'es' })),
    analyze: time(() => analyzeLocally({ content: text, readerLanguage: 'es' })),
  }));
}

export function printLocalEngineTable(rows: EngineBenchRow[]): void {
  console.log(`\nLocal prompt engine, in-process (${ROUNDS} runs per cell after ${WARM_UP} warm-up runs; target: well under 5 ms)\n`);
  const ms = (value: number) => fixed(value, 2);
  console.log(
    formatTable(
      ['Prompt', 'optimize p50 ms', 'optimize p99 ms', 'analyze p50 ms', 'analyze p99 ms'],
      rows.map((row) => [row.name, ms(row.optimize.p50), ms(row.optimize.p99), ms(row.analyze.p50), ms(row.analyze.p99)]),
    ),
  );
}
