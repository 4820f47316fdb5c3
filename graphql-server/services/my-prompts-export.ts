import { z } from 'zod';
import type { Language } from '../../shared/languages.ts';
import { prisma } from '../db/client.ts';
import { translate } from '../i18n/messages.ts';
import { ValidationError } from './errors.ts';
import { promptLockReason, type Reader } from './prompt-access.ts';

/**
 * My Prompts' export (docs/behaviour.md, Export and import of your prompts): the prompts the user
 * wrote, with their earlier versions, and the library prompts they saved, as JSON, CSV or Markdown.
 * Each format reads back through the import's parser (shared/prompt-import.ts): the user's own
 * prompts are imported again, the earlier versions and saved library prompts are marked with their
 * `source` and skipped.
 */
export const exportFormats = ['json', 'csv', 'md'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatInput = z.enum(exportFormats, { message: 'validation.exportFormat' });

/** Version of the JSON layout, so a reader can tell later layouts apart. */
export const myPromptsExportVersion = 1;

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: string;
}

const contentTypes: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

interface ExportedVersion {
  version: number;
  title: string;
  content: string;
  category: string | null;
  createdAt: string;
}

interface ExportedPrompt {
  title: string;
  content: string;
  category: string | null;
  language: Language;
  version: number;
  personalCategory: string | null;
  createdAt: string;
  updatedAt: string;
  earlierVersions: ExportedVersion[];
}

interface ExportedSavedPrompt {
  title: string;
  /** Null when the reader's plan no longer opens it (a premium prompt after the plan ended). */
  content: string | null;
  category: string | null;
  language: Language;
  personalCategory: string | null;
  savedAt: string;
}

/** What the user keeps, read in two queries (plus Prisma's one per nested relation), whatever its size. */
async function readMyPrompts(user: { id: number } & Reader) {
  const [own, saved] = await Promise.all([
    prisma.prompt.findMany({
      where: { ownerId: user.id },
      orderBy: { id: 'asc' },
      select: {
        title: true,
        content: true,
        language: true,
        version: true,
        createdAt: true,
        updatedAt: true,
        categories: { orderBy: { position: 'asc' }, take: 1, select: { category: { select: { slug: true } } } },
        savedBy: { where: { userId: user.id }, select: { customCategory: true } },
        versions: { orderBy: { version: 'asc' }, select: { version: true, title: true, content: true, createdAt: true, category: { select: { slug: true } } } },
      },
    }),
    prisma.savedPrompt.findMany({
      // The user's own saved prompts are in `prompts`, with their personal category.
      where: { userId: user.id, prompt: { ownerId: null } },
      orderBy: { id: 'asc' },
      select: {
        customCategory: true,
        createdAt: true,
        prompt: {
          select: {
            title: true,
            content: true,
            language: true,
            isPremium: true,
            ownerId: true,
            categories: { orderBy: { position: 'asc' }, select: { position: true, category: { select: { slug: true } } } },
          },
        },
      },
    }),
  ]);
  const prompts: ExportedPrompt[] = own.map((prompt) => ({
    title: prompt.title,
    content: prompt.content,
    category: prompt.categories[0]?.category.slug ?? null,
    language: prompt.language,
    version: prompt.version,
    personalCategory: prompt.savedBy[0]?.customCategory ?? null,
    createdAt: prompt.createdAt.toISOString(),
    updatedAt: prompt.updatedAt.toISOString(),
    earlierVersions: prompt.versions.map((version) => ({
      version: version.version,
      title: version.title,
      content: version.content,
      category: version.category?.slug ?? null,
      createdAt: version.createdAt.toISOString(),
    })),
  }));
  const savedPrompts: ExportedSavedPrompt[] = saved.map(({ prompt, customCategory, createdAt }) => ({
    title: prompt.title,
    content: promptLockReason(prompt, user) === null ? prompt.content : null,
    category: prompt.categories[0]?.category.slug ?? null,
    language: prompt.language,
    personalCategory: customCategory,
    savedAt: createdAt.toISOString(),
  }));
  return { prompts, savedPrompts };
}

