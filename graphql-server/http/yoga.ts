import { getOperationAST, GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import { createYoga, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { isValidCursor } from '../schema/ids.ts';
import { appErrorOf, badGraphQLRequest } from './errors.ts';
import { useGraphQLLimits } from './graphql-limits.ts';

export interface YogaServerContext {
  /** The Context built by the HTTP layer for this request (session, viewer, language). */
  appContext: Context;
  /** The JSON body the HTTP layer already read and parsed; Yoga uses it instead of reading the body again. */
  parsedBody?: unknown;
}

/** POST bodies are read and parsed once, by the HTTP layer: Yoga takes the parsed value (useRequestParams checks its shape). */
function useParsedBody(): Plugin<object, YogaServerContext> {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== 'POST' || serverContext.parsedBody === undefined) return;
      const body = serverContext.parsedBody as GraphQLParams;
      setRequestParser(() => body);
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

const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query-string parameter as JSON, or as the text it is when that is not JSON. */
function parsedParam(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * What is wrong with a request's GraphQL-over-HTTP parameters, if anything: the same rules for a GET's
 * query string and a POST's JSON body. Yoga would answer these in English; the reader gets their language.
 */
function requestParamsProblem(params: Partial<Record<'query' | 'variables' | 'extensions' | 'operationName', unknown>>): MessageKey | null {
  if (typeof params.query !== 'string' || params.query.trim() === '') return 'http.missingQuery';
  if (params.variables != null && !isJsonObject(params.variables)) return 'http.invalidVariables';
  if (params.extensions != null && !isJsonObject(params.extensions)) return 'http.invalidExtensions';
  if (params.operationName != null && typeof params.operationName !== 'string') return 'http.invalidOperationName';
  return null;
}

/** Malformed GraphQL-over-HTTP parameters are the client's mistake: 400 with a translated message. */
function useRequestParams(): Plugin<object, YogaServerContext> {
  return {
    onRequestParse({ request, url, serverContext }) {
      const language = serverContext.appContext.language;
      let problem: MessageKey | null;
      if (request.method === 'GET') {
        const param = (name: string) => parsedParam(url.searchParams.get(name));
        problem = requestParamsProblem({
          query: url.searchParams.get('query'),
          variables: param('variables'),
          extensions: param('extensions'),
          operationName: url.searchParams.get('operationName'),
        });
      } else {
        const body = serverContext.parsedBody;
        // No body and no JSON Content-Type: Yoga's 415, which the HTTP layer translates.
        if (body === undefined && !/json/i.test(request.headers.get('content-type') ?? '')) return;
        if (Array.isArray(body)) problem = 'http.batchingNotSupported';
        else problem = isJsonObject(body) ? requestParamsProblem(body as Record<string, unknown>) : 'http.missingQuery';
      }
      if (problem) throw badGraphQLRequest(problem, language);
    },
  };
}

/**
 * A subscription has side effects (the optimizer's spends a credit and writes the history), and a
 * GET carries the Lax session cookie on any site's top-level navigation without the Origin check
 * POST gets: like mutations (Yoga refuses those itself), subscriptions need POST. The HTTP layer
 * translates the 405.
 */
function useSubscriptionsNeedPost(): Plugin<object, YogaServerContext> {
  return {
    onParse() {
      return ({ result, context: { request, params } }) => {
        if (request?.method !== 'GET' || result instanceof Error) return;
        if (getOperationAST(result, params?.operationName)?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions need POST', { extensions: { code: 'BAD_REQUEST', http: { status: 405, headers: { allow: 'POST' } } } });
      };
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
      useRequestParams(),
      useSubscriptionsNeedPost(),
      useSessionCookies(),
      usePageArguments(),
      useExpectedErrors(),
      useGraphQLLimits(),
    ],
  });
}
