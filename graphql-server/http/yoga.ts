import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { translate } from '../i18n/messages.ts';
import { AppError } from '../services/errors.ts';

export interface YogaServerContext {
  /** The Context built by the HTTP layer for this request (session, viewer, language). */
  appContext: Context;
  /** The JSON body the HTTP layer already read and parsed; Yoga uses it instead of reading the body again. */
  parsedBody?: unknown;
}

/** POST bodies are read and parsed once, by the HTTP layer: Yoga takes the parsed value. */
function useParsedBody(): Plugin<object, YogaServerContext> {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== 'POST' || serverContext.parsedBody === undefined) return;
      const body = serverContext.parsedBody;
      setRequestParser(() => {
        if (typeof body !== 'object' || body === null) {
          throw new GraphQLError('POST body is expected to be an object', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        }
        return body as GraphQLParams | GraphQLParams[];
      });
    },
  };
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
    // Unexpected errors reach clients as "Unexpected error." and are logged.
    maskedErrors: true,
    graphiql: options.development,
    landingPage: false,
    // The HTTP layer has read (and limited) the body already.
    maxRequestBodySize: false,
    // Cross-origin access is decided by the HTTP layer (same-origin, or CORS_ORIGINS), for REST too.
    cors: false,
    logging: options.development ? 'info' : 'warn',
    plugins: [useParsedBody(), useSessionCookies(), useExpectedErrors(), ...(options.development ? [] : [useNoIntrospection()])],
  });
}
