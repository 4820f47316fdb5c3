import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { fill, promptVariables } from '../../../shared/prompt-variables.ts';
import type { Context } from '../../context.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import { validationErrorFromZod } from '../../services/validation.ts';
import { jsonResponse } from '../errors.ts';
import { compileOperation, failureText, runOperation } from './operations.ts';
import { createTools, type ToolDefinition } from './tools.ts';

/**
 * The MCP server at /mcp (docs/architecture.md, MCP): Streamable HTTP with the official SDK, in
 * stateless mode (a server and transport per POST, JSON answers): any process can answer any
 * request, and a token revoked mid-session is refused on the next call. Authenticated by personal
 * API tokens only (http/api-token-auth.ts); the tools' fields check the token's scopes.
 */

const serverInfo = { name: 'promptario', title: 'Promptario', version: '1.0.0' };

function instructions(language: Language): string {
  return [
    'Promptario is a prompt library and prompt optimizer: a curated bilingual (Spanish and English) library of prompts by category,',
    "the user's own prompts and saved prompts, and an optimizer that rewrites a prompt and explains the changes.",
    '- To find a prompt for a task, call search_prompts (optionally with language and a category slug from list_categories), then get_prompt for its full content.',
    "- list_my_prompts shows the user's saved and own prompts; they are also offered as MCP prompts with their {{variables}} as arguments.",
    '- save_prompt keeps a library prompt in the collection; create_prompt writes a new one (categoryId from list_categories).',
    '- optimize_prompt spends one of the plan\'s optimization credits: call it only when the user wants a prompt improved, and show the explanation with the result.',
    '  analyze_prompt scores a prompt (0-10) without spending credits.',
    '- Premium prompts are locked on the free plan: their content is absent. Do not guess it; suggest upgrading instead.',
    '- Errors come back as tool errors in the user\'s language; pass them on rather than retrying blindly.',
    `The user's preferred language is ${language === 'es' ? 'Spanish' : 'English'}.`,
  ].join('\n');
}

/** The MCP name of one of the user's prompts: its title as a slug, then its id (names are unique and stable). */
export function mcpPromptName(prompt: { databaseId: number; title: string }): string {
  const slug = prompt.title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `${slug || 'prompt'}-${prompt.databaseId}`;
}

interface UserPrompt {
  databaseId: number;
  title: string;
  content: string | null;
}

function jsonResult(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export type McpHandler = (request: Request, body: unknown, context: Context | null, language: Language) => Promise<Response>;

export function createMcpHandler(schema: GraphQLSchema): McpHandler {
  const tools = createTools(schema);
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const listedTools = tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: `${tool.description} Needs a token with the "${tool.scope}" scope.`,
    inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object'; [key: string]: unknown },
    annotations: { title: tool.title, readOnlyHint: tool.readOnly, openWorldHint: false },
  }));
  const userPrompts = compileOperation(
    schema,
    `query { viewer { savedPrompts(first: 100) { edges { node { prompt { databaseId title content } } } } createdPrompts(first: 100) { edges { node { databaseId title content } } } } }`,
    'viewer',
  );

  /** The user's saved and created prompts they can read (a saved Premium prompt past a paid plan is locked), newest first. */
  async function readablePrompts(context: Context): Promise<(UserPrompt & { content: string })[]> {
    const viewer = await runOperation<{ savedPrompts: { edges: { node: { prompt: UserPrompt } }[] }; createdPrompts: { edges: { node: UserPrompt }[] } }>(
      schema,
      userPrompts,
      context,
    );
    const prompts = [...viewer.savedPrompts.edges.map((edge) => edge.node.prompt), ...viewer.createdPrompts.edges.map((edge) => edge.node)];
    return prompts.filter((prompt): prompt is UserPrompt & { content: string } => prompt.content !== null);
  }

  async function callTool(tool: ToolDefinition | undefined, name: string, args: unknown, context: Context): Promise<CallToolResult> {
    if (!tool) return errorResult(translate('mcp.unknownTool', context.language, { name }));
    const parsed = tool.input.safeParse(args ?? {});
    if (!parsed.success) {
      const error = validationErrorFromZod(parsed.error);
      const details = error.fieldErrors.map((issue) => `${issue.field}: ${translate(issue.messageKey, context.language, issue.values)}`).join('; ');
      return errorResult(translate('mcp.invalidArguments', context.language, { details }));
    }
    try {
      return jsonResult(await tool.run(parsed.data as never, context));
    } catch (error) {
      const text = failureText(error, context);
      if (text !== null) return errorResult(text);
      console.error(`MCP tool ${name} failed:`, error);
      return errorResult(translate('error.unexpected', context.language));
    }
  }

  /** Prompt-request failures are protocol errors (the prompts capability has no error result), in the reader's language. */
  async function asMcpError<T>(context: Context, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof McpError) throw error;
      const text = failureText(error, context);
      if (text !== null) throw new McpError(ErrorCode.InvalidRequest, text);
      console.error('MCP prompts failed:', error);
      throw new McpError(ErrorCode.InternalError, translate('error.unexpected', context.language));
    }
  }

  function serverFor(context: Context): Server {
    const server = new Server(serverInfo, { capabilities: { tools: {}, prompts: {} }, instructions: instructions(context.language) });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listedTools }));
    server.setRequestHandler(CallToolRequestSchema, (request) =>
      callTool(toolsByName.get(request.params.name), request.params.name, request.params.arguments, context),
    );
    server.setRequestHandler(ListPromptsRequestSchema, () =>
      asMcpError(context, async () => ({
        prompts: (await readablePrompts(context)).map((prompt) => ({
          name: mcpPromptName(prompt),
          title: prompt.title,
          arguments: promptVariables(prompt.content).map((variable) => ({
            name: variable.name,
            description: variable.options ? variable.options.join(' | ') : variable.defaultValue || undefined,
            required: variable.defaultValue === '',
          })),
        })),
      })),
    );
    server.setRequestHandler(GetPromptRequestSchema, (request) =>
      asMcpError(context, async () => {
        const prompt = (await readablePrompts(context)).find((candidate) => mcpPromptName(candidate) === request.params.name);
        if (!prompt) throw new McpError(ErrorCode.InvalidParams, translate('mcp.unknownPrompt', context.language, { name: request.params.name }));
        const given = request.params.arguments ?? {};
        const values = Object.fromEntries(promptVariables(prompt.content).map((variable) => [variable.name, given[variable.name] || variable.defaultValue]));
        return { description: prompt.title, messages: [{ role: 'user' as const, content: { type: 'text' as const, text: fill(prompt.content, values) } }] };
      }),
    );
    return server;
  }

  return async (request, body, context, language) => {
    if (!context) {
      return jsonResponse({ message: translate('mcp.tokenRequired', language), code: 'UNAUTHENTICATED' }, 401, { 'www-authenticate': 'Bearer' });
    }
    // One message per POST, so the per-token request limit counts every call (the protocol dropped
    // JSON-RPC batching in 2025-06-18).
    if (Array.isArray(body)) {
      return jsonResponse({ jsonrpc: '2.0', id: null, error: { code: -32600, message: translate('mcp.batchNotSupported', language) } }, 400);
    }
    const server = serverFor(context);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody: body });
    } finally {
      await server.close();
    }
  };
}
