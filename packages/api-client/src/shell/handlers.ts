// MSW handlers of the shell area: the account's and the global remote configs, staff's edit of one, and the
// hub's configuration.
import { replaceRemoteConfig } from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import { accountRemoteConfigsFixture, globalRemoteConfigsFixture, hubConfigFixture } from './fixtures';
import type { RemoteConfig } from './schemas';

export const shellHandlers = {
  accountRemoteConfigs: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v2/accounts/:id/remote_configs/list/', respond(state)),
  globalRemoteConfigs: (state: MockState<unknown> = ok(pageOf(globalRemoteConfigsFixture))) =>
    http.get('*/api/v2/remote_configs/list/', respond(state)),
  /** `GET /api/v2/config/`: `ok({ default_phone_country: 'GB' })` for a hub configured elsewhere. */
  hubConfig: (state: MockState<unknown> = ok(hubConfigFixture)) =>
    http.get('*/api/v2/config/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** The moment the stories' edits are stamped with (the billing fixtures' clock). */
const editedAt = '2026-11-25T17:00:00.000Z';

/**
 * An account's configs as the server keeps them, for stories that edit one: the list reads what the edits
 * left (replaced where it stands, @hub/domain's rule); `list` and `update` answer as their states say
 * instead when given (loading, a failure, a refusal). With `accountId`, only that account has them.
 */
export function remoteConfigWorld(
  configs: RemoteConfig[] = accountRemoteConfigsFixture,
  options: { list?: MockState<unknown>; update?: MockState<unknown>; accountId?: number } = {},
): HttpHandler[] {
  let current = [...configs];
  // Another account (the signed-in staff member's own, read by the shell) has none.
  const isTheAccount = (id: unknown) => options.accountId === undefined || Number(id) === options.accountId;
  return [
    http.get('*/api/v2/accounts/:id/remote_configs/list/', ({ params }) => {
      if (!isTheAccount(params.id)) return HttpResponse.json(pageOf([]));
      return options.list ? respond(options.list)() : HttpResponse.json(pageOf(current));
    }),
    http.patch('*/api/v2/accounts/:id/remote_configs/:name/', async ({ request, params }) => {
      if (!isTheAccount(params.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (options.update) return respond(options.update)();
      const name = String(params.name);
      const existing = current.find((config) => config.config_name === name);
      if (!existing) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const { config_value } = (await request.json()) as { config_value: string };
      const updated = { config_name: name, config_value, updated_at: editedAt };
      current = replaceRemoteConfig(current, updated);
      return HttpResponse.json(updated);
    }),
  ];
}
