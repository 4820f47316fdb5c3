import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { translate } from '../i18n/messages.ts';
import { AppError } from '../services/errors.ts';
import { useGraphQLLimits } from './graphql-limits.ts';

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

/**
 * An expected failure thrown where no typed result catches it (e.g. a scope check on a query field)
 * reaches the client as an error in the reader's language with its code, instead of being masked.
 */
function useExpectedErrors(): Plugin<object, YogaServerContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as unknown as Context;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.some((error) => error.originalError instanceof AppError)) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              const original = error.originalError;
              if (!(original instanceof AppError)) return error;
              return new GraphQLError(translate(original.messageKey, context.language, original.values), {
                nodes: error.nodes,
                path: error.path,
                extensions: { code: original.code },
              });
            }),
          });
        },
      };
    },
  };
}

export function createGraphQLServer(schema: GraphQLSchema, options: { development: boolean }) {
  return createYoga<YogaServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ appContext }) => appContext,
    // Unexpected errors reach clients as "Unexpected error." and are logged.
    maskedErrors: true,
    graphiql: options.development,
    landingPage: false,
    logging: options.development ? 'info' : 'warn',
    plugins: [useSessionCookies(), useExpectedErrors(), useGraphQLLimits()],
  });
}
