// Staff edit an account's remote config (issue 28): `PATCH /api/v2/accounts/{id}/remote_configs/{name}/`
// {config_value}, staff only, the value checked by @hub/domain and replaced whole, the change logged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminActionsOf } from '../test/admin';
import { databases } from '../test/databases';
import { send, signInDemo, testApp, type DemoSignIns, type TestApp } from '../test/helpers';
import { remoteConfigs } from './schema';

describe.each(databases())('editing an account’s remote config on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let signIns: DemoSignIns;
  let accountId: number;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    signIns = await signInDemo(app, ['sunset', 'staff', 'coach']);
    accountId = signIns.accountOf.sunset!;
    await handle.db.insert(remoteConfigs).values([
      { accountId, configName: 'metagame', configValue: '{"product":"city"}' },
      { accountId, configName: 'volume', configValue: '7' },
    ]);
  });
  afterAll(() => handle.close());

  const patch = (who: string, name: string, body: unknown, account = accountId) =>
    send(app, `/api/v2/accounts/${account}/remote_configs/${name}/`, {
      method: 'PATCH',
      json: body,
      bearer: signIns.tokens[who],
    });
  const stored = async (name: string) => {
    const [row] = await handle.db
      .select()
      .from(remoteConfigs)
      .where(and(eq(remoteConfigs.accountId, accountId), eq(remoteConfigs.configName, name)));
    return row?.configValue;
  };

  it('replaces the metagame entry of {"product":"city"} with the value staff typed, and logs it', async () => {
    const response = await patch('staff', 'metagame', { config_value: '{"product": "forest"}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      config_name: 'metagame',
      config_value: '{"product": "forest"}',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await stored('metagame')).toBe('{"product": "forest"}');
    expect(await stored('volume')).toBe('7');
    const list = (await (
      await signIns.get(`/api/v2/accounts/${accountId}/remote_configs/list/`, 'sunset')
    ).json()) as { count: number; results: { config_name: string; config_value: string }[] };
    expect(list.count).toBe(2);
    expect(list.results.find((config) => config.config_name === 'metagame')?.config_value).toBe(
      '{"product": "forest"}',
    );
    const log = await adminActionsOf(handle.db, accountId);
    expect(log.at(-1)).toMatchObject({
      action: 'remote_config.update',
      targetType: 'remote_config',
      detail: { config_name: 'metagame', from: '{"product":"city"}', to: '{"product": "forest"}' },
    });
  });

  it.each([
    { body: {}, errors: { config_value: ['Value is required'] } },
    { body: { config_value: ' ' }, errors: { config_value: ['Value is required'] } },
    {
      body: { config_value: '{product}city' },
      errors: {
        config_value: [
          'Value must be valid JSON: text in double quotes ("city"), a number (42), a list (["a", "b"]) or an object',
        ],
      },
    },
    {
      body: { config_value: `"${'x'.repeat(9999)}"` },
      errors: { config_value: ['Value must be less than 10000 characters'] },
    },
  ])('refuses $body with 400 and changes nothing', async ({ body, errors }) => {
    const response = await patch('staff', 'volume', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    expect(await stored('volume')).toBe('7');
  });

  it.each(['sunset', 'coach'])('refuses %s with 403 before reading the body', async (who) => {
    const response = await patch(who, 'volume', { config_value: '8' });
    expect(response.status).toBe(403);
    expect(await stored('volume')).toBe('7');
  });

  it('answers 404 for a config the account does not have, and for an account that does not exist', async () => {
    expect((await patch('staff', 'missing', { config_value: '1' })).status).toBe(404);
    expect((await patch('staff', 'volume', { config_value: '1' }, 99_999_999)).status).toBe(404);
  });

  it('answers 401 signed out', async () => {
    const response = await send(app, `/api/v2/accounts/${accountId}/remote_configs/volume/`, {
      method: 'PATCH',
      json: { config_value: '8' },
    });
    expect(response.status).toBe(401);
  });
});
