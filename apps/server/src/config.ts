// The server's settings, read from the environment once at start (README "Environment variables").
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { isPhoneCountry, type PhoneCountryCode } from '@hub/domain';
import { owaspScrypt, type ScryptParams } from './auth/passwords';
import { paymentGatewayNames, type PaymentGatewayName } from './billing/gateway';
import type { StripeKeys } from './billing/stripe-gateway';
import { readObservabilityConfig, type ObservabilityConfig } from './observability/config';
import { defaultHubDist, defaultPgliteDataDir } from './platform/paths';
import { keyId, keyRing, type KeyRing } from './sealing';

/** LOG_LEVEL, LOG_PRETTY, METRICS_PORT and METRICS_HOST are read by src/observability/config.ts. */
export interface Config extends ObservabilityConfig {
  port: number;
  host: string;
  /** Built web app to serve beside /api (served only when it exists). */
  hubDist: string;
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl: string | null;
  /** PGlite's folder, or `memory://`. */
  pgliteDataDir: string;
  production: boolean;
  /**
   * Demo mode (HUB_DEMO=1, never in production): the demo world with its published password, the
   * development outbox and emails printed to the console. Off unless asked for.
   */
  demo: boolean;
  /** Read the client address from the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean;
  /**
   * Whether `serve` works the job queue too (JOBS, on unless `off`): one process is enough for a small
   * install; a bigger one sets JOBS=off on its web processes and runs `worker` processes beside them.
   */
  runJobs: boolean;
  /**
   * The hub's public origin for links in emails (`https://hub.example`): PUBLIC_URL, required in
   * production; elsewhere `http://localhost:<PORT>`. Never the request's Host, which a client chooses.
   */
  publicUrl: string;
  /** How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Requests in flight in this process above which new ones get 503 with Retry-After (MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** The cost new password hashes get: OWASP's scrypt unless SCRYPT_LOG_N lowers it outside production. */
  passwordParams: ScryptParams;
  /**
   * The AES-256 keys that seal the bodies of queued emails (src/sealing.ts), as a ring: OUTBOX_KEY, the
   * newest, seals (required in production; elsewhere the development key); it and OUTBOX_KEY_FALLBACKS open.
   */
  outboxKey: KeyRing;
  /** The payment gateway adapter (PAYMENT_GATEWAY, src/billing/gateway.ts): `test` unless another is named. */
  paymentGateway: PaymentGatewayName;
  /** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY) when the gateway is Stripe. */
  stripe: StripeKeys | null;
  /**
   * Where emails go (SMTP_URL, e.g. `smtp://user:pass@host:587`): required in production; elsewhere, when
   * unset, the server starts a mail catcher on loopback and delivers to it (src/delivery/catcher.ts).
   */
  smtpUrl: string | null;
  /** The From of every email (MAIL_FROM, e.g. `Customer hub <hub@example.com>`): required in production. */
  mailFrom: string;
  /** The country a phone field starts on (DEFAULT_PHONE_COUNTRY, spec section 9): `US` unless another is named. */
  defaultPhoneCountry: PhoneCountryCode;
}

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
function publicUrl(value: string | undefined, production: boolean, port: number): string {
  if (value === undefined || value.trim() === '') {
    if (production) {
      throw new Error(
        'PUBLIC_URL must be set in production (the origin links in emails start with, such as https://hub.example).',
      );
    }
    return `http://localhost:${port}`;
  }
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

/** REQUEST_TIMEOUT_MS: 1 s to 10 min; 30 s by default, so a slow body cannot hold a slot for long. */
function requestTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000, not "${value}".`,
    );
  }
  return ms;
}

/** The load shedding limit when MAX_IN_FLIGHT is unset (src/http/load-shedding.ts). */
export const defaultMaxInFlight = 200;

/**
 * MAX_IN_FLIGHT: requests one process works on at once before it answers 503 with Retry-After; 1 to
 * 100000, 200 by default. Per process: each server process on a shared PostgreSQL sheds its own load.
 */
function maxInFlight(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultMaxInFlight;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
    throw new Error(`MAX_IN_FLIGHT must be a whole number of requests from 1 to 100000, not "${value}".`);
  }
  return limit;
}

/**
 * The outbox key outside production when OUTBOX_KEY is unset. Derived from a constant written here, it
 * protects nothing (whoever has the source has it): it is fixed rather than random per process only so
 * the outbox a demo keeps in .data/ still opens after a restart. Production refuses to start without
 * OUTBOX_KEY.
 */
export const developmentOutboxKey = keyRing(
  createSecretKey(
    createHash('sha256')
      .update('customer hub development outbox key, published: not for production')
      .digest(),
  ),
);

/**
 * One key of OUTBOX_KEY or OUTBOX_KEY_FALLBACKS (`name`): 32 random bytes in base64, as `openssl rand
 * -base64 32` prints them. A message about a wrong value gives its length, never the value: it is a
 * secret, and the message goes to the logs.
 */
function outboxKeyValue(text: string, name: string): KeyObject {
  const key = Buffer.from(text, 'base64');
  // Node's decoder skips what is not base64: only the exact encoding of 32 bytes is taken, so hex, a
  // passphrase or a cut key is refused rather than read as some other key.
  if (key.length !== 32 || key.toString('base64') !== text) {
    throw new Error(
      `${name} must be 32 bytes in base64 (44 characters, as openssl rand -base64 32 prints them), not a value of ${text.length} characters.`,
    );
  }
  return createSecretKey(key);
}

/**
 * The outbox key ring (docs/decisions.md "Rotating the outbox key"): OUTBOX_KEY, the newest, seals;
 * OUTBOX_KEY_FALLBACKS, older keys separated by commas, only open. Each key may be given once.
 */
function outboxKeys(env: NodeJS.ProcessEnv, production: boolean): KeyRing {
  const newest = env.OUTBOX_KEY?.trim() ?? '';
  const fallbacks = (env.OUTBOX_KEY_FALLBACKS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (newest === '') {
    if (production) {
      throw new Error(
        'OUTBOX_KEY must be set in production (32 random bytes in base64 that seal the emails in the outbox table: openssl rand -base64 32 makes one).',
      );
    }
    if (fallbacks.length > 0) {
      throw new Error(
        'OUTBOX_KEY_FALLBACKS needs OUTBOX_KEY: the newest key, which seals, beside the older ones.',
      );
    }
    return developmentOutboxKey;
  }
  const names = ['OUTBOX_KEY', ...fallbacks.map((_, index) => `key ${index + 1} of OUTBOX_KEY_FALLBACKS`)];
  const keys = [newest, ...fallbacks].map((text, index) => outboxKeyValue(text, names[index]!));
  // Compared by id: the same key has the same id, and two keys sharing one could not be told apart.
  const ids = keys.map(keyId);
  ids.forEach((id, index) => {
    const first = ids.indexOf(id);
    if (first !== index) {
      throw new Error(`${names[index]} is the same key as ${names[first]}: give each key once.`);
    }
  });
  return keyRing(keys[0]!, keys.slice(1));
}

/**
 * PAYMENT_GATEWAY: which adapter of src/billing/gateway.ts takes cards and charges them. `test` (the
 * default) is the test-mode gateway of the contract's test cards; a real provider is added there and named
 * here.
 */
function paymentGateway(value: string | undefined): PaymentGatewayName {
  if (value === undefined || value.trim() === '') return 'test';
  const name = value.trim().toLowerCase();
  const known = paymentGatewayNames.find((candidate) => candidate === name);
  if (!known) {
    throw new Error(
      `PAYMENT_GATEWAY must name a payment gateway adapter (${paymentGatewayNames.join(', ')}), not "${value.slice(0, 40)}".`,
    );
  }
  return known;
}

/** Stripe's settings, each with the prefix its value starts with and what it is. */
const stripeSettings = [
  { name: 'STRIPE_SECRET_KEY', field: 'secretKey', prefixes: ['sk_', 'rk_'], what: 'the secret API key' },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    field: 'webhookSecret',
    prefixes: ['whsec_'],
    what: 'the webhook signing secret',
  },
  { name: 'STRIPE_PUBLISHABLE_KEY', field: 'publishableKey', prefixes: ['pk_'], what: 'the publishable key' },
] as const;

/**
 * Stripe's keys when PAYMENT_GATEWAY=stripe, each required (the gateway cannot take a card, charge or check a
 * webhook without them): the server refuses to start, in production and elsewhere, naming the one missing.
 * A wrong value is told by its prefix alone: these are secrets, and the message goes to the logs.
 */
function stripeKeys(env: NodeJS.ProcessEnv, gateway: PaymentGatewayName): StripeKeys | null {
  if (gateway !== 'stripe') return null;
  const keys: Partial<Record<keyof StripeKeys, string>> = {};
  for (const { name, field, prefixes, what } of stripeSettings) {
    const value = env[name]?.trim() ?? '';
    if (value === '')
      throw new Error(`${name} must be set with PAYMENT_GATEWAY=stripe (${what}, from Stripe’s dashboard).`);
    if (!prefixes.some((prefix) => value.startsWith(prefix)) || /\s/.test(value))
      throw new Error(`${name} must be ${what}, starting with ${prefixes.join(' or ')}.`);
    keys[field] = value;
  }
  return keys as StripeKeys;
}

/** Hosts of a DATABASE_URL that are this machine (or a Unix socket): demo data may go there. */
const localDatabaseHosts = new Set(['', 'localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * HUB_DEMO: demo mode only when asked for, never in production, and on a PostgreSQL elsewhere than this
 * machine only when HUB_DEMO_REMOTE_DATABASE=yes says so a second time (the demo people's password is
 * published: they must not land in a real database by mistake).
 */
function demoMode(env: NodeJS.ProcessEnv, production: boolean, databaseUrl: string | null): boolean {
  if (!flag(env.HUB_DEMO, false)) return false;
  if (production) {
    throw new Error(
      'HUB_DEMO cannot be used with NODE_ENV=production: the demo people have a published password.',
    );
  }
  if (databaseUrl) {
    let host: string;
    try {
      const url = new URL(databaseUrl);
      host = url.searchParams.get('host')?.startsWith('/') ? '' : url.hostname.toLowerCase();
    } catch {
      throw new Error('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db.');
    }
    if (!localDatabaseHosts.has(host) && env.HUB_DEMO_REMOTE_DATABASE?.trim() !== 'yes') {
      throw new Error(
        `HUB_DEMO puts demo people with a published password into the database at ${host}. ` +
          'That is not this machine: set HUB_DEMO_REMOTE_DATABASE=yes as well if you mean it.',
      );
    }
  }
  return true;
}

/** SMTP_URL: an smtp:// or smtps:// address. The value is never quoted back: it holds a password. */
function smtpUrl(value: string | undefined, production: boolean): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (production)
      throw new Error(
        'SMTP_URL must be set in production (the mail server, such as smtp://user:password@host:587).',
      );
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@host:587.');
  }
  return trimmed;
}

/** MAIL_FROM: one address, optionally with a name, on one line. */
function mailFrom(value: string | undefined, production: boolean): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (production)
      throw new Error(
        'MAIL_FROM must be set in production (the sender, such as Customer hub <hub@example.com>).',
      );
    return 'Customer hub <hub@localhost>';
  }
  // Bounded before any pattern runs on it; no line break can start a header of its own.
  if (
    trimmed.length > 320 ||
    /[\r\n]/.test(trimmed) ||
    !/^(?:[^<>@]*<)?[^\s<>@]+@[^\s<>@]+>?$/.test(trimmed)
  ) {
    throw new Error(
      `MAIL_FROM must be an address such as Customer hub <hub@example.com>, not "${trimmed.slice(0, 80)}".`,
    );
  }
  return trimmed;
}

/** The default phone country when DEFAULT_PHONE_COUNTRY is unset. */
export const unsetDefaultPhoneCountry: PhoneCountryCode = 'US';

/** DEFAULT_PHONE_COUNTRY: a two-letter country code of the phone list (`ca` is read as `CA`). */
function defaultPhoneCountry(value: string | undefined): PhoneCountryCode {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '') return unsetDefaultPhoneCountry;
  if (!isPhoneCountry(code)) {
    throw new Error(
      `DEFAULT_PHONE_COUNTRY must be the two-letter code of a country of the phone list, such as US, CA or GB, not "${value!.slice(0, 40)}".`,
    );
  }
  return code;
}

/** Settings from an environment (process.env by default). Throws on a value that cannot be used. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const listenPort = port(env.PORT);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: listenPort,
    host: env.HOST?.trim() || '127.0.0.1',
    hubDist: env.HUB_DIST?.trim() || defaultHubDist,
    databaseUrl,
    pgliteDataDir: env.PGLITE_DATA_DIR?.trim() || defaultPgliteDataDir,
    production,
    demo: demoMode(env, production, databaseUrl),
    trustProxy: flag(env.TRUST_PROXY, false),
    runJobs: flag(env.JOBS, true),
    publicUrl: publicUrl(env.PUBLIC_URL, production, listenPort),
    requestTimeoutMs: requestTimeout(env.REQUEST_TIMEOUT_MS),
    maxInFlight: maxInFlight(env.MAX_IN_FLIGHT),
    passwordParams: passwordParams(env.SCRYPT_LOG_N, production),
    outboxKey: outboxKeys(env, production),
    paymentGateway: paymentGateway(env.PAYMENT_GATEWAY),
    stripe: stripeKeys(env, paymentGateway(env.PAYMENT_GATEWAY)),
    smtpUrl: smtpUrl(env.SMTP_URL, production),
    mailFrom: mailFrom(env.MAIL_FROM, production),
    defaultPhoneCountry: defaultPhoneCountry(env.DEFAULT_PHONE_COUNTRY),
    ...readObservabilityConfig(env, production, listenPort),
  };
}
