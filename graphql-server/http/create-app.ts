import { schema } from '../schema/index.ts';
import { createLocalEngine } from '../services/engine/local/index.ts';
import type { PromptEngine } from '../services/engine/types.ts';
import { createApp, type App } from './app.ts';
import { restRoutes } from './rest/index.ts';
import type { StaticSite } from './static-files.ts';

/** The whole HTTP application with the real schema and routes. */
export function createPromptarioApp(options: {
  sessionSecret: string;
  development: boolean;
  /** The AI engine; the embedded local one unless given. */
  engine?: PromptEngine;
  site?: StaticSite | null;
  corsOrigins?: string[];
  logRequest?: ((line: string) => void) | null;
}): Promise<App> {
  return createApp({
    schema,
    restRoutes,
    ...options,
    engine: options.engine ?? createLocalEngine(),
    site: options.site ?? null,
    corsOrigins: options.corsOrigins ?? [],
  });
}
