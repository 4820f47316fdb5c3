import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import { createYoga, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { languageFromAcceptLanguage, translate, type MessageKey } from '../i18n/messages.ts';
import { isValidCursor } from '../schema/ids.ts';
import { appErrorOf, badGraphQLRequest } from './errors.ts';
import { useGraphQLLimits } from './graphql-limits.ts';

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
          if (!('errors' in result) || !result.errors?.some((error) => appErrorOf(error))) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              const expected = appErrorOf(error);
              if (!expected) return error;
              return new GraphQLError(translate(expected.messageKey, context.language, expected.values), {
                nodes: error.nodes,
                path: error.path,
                extensions: { code: expected.code },
              });
            }),
          });
        },
      };
    },
  };
}

/** Whether a query-string parameter, when present, is a JSON object (GraphQL over HTTP's `variables` and `extensions`). */
function isJsonObjectOrAbsent(value: string | null): boolean {
  if (value === null) return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Malformed `variables` or `extensions` in a GET are the client's mistake: 400 with a translated message. */
function useQueryStringParams(): Plugin<object, YogaServerContext> {
  return {
    onRequestParse({ request, url }) {
      if (request.method !== 'GET') return;
      const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
      if (!isJsonObjectOrAbsent(url.searchParams.get('variables'))) throw badGraphQLRequest('http.invalidVariables', language);
      if (!isJsonObjectOrAbsent(url.searchParams.get('extensions'))) throw badGraphQLRequest('http.invalidExtensions', language);
    },
  };
}

/**
 * Connection arguments are checked before execution, because plugin-prisma decodes a nested
 * connection's cursor while loading its parent: a cursor this API never handed out, or a negative
 * page size, is a VALIDATION_FAILED error instead of a failure deep in a resolver or the database.
 */
function pageArgumentProblem(document: DocumentNode, variables: Record<string, unknown>): MessageKey | null {
  let problem: MessageKey | null = null;
  const valueOf = (node: ValueNode): unknown =>
    node.kind === Kind.VARIABLE ? variables[node.name.value] : node.kind === Kind.STRING || node.kind === Kind.INT ? node.value : null;
  visit(document, {
    Argument(node) {
      const value = valueOf(node.value);
      const name = node.name.value;
      if ((name === 'after' || name === 'before') && typeof value === 'string' && !isValidCursor(value)) problem = 'validation.invalidCursor';
      if ((name === 'first' || name === 'last') && value !== null && Number(value) < 0) problem ??= 'validation.invalidPageSize';
    },
  });
  return problem;
}

function usePageArguments(): Plugin<object, YogaServerContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = pageArgumentProblem(args.document, (args.variableValues ?? {}) as Record<string, unknown>);
      if (!problem) return;
      const context = args.contextValue as unknown as Context;
      setResultAndStopExecution({
        errors: [new GraphQLError(translate(problem, context.language), { extensions: { code: 'VALIDATION_FAILED' } })],
      });
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
    plugins: [
      useParsedBody(),
      useQueryStringParams(),
      useSessionCookies(),
      usePageArguments(),
      useExpectedErrors(),
      useGraphQLLimits(),
    ],
  });
}
