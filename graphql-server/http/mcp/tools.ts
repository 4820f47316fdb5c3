import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { languages } from '../../../shared/languages.ts';
import { audiences, channels, customTones, detailLevels, dialogTones, platforms, sectors, taskTypes } from '../../../shared/optimizer-options.ts';
import { promptVariables } from '../../../shared/prompt-variables.ts';
import type { ApiTokenScopeName } from '../../../shared/rules.ts';
import type { Context } from '../../context.ts';
import { globalIdFrom } from '../../schema/ids.ts';
import { NotFoundError } from '../../services/errors.ts';
import { errorSelection } from '../rest/adapter.ts';
import { optimizeVariables, pageOptionNames } from '../rest/optimizer.ts';
import { compileOperation, runOperation, type Operation } from './operations.ts';

/**
 * The MCP tools (docs/behaviour.md, API tokens and MCP). Arguments are named as the REST payloads
 * name them; each tool runs the GraphQL field the web client uses (operations.ts).
 */

/** The most results search_prompts returns. */
const maxSearchResults = 20;
/** search_prompts reads this many ranked results before keeping those of the language and category asked for. */
const searchWindow = 100;

const promptFields = `databaseId title content language isPremium isLocked lockReason isSaved isOwn categories { databaseId name slug }`;

interface PromptResult {
  databaseId: number;
  title: string;
  content: string | null;
  language: string;
  isPremium: boolean;
  isLocked: boolean;
  lockReason: string | null;
  isSaved: boolean;
  isOwn: boolean;
  categories: { databaseId: number; name: string; slug: string }[];
}

/** A prompt as the tools answer it: numeric ids as REST has them; locked content is absent, with the reason. */
function toolPrompt(prompt: PromptResult) {
  const { databaseId, categories, content, ...rest } = prompt;
  return {
    id: databaseId,
    ...rest,
    categories: categories.map((category) => ({ id: category.databaseId, name: category.name, slug: category.slug })),
    ...(content === null ? {} : { content, variables: promptVariables(content).map((variable) => variable.name) }),
  };
}

const numericId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/, 'validation.invalidId')]);

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** The token scope the tool's field needs (schema/token-scopes.ts decides; shown to clients). */
  scope: ApiTokenScopeName;
  readOnly: boolean;
  input: z.ZodObject;
  run(args: never, context: Context): Promise<unknown>;
}

