// Placeholder until the local engine lands (engine-local branch): a fixed rewrite so the API can be exercised.
import type { PromptEngine } from '../types.ts';
export function createLocalEngine(): PromptEngine {
  return {
    name: 'local',
    async optimize(request, options) {
      options?.onImprovedPromptText?.('Actúa como');
      return { engine: 'local', promptLanguage: 'es', improvedPrompt: `Actúa como experto. ${request.originalContent}`, explanation: 'Añadí un rol.', suggestions: ['Di cuántas ideas quieres.'] };
    },
    async analyze(request) {
      return { engine: 'local', score: Math.min(10, request.content.length / 20), explanation: 'x', strengths: [], weaknesses: [], suggestions: [] };
    },
  };
}
