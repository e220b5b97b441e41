// The headers every answer carries, pages and /api alike (docs/security.md "Headers"). One middleware, so
// every later route inherits them. The hub keeps its tokens in local storage (spec section 3): the
// Content-Security-Policy is the main line against injected script, so no inline script is allowed at
// all; the built index.html has none (Vite emits module scripts with a src).
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The policy. Styles allow 'unsafe-inline' because Radix's scroll lock and the chart's tooltip insert
 * style elements at run time; styles cannot run script. Sentry's ingest hosts are the one other origin a
 * page talks to (error reports, when a DSN is built in).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: [
    "'self'",
    'https://*.ingest.sentry.io',
    'https://*.ingest.us.sentry.io',
    'https://*.ingest.de.sentry.io',
  ],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
};

/**
 * The policy of the pages with a card form when the gateway is Stripe: Stripe.js and its Elements frames
 * (js.stripe.com), its API calls (api.stripe.com) and 3-D Secure's frames (hooks.stripe.com), as Stripe's
 * security guide lists them for Elements. Every other page keeps the policy above, so a script injected on
 * /login cannot load Stripe.js either.
 */
export const stripeContentSecurityPolicy = {
  ...contentSecurityPolicy,
  scriptSrc: [...contentSecurityPolicy.scriptSrc, 'https://js.stripe.com', 'https://*.js.stripe.com'],
  connectSrc: [...contentSecurityPolicy.connectSrc, 'https://api.stripe.com'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * The hub's pages with a card form (apps/hub's routes): the checkout (also under a preview branch's prefix),
 * and the account tab, whose billing segment has the card popup (`/account/manage/…` redirects there in the
 * browser). A client-side navigation keeps the first page's policy: docs/security.md "Stripe.js".
 */
export function isCardFormPage(path: string): boolean {
  return (
    /^(?:\/[^/]+\/[^/]+\/[^/]+\/[^/]+)?\/checkout\/?$/.test(path) ||
    /^\/dashboard\/account\/?$/.test(path) ||
    path.startsWith('/account/manage/')
  );
}

/** Two years, subdomains included: only in production, where the hub is served over HTTPS. */
export const hsts = 'max-age=63072000; includeSubDomains';

/** The headers; `stripe` (PAYMENT_GATEWAY=stripe) widens the policy of the card form pages alone. */
export function securityHeaders(options: { production: boolean; stripe?: boolean }): MiddlewareHandler {
  const headers = (policy: typeof contentSecurityPolicy) => secureHeaders(headerOptions(policy, options));
  const everywhere = headers(contentSecurityPolicy);
  if (!options.stripe) return everywhere;
  const cardPages = headers(stripeContentSecurityPolicy);
  return (c, next) => (isCardFormPage(c.req.path) ? cardPages(c, next) : everywhere(c, next));
}

function headerOptions(policy: typeof contentSecurityPolicy, options: { production: boolean }) {
  return {
    contentSecurityPolicy: policy,
    strictTransportSecurity: options.production ? hsts : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // Set-password links carry their token in the query: no page sends its address anywhere.
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  };
}
