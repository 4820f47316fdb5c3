/**
 * Vitest globalSetup of the server tests: migrates the one database of the run that every test
 * file copies (see ./database.ts), and drops it after the run.
 */
import type { TestProject } from 'vitest/node';
import { createMigratedSource } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** createTestDatabase()'s source. */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const migrated = await createMigratedSource();
  project.provide('migratedDatabase', migrated.source);
  return () => migrated.drop();
}
