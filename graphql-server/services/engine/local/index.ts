import type { PromptEngine } from '../types.ts';

/**
 * Placeholder so the engine selection compiles while the local engine is written on its own
 * branch; that branch's file replaces this one when they are merged.
 */
export function createLocalEngine(): PromptEngine {
  throw new Error('The local prompt engine is not merged yet');
}
