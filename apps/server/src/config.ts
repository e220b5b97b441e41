// The server's settings, read from the environment once at start (README "Environment variables").
import { fileURLToPath } from 'node:url';
import { owaspScrypt, type ScryptParams } from './auth/passwords';

export interface Config {
  port: number;
  host: string;
  /** Built web app to serve beside /api (served only when it exists). */
  hubDist: string;
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl: string | null;
  /** PGlite's folder, or `memory://`. */
  pgliteDataDir: string;
  production: boolean;
  seedDemo: boolean;
  /** Read the client address from the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean;
  /** The hub's public origin for links in emails (`https://hub.example`); null: the request's origin. */
  publicUrl: string | null;
  /** The cost new password hashes get: OWASP's scrypt unless SCRYPT_LOG_N lowers it outside production. */
  passwordParams: ScryptParams;
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be a port number (0-65535), not "${value}".`);
  }
  return parsed;
}

/** PUBLIC_URL as an origin (scheme, host, port); a path or a trailing slash is dropped. */
function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://hub.example, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://hub.example, not "${value}".`);
  }
  return url.origin;
}

/**
 * SCRYPT_LOG_N: log2 of scrypt's N for new hashes. Lower than OWASP's 17 only outside production, for
 * test runs that sign in many times (a hash at 17 takes half a second here; at 14, a sixteenth of it), as
 * Django's tests swap in a fast hasher. Hashes carry their cost, so either kind verifies under any setting.
 */
function passwordParams(value: string | undefined, production: boolean): ScryptParams {
  if (value === undefined || value.trim() === '') return owaspScrypt;
  const logN = Number(value);
  const lowest = production ? owaspScrypt.logN : 12;
  if (!Number.isInteger(logN) || logN < lowest || logN > 20) {
    throw new Error(
      `SCRYPT_LOG_N must be a whole number from ${lowest} to 20${production ? ' in production' : ''}, not "${value}".`,
    );
  }
  return { ...owaspScrypt, logN };
}

/** Settings from an environment (process.env by default). Throws on a value that cannot be used. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    hubDist: env.HUB_DIST?.trim() || fileURLToPath(new URL('../../hub/dist', import.meta.url)),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgliteDataDir: env.PGLITE_DATA_DIR?.trim() || `${serverRoot}.data/pglite`,
    production,
    seedDemo: !production && flag(env.SEED_DEMO, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    publicUrl: publicUrl(env.PUBLIC_URL),
    passwordParams: passwordParams(env.SCRYPT_LOG_N, production),
  };
}
