import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { send, signInDemo, testApp } from '../test/helpers';

describe.each(databases())('the hub’s configuration on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it('answers the default phone country US when none is configured, without sign-in', async () => {
    const response = await send(testApp(handle), '/api/v2/config/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ default_phone_country: 'US' });
  });

  it.each(['CA', 'GB', 'MX'] as const)('answers the configured default phone country %s', async (country) => {
    const response = await send(testApp(handle, { defaultPhoneCountry: country }), '/api/v2/config/');
    expect(await response.json()).toEqual({ default_phone_country: country });
  });

  it('answers a signed-in user the same', async () => {
    const { get } = await signInDemo(testApp(handle, { defaultPhoneCountry: 'AU' }), ['parent']);
    expect(await (await get('/api/v2/config/', 'parent')).json()).toEqual({ default_phone_country: 'AU' });
  });

  it('takes no writes', async () => {
    const response = await send(testApp(handle), '/api/v2/config/', {
      method: 'POST',
      json: { default_phone_country: 'FR' },
    });
    expect(response.status).toBe(405);
  });
});
