import type { RestRoute } from './adapter.ts';
import { errorSelection } from './adapter.ts';

const pick = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));

export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/contact',
    operation: `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { ${errorSelection} ... on RateLimitedError { retryAfterSeconds } ... on MutationSendContactMessageSuccess { data } } }`,
    field: 'sendContactMessage',
    variables: ({ body }) => ({ input: pick(body, 'name', 'email', 'subject', 'message') }),
    respond: () => ({ success: true }),
    status: 201,
  },
];
