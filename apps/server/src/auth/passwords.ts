// Password hashing with node:crypto scrypt. The stored form carries its parameters
// (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url), so the cost can be raised later: a sign-in with
// an older, cheaper hash is re-hashed at the current cost (see `needsRehash`).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError, messages } from '../http/errors';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const owaspScrypt: ScryptParams = { logN: 17, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;

/**
 * The hashing pool: each hash at OWASP's cost holds 128 MiB while it runs, so at most `concurrency` run
 * at once (256 MiB), at most `queue` more wait, and beyond that a sign-in is answered 503 with
 * Retry-After at once instead of piling up memory and time (docs/security.md "Resource exhaustion").
 */
export const hashingPool = { concurrency: 2, queue: 64 };

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when the pool has room; throws 503 when the queue is full. */
async function inPool<T>(work: () => Promise<T>): Promise<T> {
  if (running >= hashingPool.concurrency) {
    if (waiting.length >= hashingPool.queue) {
      throw new HttpError(503, { detail: messages.busy }, { 'Retry-After': '1' });
    }
    // A finished hash hands its slot straight to the first in line (`running` already counts it).
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes running and waiting now (for tests and the health of the pool). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return inPool(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is below OWASP's 128 MiB.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password at the given cost with a fresh 16-byte salt. */
export async function hashPassword(password: string, params: ScryptParams = owaspScrypt): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.logN,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n! > 0) || logN! > 24) return null;
  return {
    params: { logN: logN!, r: r!, p: p! },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/** Whether the password matches the stored hash; false for a malformed hash. Constant-time compare. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed || parsed.key.length !== keyBytes) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash is cheaper than the current parameters and should be re-hashed. */
export function needsRehash(encoded: string, current: ScryptParams): boolean {
  const parsed = parse(encoded);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return logN < current.logN || r < current.r || p < current.p;
}
