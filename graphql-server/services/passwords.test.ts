import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHashCost, verifyPassword } from './passwords.ts';

// 'correct horse' hashed at the production cost (scrypt N=2^15, r=8, p=1).
const productionHash =
  'scrypt$32768$8$1$7GukohrrPVMQVZ4nIOzgHA==$KtHSN7faeSEv26cBTHFr9sA+dPaothZGI1RoYY2oSe1jYmeiuQ4KLZLB2VNo98JqQZrauXiwbNoA0UtVgouJlg==';

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('costs N=2^15 on a server (NODE_ENV production or unset) and N=2^10 only under the test runner', async () => {
    expect(passwordHashCost.N).toBe(2 ** 10);
    for (const nodeEnv of ['production', '', 'development']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      vi.resetModules();
      const { passwordHashCost: serverCost } = await import('./passwords.ts');
      expect(serverCost.N, `NODE_ENV=${nodeEnv}`).toBe(2 ** 15);
    }
  });

  it('stores its cost in the hash, so a hash made at the production cost verifies under any setting', async () => {
    expect((await hashPassword('correct horse')).split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('correct horse', productionHash)).toBe(true);
    expect(await verifyPassword('wrong horse', productionHash)).toBe(false);
  });
});
