import type { Language } from '../../../../shared/languages.ts';
import type { Audience, Channel, DetailLevel, OptimizeOptions, Platform } from '../../../../shared/optimizer-options.ts';
import { promptPhrases, type SectionName } from './catalog.ts';
import { elementNames, splitLabel, type ElementName, type PromptElements } from './elements.ts';
import { audienceKinds, kindFromOptions, selfFormattedKinds, type TaskKind } from './task-kinds.ts';
import { tidySentence, wordPattern } from './text.ts';

/** One change the optimizer made, rendered in the reader's language by the explanation. */
export type Change =
  | { type: 'role'; text: string }
  | { type: 'precision'; text: string }
  | { type: 'count'; count: number; noun: string }
  | { type: 'platform'; platform: Platform }
  | { type: 'context'; placeholders: string[] }
  | { type: 'contextSlot'; placeholder: string }
  | { type: 'material'; placeholder: string }
  | { type: 'slot'; placeholders: string[] }
  | { type: 'audience'; text: string }
  | { type: 'tone'; text: string; fromOption: boolean }
  | { type: 'format'; text: string }
  | { type: 'length'; text: string }
  | { type: 'constraints'; count: number }
  | { type: 'steps'; count: number }
  | { type: 'checks'; count: number }
  | { type: 'exampleSlot' }
  | { type: 'askFirst' }
  | { type: 'kept'; elements: ElementName[]; phrases: Partial<Record<ElementName, string>> }
  | { type: 'structure'; detail: DetailLevel };

export interface BuiltPrompt {
  prompt: string;
  changes: Change[];
  kind: TaskKind;
  /** How many things the prompt now asks for, when the user's text did not say. */
  count?: number;
}

// The order of the improved prompt's sections.
const sectionOrder: SectionName[] = ['role', 'task', 'context', 'material', 'audience', 'tone', 'format', 'length', 'constraints', 'examples', 'steps', 'checks'];
// Sections written as a list rather than one paragraph.
const listSections: ReadonlySet<SectionName> = new Set(['constraints', 'steps', 'checks']);

/** A placeholder left for the user: "[nombre de tu cafetería]". */
export const placeholderPattern = /\[[^\]\n]{2,80}\]/g;

const videoPlatforms: ReadonlySet<Platform> = new Set(['TikTok', 'YouTube Shorts', 'Instagram Reels']);

const raisePattern = wordPattern('aumento|subida de sueldo|sueldo|salario|raise|pay rise|salary');
const targetLanguagePattern = wordPattern(
  '(?:al|a|en) (?:ingl[ée]s|espa[ñn]ol|castellano|franc[ée]s|alem[áa]n|italiano|portugu[ée]s|catal[áa]n|chino|japon[ée]s)|(?:to|into|in) (?:english|spanish|french|german|italian|portuguese|catalan|chinese|japanese)',
);
const programmingLanguagePattern = wordPattern('python|javascript|typescript|java|c#|c\\+\\+|go|golang|rust|php|ruby|sql|kotlin|swift|bash|html|css|react');

