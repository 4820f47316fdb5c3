import { offsetToCursor } from '@pothos/plugin-relay';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../../context.ts';
import { translate } from '../../i18n/messages.ts';
import { maxOffset } from '../../schema/ids.ts';
import { AppError, ValidationError } from '../../services/errors.ts';
import { appErrorBody, appErrorOf, badRequest, httpStatusOf, jsonResponse, type ErrorBody } from '../errors.ts';

/**
 * REST paths of the brief (docs/behaviour.md) are thin adapters over the GraphQL schema: each runs one operation with
 * the same context (session, scopes, validation, errors) and reshapes the result.
 */
export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** The largest page of a REST list, as of the GraphQL connections. */
export const maxListSize = 100;

export interface Connection<Node> {
  edges: { node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Selection a list route's connection needs for paging. */
export const pageInfoSelection = `pageInfo { hasNextPage endCursor }`;

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/api/user-categories/:id`. */
  path: string;
  /** For two routes on one path: this one answers only the requests it matches (e.g. by a query parameter). */
  matches?: (query: URLSearchParams) => boolean;
  /** One GraphQL operation; its top-level `field` holds the result. */
  operation: string;
  field: string;
  variables?: (request: RestRequest) => Record<string, unknown>;
  /**
   * A list paged with `limit` and `offset`: the operation takes `$first: Int!, $after: String` for the
   * connection that `connection` finds in the field's value (the success's `data` for typed-error
   * unions), and `respond` receives the page's nodes. Offset cursors let the adapter jump to `offset`;
   * id cursors (plugin-prisma's) are followed page by page, which only the viewer's own lists use.
   */
  list?: { cursors: 'offset' | 'id'; defaultLimit?: number; connection(value: unknown): Connection<unknown> };
  /**
   * Shapes the field's value (for typed-error unions, the success's `data`) into the REST body, or
   * answers with a Response of its own (a file download that is not JSON).
   * A method signature, so each route can name the shape its own operation selects.
   */
  respond(value: unknown, request: RestRequest): unknown;
  /** Status when the field is null (e.g. 401 for the current user when logged out). */
  whenNull?: { status: number; body: (context: Context) => ErrorBody };
  /** Success status; 204 answers with no body. */
  status?: number;
  /** Headers of a success (e.g. Content-Disposition for a download). */
  headers?: () => Record<string, string>;
}

/** Selections to add to a union field so the adapter can tell failures from success. */
export const plainErrorSelection = `__typename ... on Error { code message }`;
export const errorSelection = `${plainErrorSelection} ... on ValidationError { fieldErrors { field message } }`;
export const conflictSelection = `... on ConflictError { field }`;

/** A route whose field is null when logged out (e.g. `viewer`) answers 401. */
export const loginRequired: NonNullable<RestRoute['whenNull']> = {
  status: 401,
  body: (context) => ({ message: translate('error.authenticationRequired', context.language), code: 'UNAUTHENTICATED' }),
};

export interface CompiledRoute extends RestRoute {
  document: DocumentNode;
}

/** A whole number from a query parameter: the fallback when absent, null when malformed. */
function wholeNumber(value: string | null, fallback: number): number | null {
  if (value === null) return fallback;
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** `limit` (1 or more, at most maxListSize) and `offset` of a REST list; malformed ones are a validation error. */
export function pageOf(query: URLSearchParams, defaultLimit = maxListSize): { limit: number; offset: number } {
  const limit = wholeNumber(query.get('limit'), defaultLimit);
  if (limit === null || limit < 1) throw ValidationError.forField('limit', 'validation.invalidLimit');
  const offset = wholeNumber(query.get('offset'), 0);
  if (offset === null || offset > maxOffset) throw ValidationError.forField('offset', 'validation.invalidOffset', { max: maxOffset });
  return { limit: Math.min(limit, maxListSize), offset };
}

const appErrorResponse = (error: AppError, context: Context) =>
  jsonResponse(appErrorBody(error, context.language), httpStatusOf(error.code) ?? 400);

type FieldValue = { __typename?: unknown; code?: unknown; data?: unknown } | null | undefined;

/** A typed-error union's success carries its value in `data`; other fields are their value. */
const successData = (value: NonNullable<FieldValue>) =>
  typeof value.__typename === 'string' && value.__typename.endsWith('Success') ? value.data : value;

/** Runs the REST routes' operations; the HTTP app routes requests to them (app.ts). */
export class RestRouter {
  readonly routes: CompiledRoute[];

  /** Each route's operation is parsed and validated against the schema once, at start. */
  constructor(
    private readonly schema: GraphQLSchema,
    routes: RestRoute[],
  ) {
    this.routes = routes.map((route) => {
      const document = parse(route.operation);
      const problems = validate(schema, document);
      if (problems.length > 0) throw new Error(`REST ${route.method} ${route.path}: ${problems[0].message}`);
      return { ...route, document };
    });
  }

  /** `request.params` are percent-decoded already. */
  async run(route: CompiledRoute, request: RestRequest, context: Context): Promise<Response> {
    try {
      const variables = route.variables?.(request) ?? {};
      if (!route.list) return this.respond(route, request, context, await this.field(route, variables, context));
      return await this.runList(route, route.list, request, context, variables);
    } catch (error) {
      // Expected failures from the adapter's own parsing (ids, paging) are answered like the resolvers' ones.
      if (error instanceof AppError) return appErrorResponse(error, context);
      throw error;
    }
  }

  private async runList(
    route: CompiledRoute,
    list: NonNullable<RestRoute['list']>,
    request: RestRequest,
    context: Context,
    variables: Record<string, unknown>,
  ): Promise<Response> {
    const { limit, offset } = pageOf(request.query, list.defaultLimit);
    const offsetCursors = list.cursors === 'offset';
    // Offset cursors jump straight to the page; id cursors are followed from the start, skipping `offset` rows.
    let after = offsetCursors && offset > 0 ? offsetToCursor(offset - 1) : null;
    let toSkip = offsetCursors ? 0 : offset;
    const nodes: unknown[] = [];
    for (;;) {
      const first = offsetCursors ? limit : Math.min(maxListSize, toSkip + limit - nodes.length);
      const value = await this.field(route, { ...variables, first, after }, context);
      if (value instanceof Response || value === null || value === undefined || httpStatusOf(value.code) !== null) {
        return this.respond(route, request, context, value);
      }
      const connection = list.connection(successData(value));
      const pageNodes = connection.edges.map((edge) => edge.node);
      nodes.push(...pageNodes.slice(toSkip));
      toSkip = Math.max(0, toSkip - pageNodes.length);
      if (offsetCursors || nodes.length >= limit || !connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    return jsonResponse(route.respond(nodes.slice(0, limit), request), route.status ?? 200);
  }

  /** Runs the route's operation: its field's value, or the error response when it failed. */
  private async field(route: CompiledRoute, variables: Record<string, unknown>, context: Context): Promise<FieldValue | Response> {
    const result = await execute({ schema: this.schema, document: route.document, contextValue: context, variableValues: variables });
    if (result.errors?.length) {
      const error = result.errors[0];
      const appError = appErrorOf(error);
      if (appError) return appErrorResponse(appError, context);
      // No data, or an error graphql-js raised itself: the payload does not have the documented shape.
      if (!('data' in result) || result.data === undefined || !error.originalError) return badRequest('http.invalidRequest', context.language);
      throw error.originalError;
    }
    return (result.data as Record<string, FieldValue>)[route.field];
  }

  private respond(route: CompiledRoute, request: RestRequest, context: Context, value: FieldValue | Response): Response {
    if (value instanceof Response) return value;
    if (value === null || value === undefined) {
      if (route.whenNull) return jsonResponse(route.whenNull.body(context), route.whenNull.status);
      return jsonResponse(route.respond(value, request), route.status ?? 200);
    }
    // Typed errors select `code` (errorSelection): their status comes from it.
    const status = httpStatusOf(value.code);
    if (status !== null) {
      const { __typename: _typename, ...body } = value;
      // A 429 says when to try again (RFC 9110), for clients that back off by the header.
      const retryAfter = 'retryAfterSeconds' in body ? { 'retry-after': String(body.retryAfterSeconds) } : undefined;
      return jsonResponse(body, status, retryAfter);
    }
    const body = route.respond(successData(value), request);
    if (body instanceof Response) return body;
    return route.status === 204 ? new Response(null, { status: 204 }) : jsonResponse(body, route.status ?? 200, route.headers?.());
  }
}
