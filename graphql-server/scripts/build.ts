/**
 * `npm run build:server`: bundles the server into dist/server/main.js with esbuild, so `npm start`
 * runs one JavaScript file instead of transpiling every file with tsx and resolving hundreds of
 * modules at each start (measured by `npm run bench`, "Server start-up").
 *
 * Our code, the generated Prisma client and most packages go into the bundle. Packages that load
 * their own .wasm or data files from their package folder stay external and are found in
 * node_modules at run time: PGlite (and its extensions) and Prisma's schema engine.
 *
 * dist/server/main.js sits two levels below the repository root, like graphql-server/<dir>/*.ts, so
 * the paths the server computes from import.meta.url (prisma/migrations, prisma/seed) stay right.
 */
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const outfile = path.join(repoRoot, 'dist/server/main.js');

const result = await build({
  entryPoints: [path.join(repoRoot, 'graphql-server/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@prisma/schema-engine-wasm',
    '@prisma/schema-engine-wasm/*',
    'pg-native', // pg's optional native binding, required only when asked for
  ],
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(`Built ${path.relative(repoRoot, outfile)} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