/** Rewrites the user's prompt around the elements good prompts have, in the prompt's language. */
export function buildImprovedPrompt(text: string, elements: PromptElements, options: OptimizeOptions, language: Language): BuiltPrompt {
  const p = promptPhrases[language];
  const page = options.kind === 'page' ? options : undefined;
  const dialog = options.kind === 'dialog' ? options : undefined;
  const detail: DetailLevel = page?.detailLevel ?? 'Medium';
  const { found } = elements;
  const kind: TaskKind = elements.kind ?? kindFromOptions(page?.taskType, page?.channel) ?? (dialog ? 'social' : 'general');
  const platform = dialog?.platform ?? elements.platform?.platform;
  const platformName = dialog?.platform ?? elements.platform?.name;
  const channel = page?.channel;
  const sections = new Map<SectionName, string[]>(sectionOrder.map((name) => [name, []]));
  const add = (name: SectionName, line: string) => sections.get(name)!.push(line);
  const lowerText = text.toLowerCase();
  // A line the engine writes, unless the user's text already has it (a prompt optimized again).
  const addNew = (name: SectionName, line: string) => {
    if (lowerText.includes(line.toLowerCase().replace(/\.$/, ''))) return false;
    add(name, line);
    return true;
  };
  const changes: Change[] = [];

  // Everything the user wrote, each sentence in its section, in the order written. Section labels
  // ("Tono:") are the prompt's structure, written again below.
  let taskGiven = found.task !== undefined;
  for (const sentence of elements.sentences) {
    if (sentence.place === 'heading') continue;
    if (sentence.place === 'material') add('material', sentence.text);
    else if (!taskGiven && sentence.place === 'context') {
      add('task', tidySentence(sentence.text)); // no verb anywhere: the first sentence is what they want
      taskGiven = true;
    } else {
      const label = splitLabel(sentence.text);
      add(sentence.place, tidySentence(label.text, !label.section && !sentence.listItem));
    }
  }
  if (!taskGiven) {
    add('task', p.taskSlot);
    changes.push({ type: 'slot', placeholders: [p.taskSlot] });
  }
  const kept = elementNames.filter((name) => found[name] !== undefined && (name !== 'context' || sections.get('context')!.length > 0));
  if (kept.length > 0) changes.push({ type: 'kept', elements: kept, phrases: { audience: elements.phrases.audience, length: elements.phrases.length } });

  if (!found.role) {
    const role = p.roles[kind === 'ideas' && platformName ? 'social' : kind];
    const expertise = [platformName ?? (channel && p.channels[channel]), page?.sector && p.sectors[page.sector]].filter((item): item is string => !!item);
    const line = p.roleLine(role, expertise);
    add('role', line);
    changes.push({ type: 'role', text: withoutFinalStop(line) });
  }

  const count = elements.uncountedPlural ? (detail === 'Low' ? 5 : 10) : undefined;
  if (elements.uncountedPlural && count && addNew('task', p.count(count, elements.uncountedPlural))) {
    changes.push({ type: 'count', count, noun: elements.uncountedPlural });
  }
  if (addNew('task', p.precision[kind])) changes.push({ type: 'precision', text: withoutFinalStop(p.precision[kind]) });
  if (dialog && addNew('task', p.adaptTo(dialog.platform))) changes.push({ type: 'platform', platform: dialog.platform });

  if (!found.context) {
    const placeholders: string[] = [];
    for (const thing of elements.owned) {
      const owned = p.ownedLine(thing);
      add('context', owned.line);
      placeholders.push(...owned.placeholders);
    }
    if (placeholders.length > 0) changes.push({ type: 'context', placeholders });
  }
  const slots = [
    kind === 'email' && raisePattern.test(lowerText) ? p.raiseSlot : undefined,
    kind === 'translation' && !targetLanguagePattern.test(lowerText) ? p.targetLanguageSlot : undefined,
    kind === 'code' && !programmingLanguagePattern.test(lowerText) ? p.programmingLanguageSlot : undefined,
    kind === 'email' ? p.signatureSlot : undefined,
    kind === 'analysis' && !elements.sentences.some((sentence) => sentence.place === 'material') ? p.dataSlot : undefined,
  ];
  for (const slot of slots) {
    if (slot && addNew('context', slot)) changes.push({ type: 'slot', placeholders: slot.match(placeholderPattern) ?? [] });
  }
  if (sections.get('context')!.length === 0 && detail !== 'Low') {
    add('context', p.contextSlot);
    changes.push({ type: 'contextSlot', placeholder: p.contextSlot });
  }
  if (elements.missingMaterial) {
    const placeholder = p.materialSlot(elements.missingMaterial);
    add('material', `"""\n${placeholder}\n"""`);
    changes.push({ type: 'material', placeholder });
  }

  const chosenAudience = page && page.audience !== 'General';
  if (!found.audience && (dialog || chosenAudience || audienceKinds.has(kind))) {
    const line = dialog ? p.platformAudiences[dialog.platform] : p.audiences[(page?.audience ?? 'General') as Audience];
    add('audience', line);
    changes.push({ type: 'audience', text: firstClause(line) });
  }
  if (!found.tone) {
    const chosen = page?.customTone ?? dialog?.tone;
    const line = chosen ? p.tones[chosen] : p.defaultTones[kind];
    add('tone', line);
    changes.push({ type: 'tone', text: firstClause(line), fromOption: !!chosen });
  }
  if (!found.format) {
    const line = formatFor(kind, platform, platformName !== undefined, channel, language);
    add('format', line);
    changes.push({ type: 'format', text: firstItems(line) });
  }
  if (!found.length) {
    const line = lengthFor(kind, platform, channel, count ?? (detail === 'Low' ? 5 : 10), language);
    add('length', line);
    changes.push({ type: 'length', text: firstClause(line) });
  }
  if (detail !== 'Low') {
    const rules = [...p.constraints, ...(p.kindConstraints[kind] ? [p.kindConstraints[kind]] : [])];
    const added = rules.filter((rule) => addNew('constraints', rule)).length;
    if (added > 0) changes.push({ type: 'constraints', count: added });
  }
  if (detail === 'High') {
    if (!found.examples) {
      add('examples', p.exampleSlot);
      changes.push({ type: 'exampleSlot' });
    }
    if (sections.get('steps')!.length === 0) {
      for (const step of p.steps[kind]) add('steps', step);
      changes.push({ type: 'steps', count: p.steps[kind].length });
    }
    if (sections.get('checks')!.length === 0) {
      for (const check of p.checks) add('checks', check);
      changes.push({ type: 'checks', count: p.checks.length });
    }
  }
  changes.push({ type: 'structure', detail });

  const blocks = sectionOrder.flatMap((name) => {
    const lines = sections.get(name)!;
    if (lines.length === 0) return [];
    if (name === 'role') return [lines.join(' ')];
    if (name === 'material') return [`${p.labels.material}:\n${lines.join('\n\n')}`];
    if (name === 'steps') return [`${p.labels.steps}:\n${lines.map((line, index) => `${index + 1}. ${line}`).join('\n')}`];
    if (listSections.has(name)) return [`${p.labels[name]}:\n${lines.map((line) => `- ${line}`).join('\n')}`];
    return [`${p.labels[name]}: ${lines.join(' ')}`];
  });
  if (detail === 'High' && !lowerText.includes(p.askFirst.toLowerCase())) {
    blocks.push(p.askFirst);
    changes.push({ type: 'askFirst' });
  }
  return { prompt: blocks.join('\n\n'), changes, kind, count };
}

