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

/** Two years, subdomains included: only in production, where the hub is served over HTTPS. */
export const hsts = 'max-age=63072000; includeSubDomains';

export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy,
    strictTransportSecurity: options.production ? hsts : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // Set-password links carry their token in the query: no page sends its address anywhere.
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  });
}
