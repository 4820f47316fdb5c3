import { timingSafeEqual } from 'node:crypto';
import { bearerTokenOf, type TokenAuthentication } from '../context.ts';
import { authenticateApiToken } from '../services/api-tokens.ts';

/** The renewal check answers a wrong RENEWALS_TOKEN itself (schema/subscriptions.ts), in its own words. */
const renewalCheckPath = '/api/subscription/check-renewals';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who an API request's `Authorization: Bearer` header says it is (docs/behaviour.md, API tokens and
 * MCP): no header, a personal API token (`pmt_…`), RENEWALS_TOKEN (left to the renewal check), or
 * nothing we know, which is a 401. Throws RateLimitedError past the token's request limit. The
 * secret is never logged.
 */
export async function bearerAuthentication(
  request: Request,
  path: string,
  renewalsToken: string | undefined,
): Promise<{ kind: 'none' } | { kind: 'token'; token: TokenAuthentication } | { kind: 'invalid' }> {
  const bearer = bearerTokenOf(request);
  if (bearer === null) return { kind: 'none' };
  const token = await authenticateApiToken(bearer);
  if (token) return { kind: 'token', token };
  if ((renewalsToken && sameSecret(bearer, renewalsToken)) || path === renewalCheckPath) return { kind: 'none' };
  return { kind: 'invalid' };
}
