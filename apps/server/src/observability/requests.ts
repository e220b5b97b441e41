// One log line per request, and the request metrics: what an operator reads to see what the server did.
// A request is named by its route pattern (`/api/v2/player/:id/`), never its path: a path carries ids
// (and a page's query may carry a reset token), and a pattern keeps the metrics' label values few.
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';

/** What a request's end tells the metrics (metrics.ts). */
export interface RequestMetrics {
  requestStarted(): void;
  requestEnded(request: { method: string; route: string; status: number }, seconds: number): void;
}

/**
 * The request's id, `c.get('requestId')`, answered in X-Request-Id: the caller's own X-Request-Id when it is
 * a short token (letters, digits, `_`, `-`, `=`; up to 64), so a proxy's id follows the request through;
 * else a random UUID.
 */
export const requestIds = (): MiddlewareHandler => requestId({ limitLength: 64 });

/**
 * The pattern of the route that answered, without its parameters' patterns (`:id{[0-9]+}` is `:id`).
 * A request no route matched (the web app's pages and files, an unknown /api path) is named by the last
 * middleware it went through: `/*` or `/api/*`.
 */
export function routePattern(c: Context): string {
  return routePath(c, -1).replace(/(:\w+)\{(?:[^{}]|\{[^{}]*\})*\}/g, '$1') || '/*';
}

/**
 * Logs each request once it is answered (request id, method, route pattern, status, duration in ms) and
 * counts it. Goes first, after the request id, so it sees every answer, a shed or refused one too.
 */
export function observeRequests({
  logger,
  metrics,
}: {
  logger?: Logger;
  metrics?: RequestMetrics;
}): MiddlewareHandler {
  return async (c, next) => {
    const began = performance.now();
    metrics?.requestStarted();
    try {
      await next();
    } finally {
      const ms = performance.now() - began;
      const request = { method: c.req.method, route: routePattern(c), status: c.res.status };
      metrics?.requestEnded(request, ms / 1000);
      logger?.info(
        { reqId: c.get('requestId'), ...request, durationMs: Math.round(ms * 10) / 10 },
        `${request.method} ${request.route} ${request.status}`,
      );
    }
  };
}
