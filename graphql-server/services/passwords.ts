import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^15: about 50 ms per hash on these machines, slow enough to make offline guessing
// expensive. The parameters are stored with each hash, so they can be raised later and a hash
// verifies whatever the cost it was made at. The test runner (vitest sets NODE_ENV=test) hashes at
// N=2^10, about 2 ms instead of 95 ms of CPU per sign-up, login or password check: the server's
// tests make thousands of them. Nothing else runs with NODE_ENV=test (the server, the e2e tests
// and the bench run NODE_ENV=production or unset), so no stored production hash is made cheap.
export const passwordHashCost = { N: process.env.NODE_ENV === 'test' ? 2 ** 10 : 2 ** 15, r: 8, p: 1, keyLength: 64 };

function derive(password: string, salt: Buffer, options: ScryptOptions & { keyLength: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, options.keyLength, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const params = passwordHashCost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the user does not exist so timing tells nothing. */
export const dummyPasswordHash = await hashPassword(randomBytes(16).toString('hex'));
