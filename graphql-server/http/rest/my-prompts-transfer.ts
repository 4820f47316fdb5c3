import type { RestRoute } from './adapter.ts';
import { errorSelection } from './adapter.ts';

const pick = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));

interface ExportFile {
  fileName: string;
  contentType: string;
  content: string;
}

export const myPromptsTransferRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/my-prompts/export',
    operation: `query ($format: String!) { myPromptsExport(format: $format) { ${errorSelection}
      ... on QueryMyPromptsExportSuccess { data { fileName contentType content } } } }`,
    field: 'myPromptsExport',
    variables: ({ query }) => ({ format: query.get('format') ?? 'json' }),
    respond: (file: ExportFile) =>
      new Response(file.content, {
        headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"` },
      }),
  },
  {
    method: 'POST',
    path: '/api/my-prompts/import',
    operation: `mutation ($input: ImportMyPromptsInput!) { importMyPrompts(input: $input) { ${errorSelection}
      ... on LimitReachedError { limit }
      ... on MutationImportMyPromptsSuccess { data { count created updated skipped errors { position line title message } } } } }`,
    field: 'importMyPrompts',
    variables: ({ body }) => ({ input: pick(body, 'content', 'format', 'defaultCategory', 'defaultLanguage') }),
    respond: (result: unknown) => result,
  },
];
