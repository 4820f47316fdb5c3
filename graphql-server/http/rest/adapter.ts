import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../../context.ts';
import { translate } from '../../i18n/messages.ts';
import { appErrorBody, appErrorOf, jsonResponse, statusByErrorType, type ErrorBody } from '../errors.ts';

/**
 * REST paths of SPEC.md §7 are thin adapters over the GraphQL schema: each runs one operation with
 * the same context (session, scopes, validation, errors) and reshapes the result.
 */
export interface RestRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/api/user-categories/:id`. */
  path: string;
  /** One GraphQL operation; its top-level `field` holds the result. */
  operation: string;
  field: string;
  variables?: (request: RestRequest) => Record<string, unknown>;
  /**
   * Shapes the field's value (for typed-error unions, the success's `data`) into the REST body.
   * A method signature, so each route can name the shape its own operation selects.
   */
  respond(value: unknown, request: RestRequest): unknown;
  /** Status when the field is null (e.g. 401 for the current user when logged out). */
  whenNull?: { status: number; body: (context: Context) => ErrorBody };
  status?: number;
}

/** Selections to add to a union field so the adapter can tell failures from success. */
export const plainErrorSelection = `__typename ... on Error { code message }`;
export const errorSelection = `${plainErrorSelection} ... on ValidationError { fieldErrors { field message } }`;
export const conflictSelection = `... on ConflictError { field }`;

interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  paramNames: string[];
  document: DocumentNode;
}

export class RestRouter {
  private readonly routes: CompiledRoute[];

  constructor(
    private readonly schema: GraphQLSchema,
    routes: RestRoute[],
  ) {
    this.routes = routes.map((route) => {
      const document = parse(route.operation);
      const problems = validate(schema, document);
      if (problems.length > 0) throw new Error(`REST ${route.method} ${route.path}: ${problems[0].message}`);
      const paramNames: string[] = [];
      const pattern = new RegExp(
        `^${route.path.replace(/:(\w+)/g, (_match, name: string) => {
          paramNames.push(name);
          return '([^/]+)';
        })}/?$`,
      );
      return { ...route, document, pattern, paramNames };
    });
  }

  /** The routes for a path: none means 404, routes with other methods mean 405. */
  match(method: string, pathname: string): { route: CompiledRoute; params: Record<string, string> } | 'not-found' | 'wrong-method' {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1]);
      });
      return { route, params };
    }
    return pathMatched ? 'wrong-method' : 'not-found';
  }

  async run(route: CompiledRoute, request: RestRequest, context: Context): Promise<Response> {
    const result = await execute({
      schema: this.schema,
      document: route.document,
      contextValue: context,
      variableValues: route.variables?.(request) ?? {},
    });
    if (result.errors?.length) {
      const error = result.errors[0];
      // No data at all: the variables did not fit the operation (the payload has the wrong shape).
      if (!('data' in result) || result.data === undefined) {
        return jsonResponse({ message: translate('http.invalidRequest', context.language), code: 'BAD_REQUEST' }, 400);
      }
      const appError = appErrorOf(error);
      if (appError) return jsonResponse(appErrorBody(appError, context.language), statusByErrorType[appError.constructor.name] ?? 400);
      if (!error.originalError) {
        // Variable coercion: the payload does not have the documented shape.
        return jsonResponse({ message: translate('http.invalidRequest', context.language), code: 'BAD_REQUEST' }, 400);
      }
      throw error.originalError;
    }
    const value = (result.data as Record<string, { __typename?: unknown; data?: unknown } | null | undefined>)[route.field];
    if (value === null || value === undefined) {
      if (route.whenNull) return jsonResponse(route.whenNull.body(context), route.whenNull.status);
      return jsonResponse(route.respond(value, request), route.status ?? 200);
    }
    const typename = value.__typename;
    if (typeof typename === 'string' && typename in statusByErrorType) {
      const { __typename: _typename, ...body } = value;
      // A 429 says when to try again (RFC 9110), for clients that back off by the header.
      const retryAfter = 'retryAfterSeconds' in body ? { 'retry-after': String(body.retryAfterSeconds) } : undefined;
      return jsonResponse(body, statusByErrorType[typename], retryAfter);
    }
    const data = typeof typename === 'string' && typename.endsWith('Success') ? value.data : value;
    return jsonResponse(route.respond(data, request), route.status ?? 200);
  }
}
