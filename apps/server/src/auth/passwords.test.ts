import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import {
  hashingLoad,
  hashingPool,
  hashPassword,
  needsRehash,
  owaspScrypt,
  verifyPassword,
} from './passwords';

const cheap = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes with OWASP scrypt parameters by default, encoded with them', async () => {
    const hash = await hashPassword('HubDemo#2026');
    expect(owaspScrypt).toEqual({ logN: 17, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('HubDemo#2026', hash)).toBe(true);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('right password', cheap);
    expect(await verifyPassword('wrong password', hash)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'pbkdf2_sha256$600000$salt$key'],
    ['too few parts', 'scrypt$10$8$1$salt'],
    ['absurd cost', 'scrypt$40$8$1$c2FsdA$a2V5'],
    ['a short key', 'scrypt$10$8$1$c2FsdA$a2V5'],
  ])('treats a malformed stored hash (%s) as no match', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('asks for a re-hash when the stored cost is below the current one', async () => {
    const hash = await hashPassword('x', cheap);
    expect(needsRehash(hash, owaspScrypt)).toBe(true);
    expect(needsRehash(hash, cheap)).toBe(false);
    expect(needsRehash('garbage', cheap)).toBe(true);
  });
});

describe('the hashing pool', () => {
  const defaults = { ...hashingPool };
  afterEach(() => Object.assign(hashingPool, defaults));

  it('runs at most `concurrency` hashes at once, queues `queue` more and answers 503 beyond', async () => {
    Object.assign(hashingPool, { concurrency: 2, queue: 3 });
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hashingLoad().running)), 1);
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, () => hashPassword('a password', { logN: 14, r: 8, p: 1 })),
    );
    clearInterval(watch);
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(503);
      expect(error.headers).toEqual({ 'Retry-After': '1' });
    }
    expect(peak).toBeLessThanOrEqual(2);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
