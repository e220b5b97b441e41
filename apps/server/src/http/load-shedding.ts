// PGlite is one connection: queries queue, and past about a thousand in flight it times out
// (../shared/TOOLCHAIN.md). Answering 503 early keeps the server responsive for those it does serve.
// On PGlite a statement runs on the event loop itself; requests count as in flight only because the
// PGlite client yields to the loop before each statement (src/db/pglite-statements.ts), which lets the
// loop take in the requests waiting on their sockets first (README "Server hot path").
import type { MiddlewareHandler } from 'hono';
import { messages } from './errors';

/**
 * Answers 503 `{detail}` with Retry-After while more than `limit` requests are in flight; `onShed` counts
 * each such answer (the metrics' hub_http_requests_shed_total).
 */
export function shedLoad(limit: number, onShed: () => void = () => {}): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= limit) {
      onShed();
      return c.json({ detail: messages.busy }, 503, { 'Retry-After': '1' });
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
