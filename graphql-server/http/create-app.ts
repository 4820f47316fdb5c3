import { schema } from '../schema/index.ts';
import { createApp, type App } from './app.ts';
import { restRoutes } from './rest/index.ts';
import type { StaticSite } from './static-files.ts';

/** The whole HTTP application with the real schema and routes. */
export function createPromptarioApp(options: {
  sessionSecret: string;
  development: boolean;
  site?: StaticSite | null;
  corsOrigins?: string[];
  logRequest?: ((line: string) => void) | null;
}): Promise<App> {
  return createApp({ schema, restRoutes, ...options, site: options.site ?? null, corsOrigins: options.corsOrigins ?? [] });
}
