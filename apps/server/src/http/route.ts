// One path, its methods: anything else is 405 `{detail}` with an Allow header (DRF), and OPTIONS
// answers with the allowed methods.
import type { Handler, Hono } from 'hono';
import type { AppEnv } from './context';
import { HttpError, messages } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Registers the handlers of one path; HEAD is served by GET. */
export function route(app: Hono<AppEnv>, path: string, handlers: Partial<Record<Method, Handler<AppEnv>>>) {
  const allowed = [...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  app.all(path, (c, next) => {
    const method = c.req.method.toUpperCase();
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allowed });
    const handler = handlers[(method === 'HEAD' ? 'GET' : method) as Method];
    if (!handler) throw new HttpError(405, { detail: messages.methodNotAllowed(method) }, { Allow: allowed });
    return handler(c, next);
  });
}
