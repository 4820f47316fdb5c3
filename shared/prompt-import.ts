/**
 * The admin bulk import's parser (issue 11): turns JSON, Markdown, plain text or CSV into prompt items,
 * each validated on its own. The server runs it as the authority (it then resolves categories,
 * duplicates and writes); the admin screen runs the same code for its preview, so the errors shown
 * before sending are the ones the server would report. Messages are keys, worded by each side.
 */
import { parse as parseCsv } from 'csv-parse/browser/esm/sync';
import { z } from 'zod/mini';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';
import { PROMPT_TITLE_MAX, promptContent, promptTitle } from './rules.ts';

export const IMPORT_MAX_ITEMS = 5000;
export const IMPORT_MAX_MEGABYTES = 5;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;

export const importFormats = ['json', 'markdown', 'text', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Why a whole batch is refused. */
export type ImportBatchMessageKey =
  | 'import.empty'
  | 'import.tooLarge'
  | 'import.tooManyItems'
  | 'import.noItems'
  | 'import.invalidJson'
  | 'import.jsonShape'
  | 'import.invalidCsv'
  | 'import.csvHeader';

/** Why one item is refused (the server adds the ones only it can know: categories, repeats). */
export type ImportItemMessageKey =
  | 'import.notAnObject'
  | 'import.invalidField'
  | 'import.unstorableCharacter'
  | 'import.categoryRequired'
  | 'import.unknownCategory'
  | 'import.invalidLanguage'
  | 'import.invalidPremium'
  | 'import.duplicateInBatch'
  | 'validation.promptTitleRequired'
  | 'validation.promptTitleMax'
  | 'validation.promptContentRequired'
  | 'validation.promptContentMax';

export type ImportValues = Record<string, string | number>;

export interface ImportItem {
  /** 1-based place of the item in the batch. */
  position: number;
  /** Line of the content where the item starts (null for JSON). */
  line: number | null;
  title: string;
  content: string;
  /** Slug or name, as written (or the screen's default category). */
  category: string;
  /** Further categories the prompt is filed under, slugs or names. */
  categories: string[];
  language: Language;
  isPremium: boolean;
}

export interface ImportIssue {
  position: number;
  line: number | null;
  title: string | null;
  messageKey: ImportItemMessageKey;
  values?: ImportValues;
}

export interface ImportOptions {
  /** Known format; otherwise detected from the file name, then from the content. */
  format?: ImportFormat | null;
  fileName?: string | null;
  /** Category for items that name none (the screen's choice). */
  defaultCategory?: string | null;
  /** Language for items that name none; Spanish when unset. */
  defaultLanguage?: Language | null;
}

/**
 * What an entry of My Prompts' export is (`source`): an own prompt (`created`, also when absent),
 * or, for reading only, one of its earlier versions (`version`) or a saved library prompt (`saved`).
 * Imports skip the last two: the earlier versions are history, the saved prompts stay in the library.
 */
export const importSources = ['created', 'version', 'saved'] as const;
const skippedSources: readonly string[] = ['version', 'saved'];

export type ParsedImport =
  | { ok: true; format: ImportFormat; items: ImportItem[]; issues: ImportIssue[]; /** Entries that are not prompts to import (see importSources). */ skipped: number }
  | { ok: false; messageKey: ImportBatchMessageKey; values?: ImportValues };

const importFields = ['title', 'content', 'category', 'categories', 'language', 'isPremium', 'source'] as const;

/** An item as written, before validation. */
interface RawRecord {
  line: number | null;
  /** A JSON entry that is not an object at all. */
  notAnObject?: boolean;
  fields: Partial<Record<(typeof importFields)[number], unknown>>;
}

class BatchError extends Error {
  constructor(
    readonly messageKey: ImportBatchMessageKey,
    readonly values?: ImportValues,
  ) {
    super(messageKey);
  }
}

const extensions: Record<string, ImportFormat> = { json: 'json', md: 'markdown', markdown: 'markdown', txt: 'text', csv: 'csv' };

function csvHeaderColumns(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase());
}

