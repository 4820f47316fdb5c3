import type { Language } from '../../../../shared/languages.ts';
import type { Audience, Channel, CustomTone, DetailLevel, DialogTone, Platform, Sector } from '../../../../shared/optimizer-options.ts';
import type { ElementName, OwnedThing } from './elements.ts';
import type { TaskKind } from './task-kinds.ts';
import { en } from './catalog-en.ts';
import { es } from './catalog-es.ts';

export type SectionName = ElementName | 'steps' | 'checks' | 'material';

/** What the local engine writes into an improved prompt, in the prompt's language. */
export interface PromptPhrases {
  labels: Record<SectionName, string>;
  roles: Record<TaskKind, string>;
  roleLine(role: string, expertise: string[]): string;
  sectors: Record<Sector, string>;
  channels: Record<Channel, string>;
  adaptTo(target: string): string;
  /** A sentence that states the task precisely, added after the user's own. */
  precision: Record<TaskKind, string>;
  count(count: number, noun: string): string;
  audiences: Record<Audience, string>;
  platformAudiences: Record<Platform, string>;
  tones: Record<CustomTone | DialogTone, string>;
  defaultTones: Record<TaskKind, string>;
  formats: { kind: Record<TaskKind, string>; ideasForSocial: string; ideasForVideo: string; platform: Record<Platform, string>; channel: Record<Channel, string> };
  lengths: { kind: Record<TaskKind, (count: number) => string>; platform: Record<Platform, string>; channel: Record<Channel, string> };
  constraints: string[];
  kindConstraints: Partial<Record<TaskKind, string>>;
  steps: Record<TaskKind, string[]>;
  checks: string[];
  exampleSlot: string;
  askFirst: string;
  contextSlot: string;
  taskSlot: string;
  ownedLine(thing: OwnedThing): { line: string; placeholders: string[] };
  materialSlot(noun: string): string;
  targetLanguageSlot: string;
  programmingLanguageSlot: string;
  signatureSlot: string;
  raiseSlot: string;
  dataSlot: string;
}

/** What the local engine tells the reader, in the reader's language. */
export interface ReaderPhrases {
  elementNames: Record<ElementName, string>;
  detailLevels: Record<DetailLevel, string>;
  change: {
    role(role: string): string;
    precision(sentence: string): string;
    count(count: number, noun: string): string;
    platform(platform: string): string;
    sector(sector: string): string;
    context(placeholders: string[]): string;
    contextSlot(placeholder: string): string;
    material(placeholder: string): string;
    slot(placeholders: string[]): string;
    audience(text: string): string;
    tone(text: string, fromOption: boolean): string;
    format(text: string): string;
    length(text: string): string;
    constraints(count: number): string;
    steps(count: number): string;
    checks(count: number): string;
    exampleSlot(): string;
    askFirst(): string;
    kept(elements: string[]): string;
    structure(detail: string): string;
  };
  suggest: {
    count(quotedTask: string, noun: string, count: number): string;
    placeholders(placeholders: string[]): string;
    vague(word: string, quotedSentence: string): string;
    example(quotedTask: string): string;
    audience(quotedTask: string): string;
    goal(quotedTask: string): string;
    material(quoted: string): string;
    tone(quotedTask: string): string;
    format(quotedTask: string): string;
    length(quotedTask: string): string;
    constraints(quotedTask: string): string;
    role(quotedTask: string): string;
    context(quotedTask: string): string;
    task(): string;
    iterate(): string;
  };
}

export const promptPhrases: Record<Language, PromptPhrases> = { es: es.prompt, en: en.prompt };
export const readerPhrases: Record<Language, ReaderPhrases> = { es: es.reader, en: en.reader };
