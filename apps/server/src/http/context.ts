// What every handler can reach: the database, the clock and the settings, on Hono's context.
import type { JobQueue } from '../jobs/queue';
import type { Context } from 'hono';
import type { ScryptParams } from '../auth/passwords';
import type { PhoneCountryCode } from '@hub/domain';
import type { PaymentGateway } from '../billing/gateway';
import type { Database, DatabaseKind } from '../db/database';
import type { Background } from './background';
import type { KeyRing } from '../sealing';

/** Requests allowed per email and per client address within a window (password reset requests). */
export interface ThrottleLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

/** The limits on failed sign-ins (src/auth/throttle.ts). */
export interface LoginThrottleLimits {
  /** Failures allowed per (email, client address) within the window, then 429. */
  perPair: number;
  /** Failures allowed per client address within the window, whatever the emails, then 429. */
  perAddress: number;
  /** Failures at one email (from any address) within the window before the growing delay starts. */
  perEmailBeforeDelay: number;
  /** The delay after the first failure past those; it doubles with each further one, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export interface Settings {
  db: Database;
  databaseKind: DatabaseKind;
  /** Secure cookies (NODE_ENV=production). */
  secureCookies: boolean;
  /** The cost of new password hashes; older, cheaper hashes are upgraded at sign-in. */
  passwordParams: ScryptParams;
  /** The limits on failed sign-ins. */
  throttle: LoginThrottleLimits;
  /** The limits of password reset requests. */
  resetThrottle: ThrottleLimits;
  /** NODE_ENV=production: HSTS, Secure cookies. */
  production: boolean;
  /** Demo mode (HUB_DEMO=1): the development outbox, emails printed to the console. */
  demo: boolean;
  /** The hub's public origin for links in emails (PUBLIC_URL); never the request's Host. */
  publicUrl: string;
  /** The keys that seal and open the bodies of queued emails (OUTBOX_KEY, its fallbacks; src/mail.ts). */
  outboxKey: KeyRing;
  /** The job queue: delivers the emails (null in tests of calls alone: emails stay queued). */
  jobs: JobQueue | null;
  now: () => Date;
  /** The client's address for throttling. */
  clientAddress: (c: Context) => string;
  log: (message: string, error?: unknown) => void;
  /** Work done after the answer is sent (src/http/background.ts). */
  background: Background;
  /** Lines for a developer watching the console (an email the server would send). */
  info: (message: string) => void;
  /** Takes cards and charges them (PAYMENT_GATEWAY, src/billing/gateway.ts). */
  paymentGateway: PaymentGateway;
  /** The country the hub's phone fields start on (DEFAULT_PHONE_COUNTRY), answered by `GET /api/v2/config/`. */
  defaultPhoneCountry: PhoneCountryCode;
}

export type AppEnv = { Variables: { settings: Settings } };

export type AppContext = Context<AppEnv>;