type MyPrompts = Awaited<ReturnType<typeof readMyPrompts>>;

const csvColumns = ['source', 'title', 'content', 'category', 'language', 'version', 'personal_category', 'date'] as const;

/** RFC 4180: every field quoted, quotes doubled, CRLF between records. */
const csvRecord = (cells: (string | number | null)[]) => cells.map((cell) => `"${String(cell ?? '').replaceAll('"', '""')}"`).join(',');

function toCsv({ prompts, savedPrompts }: MyPrompts): string {
  const rows: (string | number | null)[][] = [];
  for (const prompt of prompts) {
    rows.push(['created', prompt.title, prompt.content, prompt.category, prompt.language, prompt.version, prompt.personalCategory, prompt.updatedAt]);
    for (const version of prompt.earlierVersions) {
      rows.push(['version', version.title, version.content, version.category, prompt.language, version.version, null, version.createdAt]);
    }
  }
  for (const saved of savedPrompts) {
    rows.push(['saved', saved.title, saved.content, saved.category, saved.language, null, saved.personalCategory, saved.savedAt]);
  }
  return [csvRecord([...csvColumns]), ...rows.map(csvRecord)].join('\r\n') + '\r\n';
}

/**
 * One `## Title` section with the metadata lines the import reads back, and the content in a
 * `prompt` fence longer than any fence inside it: headings and `Category:` lines in a prompt stay
 * its content when the file is imported (shared/prompt-import.ts unwraps the fence).
 */
function markdownSection(title: string, meta: [string, string | number | null][], content: string): string {
  const lines = meta.filter(([, value]) => value !== null && value !== '').map(([key, value]) => `${key}: ${value}`);
  const longestInside = Math.max(0, ...[...content.matchAll(/^\s*(`{3,})/gm)].map((match) => match[1].length));
  const fence = '`'.repeat(Math.max(3, longestInside + 1));
  return `## ${title}\n${lines.join('\n')}\n\n${fence}prompt\n${content}\n${fence}\n`;
}

function toMarkdown({ prompts, savedPrompts }: MyPrompts, language: Language, now: Date): string {
  // Not a `#` heading: the import would read it as the category of the sections below.
  const sections = [`**${translate('export.heading', language, { date: now.toISOString().slice(0, 10) })}**\n`];
  for (const prompt of prompts) {
    sections.push(markdownSection(prompt.title, [['Category', prompt.category], ['Language', prompt.language]], prompt.content));
    for (const version of prompt.earlierVersions) {
      sections.push(
        markdownSection(
          translate('export.versionTitle', language, { title: version.title, version: version.version }),
          [['Source', 'version'], ['Category', version.category], ['Language', prompt.language]],
          version.content,
        ),
      );
    }
  }
  for (const saved of savedPrompts) {
    sections.push(
      markdownSection(
        saved.title,
        [['Source', 'saved'], ['Category', saved.category], ['Language', saved.language]],
        saved.content ?? translate('export.lockedContent', language),
      ),
    );
  }
  return sections.join('\n');
}

/** The user's prompts as a file in `format`: what `GET /api/my-prompts/export` downloads. */
export async function exportMyPrompts(user: { id: number } & Reader, format: string, now = new Date()): Promise<ExportFile> {
  const parsed = exportFormatInput.safeParse(format);
  if (!parsed.success) throw ValidationError.forField('format', 'validation.exportFormat');
  const data = await readMyPrompts(user);
  const content =
    parsed.data === 'json'
      ? JSON.stringify({ format: 'promptario-my-prompts', version: myPromptsExportVersion, exportedAt: now.toISOString(), ...data }, null, 2)
      : parsed.data === 'csv'
        ? toCsv(data)
        : toMarkdown(data, user.language, now);
  return { fileName: `promptario-my-prompts-${now.toISOString().slice(0, 10)}.${parsed.data}`, contentType: contentTypes[parsed.data], content };
}
