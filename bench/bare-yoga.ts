/**
 * The baseline of bench/run.ts: graphql-yoga with a trivial schema and its defaults, on Node's
 * HTTP server, nothing else. Promptario's numbers are read as a ratio to this one's, measured in the
 * same run on the same machine, so the ratio survives a noisy or slower machine better than req/s.
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } }),
  logging: false,
  graphiql: false,
});

// Loopback only: nothing outside this machine needs to reach a benchmark target.
createServer(yoga).listen(Number(process.env.PORT), '127.0.0.1');
