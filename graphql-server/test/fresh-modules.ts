/**
 * Vitest setupFiles entry of the server unit tests. They run their files one after another in a
 * worker (isolate: false in vitest.config.ts): the libraries stay loaded, but each file gets the
 * project's own modules afresh, so no module state (caches, limits, the schema) carries over from
 * an earlier file.
 */
import SchemaBuilder from '@pothos/core';
import { vi } from 'vitest';

// The schema's own Pothos plugins register on the library's class, loaded once per worker, each
// time their module is evaluated: Pothos allows that for reloads.
SchemaBuilder.allowPluginReRegistration = true;
vi.resetModules();
