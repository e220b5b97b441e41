// The demo people of onboarding and the account (src/seed/demo-account.ts) show what the table printed at
// start says, read through the calls the hub makes and the domain's rules.
import { menuEntries, menuRoles, onboardingProgress, roleKind } from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { seedDemo } from './demo';
import { demoAccountPeople } from './demo-account';

interface Info {
  user_kind: string | null;
  is_staff: boolean;
  is_coach: boolean;
  is_billing_user: boolean;
  account: { id: number; account_status: string; tags: string[] };
  onboarding: { steps_to_pass: string[] };
}

describe.each(databases())('the account’s demo people on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  async function seen(email: string) {
    const bearer = await accessToken(app, email);
    const info = (await json(await send(app, '/api/v3/user_info/', { bearer }))) as Info;
    const account = (await json(await send(app, `/api/v2/accounts/${info.account.id}/`, { bearer }))) as {
      devices: { name: string; is_kiosk_mode: boolean }[];
      users: { email: string }[];
    };
    const incomplete = (await json(
      await send(app, `/api/v2/accounts/${info.account.id}/incomplete_profiles/`, { bearer }),
    )) as { count: number };
    return { info, account, incomplete: incomplete.count };
  }

  it.each(demoAccountPeople.map((person) => person.email))(
    'signs %s in with the demo password',
    async (email) => {
      expect(await accessToken(app, email)).toEqual(expect.any(String));
    },
  );

  it('family@ has two tablets, the kitchen one in kiosk mode, and a second caregiver; nothing to onboard', async () => {
    const { info, account } = await seen('family@demo.test');
    expect(account.devices).toEqual([
      expect.objectContaining({ name: 'Kitchen tablet', is_kiosk_mode: true }),
      expect.objectContaining({ name: 'Bedroom tablet', is_kiosk_mode: false }),
    ]);
    expect(account.users.map((user) => user.email)).toEqual(['family@demo.test', 'caregiver@demo.test']);
    expect(info.onboarding.steps_to_pass).toEqual([]);
  });

  it('caregiver@ is on the same account, not a billing user', async () => {
    const family = await seen('family@demo.test');
    const caregiver = await seen('caregiver@demo.test');
    expect(caregiver.info.account.id).toBe(family.info.account.id);
    expect(caregiver.info.is_billing_user).toBe(false);
  });

  it('welcome@ has every onboarding step to pass and two children without profiles', async () => {
    const { info, incomplete } = await seen('welcome@demo.test');
    expect(info.onboarding.steps_to_pass).toEqual(onboardingProgress([]).stepsToPass);
    expect(incomplete).toBe(2);
  });

  it.each([
    { email: 'parent@demo.test', toPass: [] },
    { email: 'sunset@demo.test', toPass: [] },
    { email: 'returning@demo.test', toPass: [] },
    { email: 'staff@demo.test', toPass: onboardingProgress([]).stepsToPass },
    { email: 'coach@demo.test', toPass: onboardingProgress([]).stepsToPass },
  ])(
    'the established families are onboarded, staff and coaches not (onboarding is not for them): $email',
    async ({ email, toPass }) => {
      const { info } = await seen(email);
      expect(info.onboarding.steps_to_pass).toEqual(toPass);
    },
  );

  it('educator@ is the special user kind, with its own menu: a parent’s without Community', async () => {
    const { info } = await seen('educator@demo.test');
    expect(roleKind(info)).toBe('educator');
    expect(menuRoles(info)).toEqual(['special']);
    const ids = menuEntries({ user: info, sunset: 'supported', hasPlayers: true, mobile: false }).map(
      (e) => e.id,
    );
    expect(ids).toEqual(['home', 'playerStats', 'gameDirections', 'account', 'support']);
  });

  it('creates none of them again on a second seeding', async () => {
    expect(
      await seedDemo(handle.db, { passwordHash: () => Promise.reject(new Error('no hash needed')) }),
    ).toBe(0);
  });
});
