// The hub's configuration the web app reads before it knows who is there (docs/decisions.md "Issue 28:
// the default phone country"): `GET /api/v2/config/`, without sign-in, since the checkout of a new family
// asks for a phone too.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';

/** `GET /api/v2/config/`: `{default_phone_country}`, the country phone fields start on (DEFAULT_PHONE_COUNTRY). */
export function hubConfigRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/config/', {
    GET: (c) => c.json({ default_phone_country: c.var.settings.defaultPhoneCountry }),
  });
}
