import { createLocalEngine } from './local/index.ts';
import { createOpenAiEngine, type OpenAiEngineConfig } from './openai/index.ts';
import type { PromptEngine } from './types.ts';

/** Which engine answers, and its settings (read from the environment by config.ts). */
export type EngineConfig = { name: 'local' } | ({ name: 'openai' } & OpenAiEngineConfig);

export function createPromptEngine(config: EngineConfig): PromptEngine {
  return config.name === 'openai' ? createOpenAiEngine(config) : createLocalEngine();
}
