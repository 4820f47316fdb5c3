import type { Prisma } from '../generated/prisma/client.ts';
import type { Plan } from './plans.ts';

/**
 * Who may read what in the library (DECISIONS.md, plans). The server applies these rules to every
 * path that returns a prompt: a locked prompt is a teaser whose content is never sent.
 */
export type LockReason = 'PREMIUM' | 'PLAN_LIMIT';

export interface PromptAccessFacts {
  isPremium: boolean;
  ownerId: number | null;
  /** The prompt's position inside each of its categories (per language). */
  categories: { position: number }[];
}

export function promptLockReason(prompt: PromptAccessFacts, plan: Plan): LockReason | null {
  // A user's own prompt is always theirs to read; others' prompts are never listed at all.
  if (prompt.ownerId !== null) return null;
  if (prompt.isPremium && !plan.premiumPrompts) return 'PREMIUM';
  const limit = plan.libraryPromptsPerCategory;
  if (limit !== null && !prompt.categories.some((category) => category.position < limit)) return 'PLAN_LIMIT';
  return null;
}

/** The prompts a viewer may see listed: the shared library and their own. */
export function visiblePromptsWhere(viewerId: number | null): Prisma.PromptWhereInput {
  return viewerId === null ? { ownerId: null } : { OR: [{ ownerId: null }, { ownerId: viewerId }] };
}

/** Library order: the reader's language first, then the order the prompts were added in. */
export function libraryOrder(language: 'es' | 'en'): Prisma.PromptOrderByWithRelationInput[] {
  // The Language enum is declared es, en: ascending puts Spanish first.
  return [{ language: language === 'es' ? 'asc' : 'desc' }, { id: 'asc' }];
}
