// MSW handlers of the shell area: the account's and the global remote configs.
import { http, type HttpHandler } from 'msw';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import { globalRemoteConfigsFixture } from './fixtures';

export const shellHandlers = {
  accountRemoteConfigs: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v2/accounts/:id/remote_configs/list/', respond(state)),
  globalRemoteConfigs: (state: MockState<unknown> = ok(pageOf(globalRemoteConfigsFixture))) =>
    http.get('*/api/v2/remote_configs/list/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;
