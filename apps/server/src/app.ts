// The hub's HTTP application, built from its dependencies so tests drive it with `app.request()` and no
// port. src/main.ts reads the environment, opens the database and serves it.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { owaspScrypt, type ScryptParams } from './auth/passwords';
import { defaultResetThrottle } from './auth/password-reset';
import { defaultLoginThrottle } from './auth/throttle';
import { testPaymentGateway, type PaymentGateway } from './billing/gateway';
import { adminRoutes } from './admin/routes';
import { billingRoutes } from './billing/routes';
import { checkoutRoutes } from './checkout/routes';
import { coachingRoutes } from './coaching/routes';
import { contentRoutes } from './content/routes';
import type { PhoneCountryCode } from '@hub/domain';
import { defaultMaxInFlight, developmentOutboxKey, unsetDefaultPhoneCountry } from './config';
import type { Database, DatabaseKind } from './db/database';
import { backgroundRunner, type Background } from './http/background';
import type { JobQueue } from './jobs/queue';
import type { AppEnv, LoginThrottleLimits, Settings, ThrottleLimits } from './http/context';
import { csrfCookie } from './http/csrf';
import { HttpError, messages } from './http/errors';
import { shedLoad } from './http/load-shedding';
import { logText } from './http/log-text';
import type { Logger } from './observability/logger';
import type { Metrics } from './observability/metrics';
import { observeRequests, requestIds, routePattern } from './observability/requests';
import { securityHeaders } from './http/security-headers';
import { serveWebApp } from './http/static';
import { accountRoutes } from './account/accounts';
import { accountInfoRoutes } from './account/account-info';
import { caregiverRoutes } from './account/caregivers';
import { deviceRoutes } from './account/devices';
import { privacyRoutes } from './account/privacy';
import { onboardingRoutes } from './onboarding/routes';
import { userRoutes } from './account/users';
import { authRoutes } from './auth/routes';
import { passwordResetRoutes } from './auth/reset-routes';
import { devRoutes } from './platform/dev';
import { healthRoutes } from './platform/health';
import { databaseReadiness, type Readiness } from './platform/readiness';
import { hubConfigRoutes } from './shell/hub-config';
import { remoteConfigRoutes } from './shell/remote-configs';
import { statsRoutes } from './stats/routes';
import type { KeyRing } from './sealing';

export interface AppDeps {
  database: { db: Database; kind: DatabaseKind };
  /** NODE_ENV=production: Secure cookies, HSTS. */
  production?: boolean;
  /** Demo mode: the development outbox and emails printed; by default outside production (tests). */
  demo?: boolean;
  /** Folder of the built web app to serve beside /api; null or missing serves none. */
  hubDist?: string | null;
  /** Cost of new password hashes; OWASP's by default (tests lower it to stay fast). */
  passwordParams?: ScryptParams;
  /** Limits on failed sign-ins (src/auth/throttle.ts). */
  throttle?: LoginThrottleLimits;
  /** Limits of password reset requests: 5 per email and 20 per address in 15 minutes by default. */
  resetThrottle?: ThrottleLimits;
  /** The hub's public origin (PUBLIC_URL) for links in emails; `http://localhost:8080` by default. */
  publicUrl?: string;
  /** The keys that seal and open queued emails (OUTBOX_KEY, its fallbacks); the development key by default. */
  outboxKey?: KeyRing;
  now?: () => Date;
  /** The job queue that delivers emails; none in tests of calls alone. */
  jobs?: JobQueue;
  /** The client's address, for throttling sign-ins; by default the socket's peer. */
  clientAddress?: (c: Context) => string;
  /** Requests in flight above which the server answers 503 (MAX_IN_FLIGHT, 200 by default). */
  maxInFlight?: number;
  /** What /api/ready/ answers (src/platform/readiness.ts); by default the database and its migrations. */
  readiness?: Readiness;
  log?: (message: string, error?: unknown) => void;
  /** Writes a line per request (src/observability/requests.ts); none by default (tests). */
  logger?: Logger;
  /** Counts requests, their durations and those shed (src/observability/metrics.ts). */
  metrics?: Metrics;
  /** Where lines for a developer go (emails outside production); the console by default. */
  info?: (message: string) => void;
  /** Where work after the answer runs; a runner on the event loop by default (tests may hold it). */
  background?: Background;
  /** The payment gateway (PAYMENT_GATEWAY); the test-mode gateway by default. */
  paymentGateway?: PaymentGateway;
  /** The country phone fields start on (DEFAULT_PHONE_COUNTRY); `US` by default. */
  defaultPhoneCountry?: PhoneCountryCode;
}

