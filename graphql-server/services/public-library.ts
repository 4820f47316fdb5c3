import type { Language } from '../../shared/languages.ts';
import { prisma } from '../db/client.ts';
import { publicLibraryRows } from './library-cache.ts';
import { plans } from './plans.ts';
import { promptLockReason, type LockReason } from './prompt-access.ts';

/**
 * The library as the open web sees it (docs/behaviour.md, The library on the open web): what a
 * free account reads in the prompt's own language, and nothing more. A locked prompt (Premium, or
 * past the free plan's first few of its category) is kept here without its content, so no page
 * built from this model can carry it.
 */

export interface PublicCategory {
  id: number;
  slug: string;
  name: Record<Language, string>;
}

export interface PublicPrompt {
  id: number;
  title: string;
  language: Language;
  isPremium: boolean;
  /** Null when a free account cannot read it (lockReason says why): the content is never loaded into this model then. */
  content: string | null;
  lockReason: LockReason | null;
  /** The category its address names: the first of its categories, as the API's `categoryId`. */
  categoryId: number;
  updatedAt: Date;
}

export interface PublicLibrary {
  categories: PublicCategory[];
  categoryBySlug: ReadonlyMap<string, PublicCategory>;
  promptById: ReadonlyMap<number, PublicPrompt>;
  /** A category's prompts in one language, as a free reader's category page orders them: readable first, then by position. */
  list(categoryId: number, language: Language): PublicPrompt[];
}

/** Prompts per category page. */
export const publicPageSize = 12;

/** The whole public library, cached per library version: a page costs the one statement that reads the version. */
export async function publicLibrary(): Promise<PublicLibrary> {
  const [library] = await publicLibraryRows('public-library', async () => [await loadPublicLibrary()]);
  return library;
}

async function loadPublicLibrary(): Promise<PublicLibrary> {
  const [categoryRows, promptRows] = await Promise.all([
    prisma.category.findMany({ orderBy: { id: 'asc' } }),
    // Content is selected for every library prompt, and dropped below for the ones a free account cannot read.
    prisma.prompt.findMany({
      where: { ownerId: null },
      select: {
        id: true,
        title: true,
        content: true,
        language: true,
        isPremium: true,
        updatedAt: true,
        categories: { select: { categoryId: true, position: true }, orderBy: { categoryId: 'asc' } },
      },
      orderBy: { id: 'asc' },
    }),
  ]);
  const categories = categoryRows.map((row) => ({ id: row.id, slug: row.slug, name: { es: row.name, en: row.nameEn || row.name } }));
  const promptById = new Map<number, PublicPrompt>();
  const lists = new Map<string, { prompt: PublicPrompt; position: number }[]>();
  for (const row of promptRows) {
    if (row.categories.length === 0) continue;
    const lockReason = promptLockReason({ ...row, ownerId: null }, { plan: plans.free, language: row.language });
    const prompt: PublicPrompt = {
      id: row.id,
      title: row.title,
      language: row.language,
      isPremium: row.isPremium,
      content: lockReason === null ? row.content : null,
      lockReason,
      categoryId: row.categories[0].categoryId,
      updatedAt: row.updatedAt,
    };
    promptById.set(prompt.id, prompt);
    for (const link of row.categories) {
      const key = `${link.categoryId}:${row.language}`;
      lists.set(key, [...(lists.get(key) ?? []), { prompt, position: link.position }]);
    }
  }
  const ordered = new Map(
    [...lists].map(([key, entries]) => [
      key,
      entries
        .sort((a, b) => Number(a.prompt.lockReason !== null) - Number(b.prompt.lockReason !== null) || a.position - b.position || a.prompt.id - b.prompt.id)
        .map((entry) => entry.prompt),
    ]),
  );
  return {
    categories,
    categoryBySlug: new Map(categories.map((category) => [category.slug, category])),
    promptById,
    list: (categoryId, language) => ordered.get(`${categoryId}:${language}`) ?? [],
  };
}

/** The readable part of a title in an address: lower case, no accents, words joined by hyphens. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'prompt';
}

/** /es/prompts: the public library's index in one language. */
export const publicLibraryPath = (language: Language) => `/${language}/prompts`;

/** /es/prompts/marketing, and ?page=2 onwards. */
export const publicCategoryPath = (language: Language, slug: string, page = 1) =>
  `/${language}/prompts/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;

/** /es/prompts/marketing/buyer-persona-detallado-para-tu-negocio-123: the id decides, the rest is for readers. */
export const publicPromptPath = (prompt: Pick<PublicPrompt, 'id' | 'title' | 'language'>, categorySlug: string) =>
  `/${prompt.language}/prompts/${encodeURIComponent(categorySlug)}/${titleSlug(prompt.title)}-${prompt.id}`;

/** The prompt id at the end of a prompt page's last path segment; null when there is none. */
export function promptIdFromSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(segment);
  return match ? Number(match[1]) : null;
}
