import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { languages, type Language } from '../../shared/languages.ts';
import { prisma } from '../db/client.ts';

const seedFile = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.object({ es: z.string().min(1), en: z.string().min(1) }),
  prompts: z.array(
    z.object({
      key: z.string().min(1),
      language: z.enum(languages),
      title: z.string().min(1),
      content: z.string().min(1),
      isPremium: z.boolean(),
    }),
  ),
});

// Loading hundreds of prompts can outlast Prisma's 5 s default on a busy machine.
const longTransaction = { maxWait: 30_000, timeout: 120_000 };

const defaultLibraryDir = path.resolve(import.meta.dirname, '../../prisma/seed/library');

/**
 * Loads the shipped library. Idempotent: categories and prompts are matched by slug and seed key, so a
 * restart never duplicates a prompt, and an existing prompt (even one an admin edited) is never
 * overwritten. Returns how many prompts were added.
 */
export async function seedLibrary(dir = defaultLibraryDir): Promise<{ categoriesAdded: number; promptsAdded: number }> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const categories = await Promise.all(
    files.map(async (name) => seedFile.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8')))),
  );
  const existingKeys = new Set(
    (await prisma.prompt.findMany({ where: { seedKey: { not: null } }, select: { seedKey: true } })).map((p) => p.seedKey),
  );
  const existingSlugs = new Set((await prisma.category.findMany({ select: { slug: true } })).map((c) => c.slug));
  const missingCategories = categories.filter((category) => !existingSlugs.has(category.slug));
  const missingPrompts = categories.flatMap((category) =>
    category.prompts.filter((prompt) => !existingKeys.has(prompt.key)).map((prompt) => ({ category, prompt })),
  );
  if (missingCategories.length === 0 && missingPrompts.length === 0) return { categoriesAdded: 0, promptsAdded: 0 };

  await prisma.$transaction(async (tx) => {
    await tx.category.createMany({
      data: missingCategories.map((category) => ({ slug: category.slug, name: category.name.es, nameEn: category.name.en })),
      skipDuplicates: true,
    });
    const categoryIds = new Map(
      (await tx.category.findMany({ select: { id: true, slug: true } })).map((category) => [category.slug, category.id]),
    );
    const created = await tx.prompt.createManyAndReturn({
      data: missingPrompts.map(({ prompt }) => ({
        seedKey: prompt.key,
        language: prompt.language,
        title: prompt.title,
        content: prompt.content,
        isPremium: prompt.isPremium,
      })),
      select: { id: true, seedKey: true },
    });
    const idByKey = new Map(created.map((prompt) => [prompt.seedKey, prompt.id]));
    // Position = place among the category's prompts of the same language, in file order.
    const links = categories.flatMap((category) => {
      const positions = new Map<Language, number>();
      return category.prompts.flatMap((prompt) => {
        const position = positions.get(prompt.language) ?? 0;
        positions.set(prompt.language, position + 1);
        const promptId = idByKey.get(prompt.key);
        return promptId === undefined ? [] : [{ promptId, categoryId: categoryIds.get(category.slug)!, position }];
      });
    });
    await tx.promptCategory.createMany({ data: links, skipDuplicates: true });
  }, longTransaction);
  return { categoriesAdded: missingCategories.length, promptsAdded: missingPrompts.length };
}
