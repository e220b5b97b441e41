import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { demoSignIns } from '../seed/demo';
import { databases } from '../test/databases';
import { accessToken, send, testApp, type TestApp } from '../test/helpers';
import { eq } from 'drizzle-orm';
import { promoCodes } from './schema';

describe.each(databases())('the demo’s checkout on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  it('has the three promo codes, printed at start under the sign-ins', async () => {
    const codes = await handle.db.select().from(promoCodes).orderBy(promoCodes.code);
    expect(codes).toMatchObject([
      { code: 'EXPIRED5', percentOff: 5, expiresAt: expect.any(Date) },
      { code: 'FAMILY20', amountOff: 2000, currency: 'USD', percentOff: null },
      { code: 'WELCOME10', percentOff: 10, amountOff: null, expiresAt: null },
    ]);
    const printed = demoSignIns();
    for (const code of ['WELCOME10', 'FAMILY20', 'EXPIRED5']) expect(printed).toContain(code);
    expect(printed).toContain('newcustomer@demo.test');
  });

  it.each(['newcustomer@demo.test', 'pending@demo.test'])(
    'has %s, who signs in but has not checked out',
    async (email) => {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ checkoutCompleted: false, isBillingUser: true });
      const bearer = await accessToken(app, email);
      const info = await (await send(app, '/api/v2/user/info/', { bearer })).json();
      expect(info).toMatchObject({
        checkout_completed: false,
        account: { billing_status: { status_name: 'NOT_PURCHASED' } },
      });
    },
  );
});