/** The tools bound to the schema, their operations compiled once. */
export function createTools(schema: GraphQLSchema): ToolDefinition[] {
  const op = (source: string, field: string): Operation => compileOperation(schema, source, field);
  const search = op(`query ($q: String!, $first: Int!) { search(query: $q) { ${errorSelection} ... on QuerySearchSuccess { data { prompts(first: $first) { edges { node { ${promptFields} } } } } } } }`, 'search');
  const node = op(`query ($id: ID!) { node(id: $id) { ... on Prompt { ${promptFields} } } }`, 'node');
  const categories = op(`query { categories { databaseId name slug } }`, 'categories');
  const mine = op(
    `query ($q: String) { viewer { savedPrompts(first: 100, query: $q) { edges { node { databaseId customCategory prompt { ${promptFields} } } } } createdPrompts(first: 100, query: $q) { edges { node { ${promptFields} } } } } }`,
    'viewer',
  );
  const save = op(`mutation ($input: SavePromptInput!) { savePrompt(input: $input) { ${errorSelection} ... on MutationSavePromptSuccess { data { databaseId customCategory prompt { ${promptFields} } } } } }`, 'savePrompt');
  const create = op(`mutation ($input: CreatePromptInput!) { createPrompt(input: $input) { ${errorSelection} ... on MutationCreatePromptSuccess { data { ${promptFields} } } } }`, 'createPrompt');
  const optimize = op(
    `mutation ($input: OptimizePromptInput!) { optimizePrompt(input: $input) { ${errorSelection} ... on MutationOptimizePromptSuccess { data { improvedPrompt explanation suggestions engine optimizationsLeft optimization { databaseId } } } } }`,
    'optimizePrompt',
  );
  const analyze = op(
    `mutation ($input: AnalyzePromptComplexityInput!) { analyzePromptComplexity(input: $input) { ${errorSelection} ... on MutationAnalyzePromptComplexitySuccess { data { score explanation strengths weaknesses suggestions engine } } } }`,
    'analyzePromptComplexity',
  );

  const tools = [
    {
      name: 'search_prompts',
      title: 'Search the prompt library',
      description:
        'Ranked full-text search (tolerant of accents and small typos) over the curated bilingual library and your own prompts. Optional `language` (es or en) and `category` (a slug from list_categories) narrow the results. Locked (Premium) prompts are listed without content.',
      scope: 'read',
      readOnly: true,
      input: z.strictObject({
        query: z.string().describe('What to look for, in Spanish or English.'),
        language: z.enum(languages).optional().describe('Only prompts written in this language.'),
        category: z.string().optional().describe('Only prompts of this category (its slug, as list_categories gives it).'),
        limit: z.number().int().min(1).max(maxSearchResults).optional().describe(`How many results (default 10, at most ${maxSearchResults}).`),
      }),
      run: async (args: { query: string; language?: string; category?: string; limit?: number }, context: Context) => {
        const found = await runOperation<{ prompts: { edges: { node: PromptResult }[] } }>(schema, search, context, { q: args.query, first: searchWindow });
        const prompts = found.prompts.edges
          .map((edge) => edge.node)
          .filter((prompt) => !args.language || prompt.language === args.language)
          .filter((prompt) => !args.category || prompt.categories.some((category) => category.slug === args.category))
          .slice(0, args.limit ?? 10);
        return { prompts: prompts.map(toolPrompt) };
      },
    },
    {
      name: 'get_prompt',
      title: 'Read one prompt',
      description: 'One prompt by its id (as search_prompts, list_my_prompts or the web app give it), with its content and {{variables}} when your plan can read it.',
      scope: 'read',
      readOnly: true,
      input: z.strictObject({ id: numericId.describe('The prompt id.') }),
      run: async (args: { id: number | string }, context: Context) => {
        const prompt = await runOperation<Partial<PromptResult> | null>(schema, node, context, { id: globalIdFrom('Prompt', args.id) });
        // Another user's prompt is hidden as a missing one is.
        if (prompt?.databaseId === undefined) throw new NotFoundError('error.promptNotFound');
        return toolPrompt(prompt as PromptResult);
      },
    },
    {
      name: 'list_categories',
      title: 'List the library categories',
      description: 'Every category of the library: the id create_prompt takes as categoryId, and the slug search_prompts takes as category.',
      scope: 'read',
      readOnly: true,
      input: z.strictObject({}),
      run: async (_args: unknown, context: Context) => {
        const list = await runOperation<{ databaseId: number; name: string; slug: string }[]>(schema, categories, context);
        return { categories: list.map(({ databaseId, ...category }) => ({ id: databaseId, ...category })) };
      },
    },
    {
      name: 'list_my_prompts',
      title: 'List my prompts',
      description: 'The prompts you saved from the library and the ones you wrote (newest first, up to 100 of each); `query` keeps those a search finds.',
      scope: 'read',
      readOnly: true,
      input: z.strictObject({ query: z.string().optional().describe('Optional search among your prompts.') }),
      run: async (args: { query?: string }, context: Context) => {
        const viewer = await runOperation<{
          savedPrompts: { edges: { node: { databaseId: number; customCategory: string | null; prompt: PromptResult } }[] };
          createdPrompts: { edges: { node: PromptResult }[] };
        }>(schema, mine, context, { q: args.query?.trim() || null });
        return {
          saved: viewer.savedPrompts.edges.map(({ node: saved }) => ({ savedId: saved.databaseId, customCategory: saved.customCategory, ...toolPrompt(saved.prompt) })),
          created: viewer.createdPrompts.edges.map((edge) => toolPrompt(edge.node)),
        };
      },
    },
    {
      name: 'save_prompt',
      title: 'Save a prompt',
      description: 'Saves a library prompt to your collection, optionally filed under a personal category. The free plan keeps up to 10.',
      scope: 'write',
      readOnly: false,
      input: z.strictObject({
        promptId: numericId.describe('The prompt id.'),
        customCategory: z.string().optional().describe('A personal category to file it under.'),
      }),
      run: async (args: { promptId: number | string; customCategory?: string }, context: Context) => {
        const saved = await runOperation<{ databaseId: number; customCategory: string | null; prompt: PromptResult }>(schema, save, context, {
          input: { promptId: globalIdFrom('Prompt', args.promptId), customCategory: args.customCategory },
        });
        return { savedId: saved.databaseId, customCategory: saved.customCategory, prompt: toolPrompt(saved.prompt) };
      },
    },
    {
      name: 'create_prompt',
      title: 'Create a prompt',
      description: 'Writes a prompt of your own (visible only to you) in a library category (categoryId from list_categories). Use {{name}} or {{name:default}} for fill-in variables.',
      scope: 'write',
      readOnly: false,
      input: z.strictObject({
        title: z.string().describe('Up to 200 characters.'),
        content: z.string().describe('Up to 10,000 characters.'),
        categoryId: numericId.describe('A category id from list_categories.'),
      }),
      run: async (args: { title: string; content: string; categoryId: number | string }, context: Context) => {
        const prompt = await runOperation<PromptResult>(schema, create, context, {
          input: { title: args.title, content: args.content, categoryId: globalIdFrom('Category', args.categoryId) },
        });
        return toolPrompt(prompt);
      },
    },
    {
      name: 'optimize_prompt',
      title: 'Optimize a prompt',
      description:
        "Rewrites a prompt to be clearer and more effective, with the web optimizer's engine, and explains what changed. Spends one optimization credit of your plan (the free plan has 3 a month). Give either the page's options (taskType, sector, channel, detailLevel, audience, customTone) or the dialog's (platform, tone), not both.",
      scope: 'optimize',
      readOnly: false,
      input: z.strictObject({
        originalContent: z.string().describe('The prompt to improve.'),
        taskType: z.enum(taskTypes).optional(),
        sector: z.enum(sectors).optional(),
        channel: z.enum(channels).optional(),
        detailLevel: z.enum(detailLevels).optional().describe('Default Medium.'),
        audience: z.enum(audiences).optional().describe('Default General.'),
        customTone: z.enum(customTones).optional(),
        platform: z.enum(platforms).optional().describe("The dialog's option: a social video platform."),
        tone: z.enum(dialogTones).optional().describe("The dialog's option, with platform."),
      })
        // The REST payload tells the dialog's options by their presence; here both kinds at once are a mistake to report.
        .refine((input) => !(pageOptionNames.some((name) => input[name] !== undefined) && (input.platform !== undefined || input.tone !== undefined)), {
          message: 'validation.optimizerOptionsConflict',
          path: ['platform'],
        }),
      run: async (args: Record<string, unknown>, context: Context) => {
        const result = await runOperation<{
          improvedPrompt: string;
          explanation: string;
          suggestions: string[];
          engine: string;
          optimizationsLeft: number | null;
          optimization: { databaseId: number };
        }>(schema, optimize, context, optimizeVariables(args));
        const { optimization, ...rest } = result;
        return { ...rest, optimizationId: optimization.databaseId };
      },
    },
    {
      name: 'analyze_prompt',
      title: 'Analyze a prompt',
      description: 'Scores a prompt from 0 to 10 with an explanation, strengths, weaknesses and suggestions. Spends no credit.',
      scope: 'optimize',
      readOnly: true,
      input: z.strictObject({ promptContent: z.string().describe('The prompt to analyze.') }),
      run: (args: { promptContent: string }, context: Context) => runOperation(schema, analyze, context, { input: { content: args.promptContent } }),
    },
  ] satisfies (Omit<ToolDefinition, 'run'> & { run(args: never, context: Context): Promise<unknown> })[];
  return tools as ToolDefinition[];
}
