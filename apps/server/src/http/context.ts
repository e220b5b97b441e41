// What every handler can reach: the database, the clock and the settings, on Hono's context.
import type { Context } from 'hono';
import type { ScryptParams } from '../auth/passwords';
import type { Database, DatabaseKind } from '../db/database';

export interface ThrottleLimits {
  /** Failed sign-ins allowed per email within the window. */
  perEmail: number;
  /** Failed sign-ins allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

export interface Settings {
  db: Database;
  databaseKind: DatabaseKind;
  /** Secure cookies (NODE_ENV=production). */
  secureCookies: boolean;
  /** The cost of new password hashes; older, cheaper hashes are upgraded at sign-in. */
  passwordParams: ScryptParams;
  throttle: ThrottleLimits;
  /** The limits of password reset requests. */
  resetThrottle: ThrottleLimits;
  /** NODE_ENV=production: HSTS, Secure cookies. */
  production: boolean;
  /** Demo mode (HUB_DEMO=1): the development outbox, emails printed to the console. */
  demo: boolean;
  /** The hub's public origin for links in emails (PUBLIC_URL); never the request's Host. */
  publicUrl: string;
  now: () => Date;
  /** The client's address for throttling. */
  clientAddress: (c: Context) => string;
  log: (message: string, error?: unknown) => void;
  /** Lines for a developer watching the console (an email the server would send). */
  info: (message: string) => void;
}

export type AppEnv = { Variables: { settings: Settings } };

export type AppContext = Context<AppEnv>;
