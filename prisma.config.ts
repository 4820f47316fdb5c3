import path from 'node:path';
import { defineConfig } from 'prisma/config';

// `prisma generate` works offline with the bundled wasm, but insists that a schema engine binary
// path exists; migrations run through graphql-server/db/migrations.ts, not the native engine.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve('package.json');

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
});
