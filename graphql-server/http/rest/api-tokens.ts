import { globalIdFrom } from '../../schema/ids.ts';
import { errorSelection, loginRequired, type RestRoute } from './adapter.ts';

// Personal API tokens (docs/behaviour.md, API tokens and MCP): session only, like their GraphQL fields.

const tokenFields = `databaseId name scopes createdAt lastUsedAt`;

interface TokenResult {
  databaseId: number;
  name: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

const restToken = ({ databaseId, ...token }: TokenResult) => ({ id: databaseId, ...token });

export const apiTokenRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/tokens',
    operation: `query { viewer { apiTokens { ${tokenFields} } } }`,
    field: 'viewer',
    respond: (viewer: { apiTokens: TokenResult[] }) => viewer.apiTokens.map(restToken),
    whenNull: loginRequired,
  },
  {
    method: 'POST',
    path: '/api/tokens',
    operation: `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { ${errorSelection} ... on LimitReachedError { limit } ... on MutationCreateApiTokenSuccess { data { secret token { ${tokenFields} } } } } }`,
    field: 'createApiToken',
    variables: ({ body }) => ({ input: { name: body.name ?? '', scopes: body.scopes ?? [] } }),
    // The only answer that carries the secret.
    respond: ({ secret, token }: { secret: string; token: TokenResult }) => ({ id: token.databaseId, token: secret, name: token.name, scopes: token.scopes, createdAt: token.createdAt }),
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/tokens/:id',
    operation: `mutation ($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { ${errorSelection} ... on MutationRevokeApiTokenSuccess { data } } }`,
    field: 'revokeApiToken',
    variables: ({ params }) => ({ input: { id: globalIdFrom('ApiToken', params.id) } }),
    respond: () => null,
    status: 204,
  },
];
