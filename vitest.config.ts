import os from 'node:os';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

// Server tests come in two projects, told apart by where they live. `unit`: no database (a query
// there throws "The database is not open"), beside the code they test. `integration`: a database
// per file, in graphql-server/test/, run once per supported database (see .ci/run).

// graphql must be one module instance: Pothos loads its CommonJS build through Node, so the server
// code has to get the same one instead of Vite's ESM pick.
const serverResolve = { resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] } };

export default defineConfig({
  test: {
    fileParallelism: true,
    // One test file per core, not vitest's one less: the server tests spend much of their time
    // waiting on sockets, child processes and timers. Measured on 2 cores: 337 s against 602 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        ...serverResolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['graphql-server/*.test.ts', 'graphql-server/!(test)/**/*.test.ts'],
          // Files run one after another in a worker, the libraries loaded once; fresh-modules.ts
          // gives each file the project's modules afresh. Measured on the shared 2 cores: 20 s of
          // CPU and 30 s wall before, 7 s and 10-12 s after.
          setupFiles: ['graphql-server/test/fresh-modules.ts'],
          isolate: false,
          // A few wait on a real socket for seconds (the openai engine's deadlines); a busy shared
          // machine makes the rest slow too.
          testTimeout: 30_000,
        },
      },
      {
        ...serverResolve,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['graphql-server/test/**/*.test.ts'],
          // One database migrated per run, copied for each test file on its first query (in-memory
          // PGlite, or TEST_POSTGRES_URL's server): see graphql-server/test/database.ts.
          globalSetup: ['graphql-server/test/global-setup.ts'],
          setupFiles: ['graphql-server/test/setup.ts'],
          // Files run one after another in a worker, the libraries (graphql, Pothos, Prisma, PGlite,
          // Hono, the SDKs) loaded once; setup.ts gives each file the project's modules afresh.
          // Measured on the shared 2 cores: a third less CPU.
          isolate: false,
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
          // One jsdom and one import of React, Relay and Fluent UI per worker instead of per file:
          // they were most of the project's time (import 309 s and environment 192 s of 397 s on the
          // shared 2 cores). Between files vitest still re-evaluates the project's own modules, so
          // vi.mock stays per file; setup.ts cleans the DOM and localStorage after each test.
          isolate: false,
          // vitest's 5 s: six component tests ran out of it on the shared machine (load average
          // 20-27), and the next tests of their files then failed on operations they left behind.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
