import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';

export interface YogaServerContext {
  /** The Context built by the HTTP layer for this request (session, viewer, language). */
  appContext: Context;
}

/** Adds the session cookies the resolvers wrote to the GraphQL response. */
function useSessionCookies(): Plugin<object, YogaServerContext> {
  return {
    onResponse({ response, serverContext }) {
      for (const cookie of serverContext.appContext.setCookies) response.headers.append('set-cookie', cookie);
    },
  };
}

function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export function createGraphQLServer(schema: GraphQLSchema, options: { development: boolean }) {
  return createYoga<YogaServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ appContext }) => appContext,
    // Unexpected errors reach clients as "Unexpected error." and are logged by the HTTP layer.
    maskedErrors: true,
    graphiql: options.development,
    landingPage: false,
    logging: options.development ? 'info' : 'warn',
    plugins: [useSessionCookies(), ...(options.development ? [] : [useNoIntrospection()])],
  });
}