const csvColumnsOf = (header: string[]) => ({
  title: header.indexOf(header.includes('title') ? 'title' : 'act'),
  content: header.indexOf(header.includes('content') ? 'content' : 'prompt'),
  category: header.indexOf('category'),
  language: header.indexOf('language'),
  premium: header.findIndex((name) => name === 'premium' || name === 'ispremium'),
  source: header.indexOf('source'),
});

/** The format a file name or, failing that, the content itself says. */
export function detectImportFormat(content: string, fileName?: string | null): ImportFormat {
  const extension = fileName?.split('.').pop()?.toLowerCase();
  if (extension && extension in extensions) return extensions[extension];
  const text = content.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[') || text.startsWith('{')) return 'json';
  // Before Markdown: a CSV field may hold a line that starts with '#'.
  const columns = csvColumnsOf(csvHeaderColumns(text.split(/\r?\n/, 1)[0] ?? ''));
  if (columns.title >= 0 && columns.content >= 0) return 'csv';
  if (/^#{1,2}\s/m.test(text)) return 'markdown';
  return 'text';
}

function parseJson(content: string): RawRecord[] {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new BatchError('import.invalidJson');
  }
  const list = Array.isArray(value) ? value : (value as { prompts?: unknown } | null)?.prompts;
  if (!Array.isArray(list)) throw new BatchError('import.jsonShape');
  return list.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { line: null, fields: {}, notAnObject: true };
    const { title, content: body, category, categories, language, isPremium, premium, source } = entry as Record<string, unknown>;
    return { line: null, fields: { title, content: body, category, categories, language, isPremium: isPremium ?? premium, source } };
  });
}

/** `Category:`, `Language:`, `Premium:` and `Source:` lines (Spanish names too) at the start of a section's body. */
const metadataLine =
  /^\s*\**\s*(category|categoría|categoria|categories|categorías|categorias|language|idioma|premium|source|origen)\s*\**\s*:\s*\**\s*(.*?)\s*$/i;

function sectionRecord(line: number, title: string, body: string[], category: string | null): RawRecord {
  const fields: RawRecord['fields'] = { title, category: category ?? undefined };
  let start = 0;
  for (; start < body.length; start += 1) {
    if (body[start].trim() === '') continue;
    const meta = metadataLine.exec(body[start]);
    if (!meta) break;
    const key = meta[1].toLowerCase();
    if (key.startsWith('categor') && key.endsWith('s')) fields.categories = meta[2].split(',').map((name) => name.trim()).filter(Boolean);
    else if (key.startsWith('categor')) fields.category = meta[2];
    else if (key === 'premium') fields.isPremium = meta[2];
    else if (key === 'source' || key === 'origen') fields.source = meta[2];
    else fields.language = meta[2];
  }
  fields.content = unwrapPromptFence(body.slice(start)).join('\n');
  return { line, fields };
}

/** An opening or closing code fence (CommonMark): three or more backticks or tildes. */
const fenceLine = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * A content that is one fenced block with the info string `prompt` is the block's text: My Prompts'
 * export fences every prompt this way, so headings and `Category:` lines inside it stay content.
 */
function unwrapPromptFence(lines: string[]): string[] {
  const first = lines.findIndex((text) => text.trim() !== '');
  let last = lines.length - 1;
  while (last > first && lines[last].trim() === '') last -= 1;
  const open = first >= 0 ? fenceLine.exec(lines[first]) : null;
  const close = last > first ? fenceLine.exec(lines[last]) : null;
  if (!open || !close || open[2].trim() !== 'prompt' || close[2].trim() !== '' || close[1] !== open[1]) return lines;
  return lines.slice(first + 1, last);
}