/** Largest request body accepted on /api. */
export const maxBodyBytes = 100 * 1024;

const bodylessMethods = new Set(['GET', 'HEAD']);

/** The socket's peer address; `unknown` when there is no socket (`app.request()` in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const defaultLog = (message: string, error?: unknown) => console.error(message, error ?? '');

/** Builds the app: middleware, every /api route, the web app, and the error answers of the contract. */
export function createApp(deps: AppDeps): Hono<AppEnv> & { background: Background } {
  const log = deps.log ?? defaultLog;
  const settings: Settings = {
    db: deps.database.db,
    databaseKind: deps.database.kind,
    secureCookies: deps.production ?? false,
    passwordParams: deps.passwordParams ?? owaspScrypt,
    throttle: deps.throttle ?? defaultLoginThrottle,
    resetThrottle: deps.resetThrottle ?? defaultResetThrottle,
    production: deps.production ?? false,
    demo: deps.demo ?? !(deps.production ?? false),
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    outboxKey: deps.outboxKey ?? developmentOutboxKey,
    jobs: deps.jobs ?? null,
    now: deps.now ?? (() => new Date()),
    clientAddress: deps.clientAddress ?? socketAddress,
    log,
    background: deps.background ?? backgroundRunner(log),
    info: deps.info ?? ((message) => console.log(message)),
    paymentGateway: deps.paymentGateway ?? testPaymentGateway(),
    defaultPhoneCountry: deps.defaultPhoneCountry ?? unsetDefaultPhoneCountry,
  };
  const app = new Hono<AppEnv>();

  app.use(requestIds());
  if (deps.logger || deps.metrics) app.use(observeRequests(deps));
  app.use(shedLoad(deps.maxInFlight ?? defaultMaxInFlight, () => deps.metrics?.requestShed()));
  // CSP without inline script, frame-ancestors 'none', nosniff, no referrer, HSTS in production.
  app.use(
    securityHeaders({ production: settings.production, stripe: settings.paymentGateway.name === 'stripe' }),
  );
  app.use(csrfCookie({ secure: settings.secureCookies }));
  app.use(async (c, next) => {
    c.set('settings', settings);
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ detail: messages.bodyTooLarge }, 413),
  });
  // GET and HEAD carry no body (fetch's Request cannot have one); asking for it would build a whole
  // Request object on every read.
  app.use('/api/*', (c, next) => (bodylessMethods.has(c.req.method) ? next() : limitBody(c, next)));
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers about a person must not be kept by shared caches.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  healthRoutes(app, deps.readiness ?? databaseReadiness(settings.db, log));
  authRoutes(app);
  userRoutes(app);
  accountRoutes(app);
  remoteConfigRoutes(app);
  hubConfigRoutes(app);
  statsRoutes(app);
  passwordResetRoutes(app);
  billingRoutes(app);
  adminRoutes(app);
  checkoutRoutes(app);
  deviceRoutes(app);
  caregiverRoutes(app);
  privacyRoutes(app);
  accountInfoRoutes(app);
  onboardingRoutes(app);
  coachingRoutes(app);
  contentRoutes(app);
  // The outbox shows reset links to anyone who asks: only in demo mode (HUB_DEMO, never in production).
  if (settings.demo) devRoutes(app);

  const webApp = serveWebApp(deps.hubDist ?? null);
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json({ detail: messages.notFound }, 404);
    }
    return webApp(c);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: error.message || messages.notFound }, error.status);
    }
    // The route's pattern, not the path: a path carries ids. The request id finds its request line.
    settings.log(
      `Unhandled error on ${logText(c.req.method, 20)} ${routePattern(c)} (request ${c.get('requestId')})`,
      error,
    );
    return c.json({ detail: messages.serverError }, 500);
  });

  return Object.assign(app, { background: settings.background });
}
