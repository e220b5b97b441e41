import { describe, expect, it } from 'vitest';
import { newSecret, sameSecret, secretHash } from './secrets';

describe('secrets', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    // More than one refill of the pool the secrets are drawn from.
    const secrets = Array.from({ length: 1000 }, () => newSecret());
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 and compared in full', () => {
    const secret = newSecret();
    expect(secretHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretHash(secret)).not.toBe(secretHash(newSecret()));
    expect(sameSecret(secret, `${secret}`)).toBe(true);
    expect(sameSecret(secret, secret.slice(0, -1))).toBe(false);
  });
});