/** `# Category` applies to the `## Title` sections below it; headings inside code fences are content. */
function parseMarkdown(content: string): RawRecord[] {
  const records: RawRecord[] = [];
  let category: string | null = null;
  let section: { line: number; title: string; body: string[]; category: string | null } | null = null;
  // The open fence: a fence closes only with the same character, at least as long, and nothing after it.
  let fence: string | null = null;
  const close = () => {
    if (section) records.push(sectionRecord(section.line, section.title, section.body, section.category));
    section = null;
  };
  content.split(/\r?\n/).forEach((text, index) => {
    const marks = fenceLine.exec(text);
    const wasInFence = fence !== null;
    if (marks && fence === null) fence = marks[1];
    else if (marks && fence !== null && marks[1][0] === fence[0] && marks[1].length >= fence.length && marks[2].trim() === '') fence = null;
    const heading = wasInFence || fence !== null ? null : /^(#{1,2})\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading?.[1] === '#') {
      close();
      category = heading[2];
    } else if (heading) {
      close();
      section = { line: index + 1, title: heading[2], body: [], category };
    } else {
      (section as { body: string[] } | null)?.body.push(text);
    }
  });
  close();
  return records;
}

/** Prompts separated by a line of `---`; the first line is the title. */
function parseText(content: string): RawRecord[] {
  const records: RawRecord[] = [];
  let block: { start: number; lines: string[] } = { start: 1, lines: [] };
  const close = () => {
    const first = block.lines.findIndex((text) => text.trim() !== '');
    if (first >= 0) records.push(sectionRecord(block.start + first, block.lines[first].trim(), block.lines.slice(first + 1), null));
  };
  content.split(/\r?\n/).forEach((text, index) => {
    if (/^\s*---\s*$/.test(text)) {
      close();
      block = { start: index + 2, lines: [] };
    } else {
      block.lines.push(text);
    }
  });
  close();
  return records;
}

/** A header row (`act,prompt` or `title,content[,category,language,premium]`), then one prompt per record. */
function parseCsvRecords(content: string): RawRecord[] {
  let rows: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    rows = parseCsv(content, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, raw: true }) as unknown as typeof rows;
  } catch (error) {
    throw new BatchError('import.invalidCsv', { line: (error as { lines?: number }).lines ?? 1 });
  }
  const [header, ...records] = rows;
  const columns = csvColumnsOf((header?.record ?? []).map((name) => name.trim().toLowerCase()));
  if (columns.title < 0 || columns.content < 0) throw new BatchError('import.csvHeader');
  const cell = (record: string[], index: number) => (index >= 0 && record[index] !== '' ? record[index] : undefined);
  return records.map(({ record, info, raw }) => ({
    // `lines` is where the record ends; a quoted field may span several.
    line: info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0),
    fields: {
      title: cell(record, columns.title) ?? '',
      content: cell(record, columns.content) ?? '',
      category: cell(record, columns.category),
      language: cell(record, columns.language),
      isPremium: cell(record, columns.premium),
      source: cell(record, columns.source),
    },
  }));
}

const parsers: Record<ImportFormat, (content: string) => RawRecord[]> = {
  json: parseJson,
  markdown: parseMarkdown,
  text: parseText,
  csv: parseCsvRecords,
};

function premiumOf(value: unknown): boolean | null {
  if (value === undefined || value === null || typeof value === 'boolean') return value ?? false;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (['', 'no', 'false', '0'].includes(word)) return false;
  if (['yes', 'sí', 'si', 'true', '1'].includes(word)) return true;
  return null;
}

