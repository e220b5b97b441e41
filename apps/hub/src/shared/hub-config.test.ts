import { queryKeys } from '@hub/api-client';
import { handlers, ok, serverError } from '@hub/api-client/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDefaultPhoneCountry } from './hub-config';
import { createTestHub } from './test-hub';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Spec section 9: the default phone country comes from configuration.
describe('the default phone country', () => {
  it.each(['US', 'CA', 'GB'])('is the server’s configured %s, read signed out and kept', async (country) => {
    server.use(handlers.hubConfig(ok({ default_phone_country: country })));
    const hub = createTestHub({ baseUrl: 'http://hub.test' });
    expect(await loadDefaultPhoneCountry(hub)).toBe(country);
    expect(hub.queryClient.getQueryData(queryKeys.hubConfig())).toEqual({ default_phone_country: country });
  });

  it('is US when the configuration cannot be read, and the failure is reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handlers.hubConfig(serverError()));
    const hub = createTestHub({ baseUrl: 'http://hub.test' });
    expect(await loadDefaultPhoneCountry(hub)).toBe('US');
    expect(reported).toHaveBeenCalledWith(expect.anything(), { tags: { area: 'hub-config' } });
    reported.mockRestore();
  });
});
