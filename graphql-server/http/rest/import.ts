import type { RestRoute } from './adapter.ts';
import { errorSelection } from './adapter.ts';

const pick = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));

export const importRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/import-batch',
    operation: `mutation ($input: ImportPromptsInput!) { importPrompts(input: $input) { ${errorSelection}
      ... on MutationImportPromptsSuccess { data { count created updated errors { position line title message } } } } }`,
    field: 'importPrompts',
    variables: ({ body }) => ({ input: pick(body, 'content', 'format', 'defaultCategory', 'defaultLanguage') }),
    respond: (result: unknown) => result,
  },
];
