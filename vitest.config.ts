import os from 'node:os';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    fileParallelism: true,
    // One test file per core, not vitest's one less: the server tests spend much of their time
    // waiting on sockets, child processes and timers. Measured on 2 cores: 337 s against 602 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // graphql must be one module instance: Pothos loads its CommonJS build through Node, so
        // the server code has to get the same one instead of Vite's ESM pick.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['graphql-server/**/*.test.ts'],
          // One database migrated per run, copied for each test file on its first query (in-memory
          // PGlite, or TEST_POSTGRES_URL's server): see graphql-server/test/database.ts.
          globalSetup: ['graphql-server/test/global-setup.ts'],
          setupFiles: ['graphql-server/test/setup.ts'],
          // Opening PGlite takes seconds, more when test files run side by side on two cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), relay],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          // relay-test-utils' jest.fn, jsdom gaps, cleanup after each test.
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