function formatFor(kind: TaskKind, platform: Platform | undefined, forSocialMedia: boolean, channel: Channel | undefined, language: Language): string {
  const { formats } = promptPhrases[language];
  if (kind === 'ideas' && forSocialMedia) return platform && videoPlatforms.has(platform) ? formats.ideasForVideo : formats.ideasForSocial;
  if (selfFormattedKinds.has(kind)) return formats.kind[kind];
  if (platform) return formats.platform[platform];
  if (channel) return formats.channel[channel];
  return formats.kind[kind];
}

function lengthFor(kind: TaskKind, platform: Platform | undefined, channel: Channel | undefined, count: number, language: Language): string {
  const { lengths } = promptPhrases[language];
  if (selfFormattedKinds.has(kind)) return lengths.kind[kind](count);
  if (platform) return lengths.platform[platform];
  if (channel) return lengths.channel[channel];
  return lengths.kind[kind](count);
}

function withoutFinalStop(sentence: string): string {
  return sentence.replace(/\.$/, '');
}

/** The start of a catalog line, up to its first clause, for the explanation. */
function firstClause(line: string): string {
  return line.split(/[;:]/)[0].replace(/\.$/, '').replace(/\s*\(.*\)$/, '').trim();
}

/** The first items of a catalog line that lists parts ("asunto; saludo; …"), for the explanation. */
function firstItems(line: string): string {
  const items = line.replace(/\.$/, '').split('; ');
  const text = items.slice(0, 3).join(', ');
  if (text.length > 90) return `${text.slice(0, text.lastIndexOf(' ', 90))}…`;
  return items.length > 3 ? `${text}…` : text;
}
