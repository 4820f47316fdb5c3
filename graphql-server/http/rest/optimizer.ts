import { globalIdFrom } from '../../schema/ids.ts';
import { errorSelection, loginRequired, pageInfoSelection, type Connection, type RestRoute } from './adapter.ts';

// The brief's REST paths (docs/behaviour.md): the optimizer, the complexity analysis, the history record, the dashboard and the
// subscription read, as thin adapters over the GraphQL schema.

export const pageOptionNames = ['taskType', 'sector', 'channel', 'detailLevel', 'audience', 'customTone'] as const;

/** The dialog sends platform and tone; the page sends its six selects. */
export function optimizeVariables(body: Record<string, unknown>) {
  const pick = (names: readonly string[]) => Object.fromEntries(names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
  const fromDialog = body.platform !== undefined || body.tone !== undefined;
  return {
    input: {
      originalContent: body.originalContent,
      ...(fromDialog ? { dialogOptions: pick(['platform', 'tone']) } : { pageOptions: pick(pageOptionNames) }),
    },
  };
}

const optimizationFields = `databaseId originalContent optimizedContent engine createdAt`;

interface OptimizationResult {
  databaseId: number;
  [field: string]: unknown;
}

const restOptimization = ({ databaseId, ...optimization }: OptimizationResult) => ({ id: databaseId, ...optimization });

interface ActivityResult {
  kind: 'optimization' | 'saved';
  databaseId: number;
  title: string;
  createdAt: string;
  targetDatabaseId: number;
}

export const optimizerRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/optimize',
    operation: `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { ${errorSelection} ... on LimitReachedError { limit } ... on RateLimitedError { retryAfterSeconds } ... on EngineFailedError { reason } ... on MutationOptimizePromptSuccess { data { engine optimizationsLeft optimization { ${optimizationFields} } } } } }`,
    field: 'optimizePrompt',
    variables: ({ body }) => optimizeVariables(body),
    respond: (payload: { engine: string; optimizationsLeft: number | null; optimization: OptimizationResult }) => ({
      optimizedContent: payload.optimization.optimizedContent,
      engine: payload.engine,
      optimizationId: payload.optimization.databaseId,
      optimizationsLeft: payload.optimizationsLeft,
    }),
  },
  {
    method: 'POST',
    path: '/api/analyze-complexity',
    operation: `mutation ($input: AnalyzePromptComplexityInput!) { analyzePromptComplexity(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on EngineFailedError { reason } ... on MutationAnalyzePromptComplexitySuccess { data { score explanation strengths weaknesses suggestions engine } } } }`,
    field: 'analyzePromptComplexity',
    // isOptimized (sent by the original client's result card) changes nothing: a prompt is scored on its text,
    // and an optimized one against the request it came from when `original` is sent, as in GraphQL.
    variables: ({ body }) => ({ input: { content: body.promptContent, ...(body.original === undefined ? {} : { original: body.original }) } }),
    respond: (analysis: unknown) => analysis,
  },
  {
    method: 'GET',
    path: '/api/optimization-history',
    matches: (query) => query.has('id'),
    operation: `query ($id: ID!) { viewer { optimization(id: $id) { ${optimizationFields} } } }`,
    field: 'viewer',
    variables: ({ query }) => ({ id: String(globalIdFrom('Optimization', query.get('id') ?? '')) }),
    respond: (viewer: { optimization: OptimizationResult | null }) => (viewer.optimization ? [restOptimization(viewer.optimization)] : []),
    whenNull: loginRequired,
  },
  {
    method: 'GET',
    path: '/api/optimization-history',
    operation: `query ($first: Int!, $after: String, $q: String) { viewer { optimizations(first: $first, after: $after, query: $q) { ${pageInfoSelection} edges { node { ${optimizationFields} } } } } }`,
    field: 'viewer',
    variables: ({ query }) => ({ q: query.get('q') }),
    list: { cursors: 'id', connection: (viewer: { optimizations: Connection<OptimizationResult> }) => viewer.optimizations },
    respond: (optimizations: OptimizationResult[]) => optimizations.map(restOptimization),
    whenNull: loginRequired,
  },
  {
    method: 'GET',
    path: '/api/dashboard-stats',
    operation: `query { viewer { savedPromptsCount subscription { optimizationsLeft } dashboard { ideasGeneratedToday optimizationsCount availablePromptsCount lastOptimization { databaseId title createdAt } recentActivity { kind databaseId title createdAt targetDatabaseId } } } }`,
    field: 'viewer',
    respond: (viewer: {
      savedPromptsCount: number;
      subscription: { optimizationsLeft: number | null };
      dashboard: {
        ideasGeneratedToday: number;
        optimizationsCount: number;
        availablePromptsCount: number;
        lastOptimization: { databaseId: number; title: string; createdAt: string } | null;
        recentActivity: ActivityResult[];
      };
    }) => {
      const { dashboard } = viewer;
      const last = dashboard.lastOptimization;
      return {
        ideasGeneratedToday: dashboard.ideasGeneratedToday,
        lastOptimizedPrompt: last ? { id: last.databaseId, title: last.title, createdAt: last.createdAt } : null,
        // The REST contract names the 'Prompts Disponibles' figure premiumPromptsCount: the library prompts this plan reads in full.
        premiumPromptsCount: dashboard.availablePromptsCount,
        optimizationsCount: dashboard.optimizationsCount,
        savedPromptsCount: viewer.savedPromptsCount,
        optimizationsLeft: viewer.subscription.optimizationsLeft,
        recentActivity: dashboard.recentActivity.map((item) => ({
          type: item.kind,
          id: item.databaseId,
          title: item.title,
          createdAt: item.createdAt,
          targetId: item.targetDatabaseId,
        })),
      };
    },
    whenNull: loginRequired,
  },
  {
    method: 'GET',
    path: '/api/subscription',
    operation: `query { viewer { subscription { isPremium fromTeam optimizationsLeft planType premiumExpiresAt status cancelAtPeriodEnd trialAvailable purchasablePlans } } }`,
    field: 'viewer',
    respond: (viewer: { subscription: unknown }) => viewer.subscription,
    whenNull: loginRequired,
  },
];