/**
 * Characters PostgreSQL cannot store as written: U+0000 (refused in text) and half of a UTF-16
 * surrogate pair (stored as U+FFFD, so the text read back is not the text sent). Refused in any
 * field, lists included.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, 'g');
const holdsUnstorable = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') || loneSurrogate.test(value) : Array.isArray(value) && value.some(holdsUnstorable);

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : null;

/** Validates one item: the item, the first reason it cannot be imported, or null for an entry to skip. */
function validate(raw: RawRecord, position: number, options: ImportOptions): ImportItem | ImportIssue | null {
  const { fields, line } = raw;
  const titleValue = fields.title ?? '';
  const contentValue = fields.content ?? '';
  const issue = (messageKey: ImportItemMessageKey, values?: ImportValues): ImportIssue => ({
    position,
    line,
    title: typeof titleValue === 'string' ? titleValue.replaceAll('\u0000', '\uFFFD').replace(loneSurrogates, '\uFFFD').trim().slice(0, PROMPT_TITLE_MAX) || null : null,
    messageKey,
    values,
  });
  if (raw.notAnObject) return issue('import.notAnObject');
  const unstorableField = importFields.find((field) => holdsUnstorable(fields[field]));
  if (unstorableField) return issue('import.unstorableCharacter', { field: unstorableField });
  const sourceText = optionalText(fields.source);
  const source = sourceText?.toLowerCase();
  if (sourceText === null || (source !== undefined && !(importSources as readonly string[]).includes(source))) {
    return issue('import.invalidField', { field: 'source' });
  }
  if (source !== undefined && skippedSources.includes(source)) return null;
  if (typeof titleValue !== 'string') return issue('import.invalidField', { field: 'title' });
  if (typeof contentValue !== 'string') return issue('import.invalidField', { field: 'content' });
  const title = z.safeParse(promptTitle, titleValue);
  if (!title.success) return issue(title.error.issues[0].message as ImportItemMessageKey);
  const content = z.safeParse(promptContent, contentValue);
  if (!content.success) return issue(content.error.issues[0].message as ImportItemMessageKey);
  const category = optionalText(fields.category);
  if (category === null) return issue('import.invalidField', { field: 'category' });
  const chosen = category ?? options.defaultCategory?.trim();
  if (!chosen) return issue('import.categoryRequired');
  const categories = fields.categories ?? [];
  if (!Array.isArray(categories) || categories.some((name) => typeof name !== 'string')) return issue('import.invalidField', { field: 'categories' });
  const language = optionalText(fields.language);
  const languageCode = language === undefined ? (options.defaultLanguage ?? defaultLanguage) : language?.toLowerCase();
  if (!isLanguage(languageCode)) return issue('import.invalidLanguage');
  const isPremium = premiumOf(fields.isPremium);
  if (isPremium === null) return issue('import.invalidPremium');
  return {
    position,
    line,
    title: title.data,
    content: content.data,
    category: chosen,
    categories: (categories as string[]).map((name) => name.trim()).filter((name) => name !== '' && name !== chosen),
    language: languageCode,
    isPremium,
  };
}

/** UTF-8 size of a text, without building its bytes when its length already tells. */
function byteSize(text: string): number {
  return text.length > IMPORT_MAX_BYTES ? text.length : new TextEncoder().encode(text).byteLength;
}

/** Parses and validates a batch: every good item, and a reason for every bad one. */
export function parseImport(content: string, options: ImportOptions = {}): ParsedImport {
  if (content.trim() === '') return { ok: false, messageKey: 'import.empty' };
  if (byteSize(content) > IMPORT_MAX_BYTES) return { ok: false, messageKey: 'import.tooLarge', values: { limit: IMPORT_MAX_MEGABYTES } };
  const format = options.format ?? detectImportFormat(content, options.fileName);
  try {
    const records = parsers[format](content);
    if (records.length === 0) return { ok: false, messageKey: 'import.noItems' };
    if (records.length > IMPORT_MAX_ITEMS) {
      return { ok: false, messageKey: 'import.tooManyItems', values: { count: records.length, max: IMPORT_MAX_ITEMS } };
    }
    const items: ImportItem[] = [];
    const issues: ImportIssue[] = [];
    let skipped = 0;
    records.forEach((record, index) => {
      const result = validate(record, index + 1, options);
      if (result === null) skipped += 1;
      else if ('messageKey' in result) issues.push(result);
      else items.push(result);
    });
    return { ok: true, format, items, issues, skipped };
  } catch (error) {
    if (error instanceof BatchError) return { ok: false, messageKey: error.messageKey, values: error.values };
    throw error;
  }
}
