// The card update email a family asks for (issue 28): its link opens the billing segment's card popup and
// is built from PUBLIC_URL alone, whatever Host the request came with; the ask is a row of the billing log.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createFamily } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, send, testApp, type TestApp } from '../test/helpers';
import { updateCardPath } from './mail';
import { subscriptionActions } from './schema';

describe.each(databases())('the card update email on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { demo: true, publicUrl: 'https://hub.example.org' });
  });
  afterAll(() => handle.close());

  async function askForEmail(host?: string) {
    const family = await createFamily(handle.db, { state: 'pastDue' });
    const token = await accessToken(app, family.email);
    const response = await send(app, '/api/v2/billing/request_update_email/', {
      method: 'POST',
      bearer: token,
      json: { account: family.accountId },
      headers: host ? { host, 'x-forwarded-host': host } : {},
    });
    const outbox = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(family.email)}`);
    const [email] = ((await outbox.json()) as { results: { subject: string; body: string }[] }).results;
    return { family, response, email: email! };
  }

  it('links to the billing segment with the parameter that opens the card popup', async () => {
    const { response, email } = await askForEmail();
    expect(response.status).toBe(202);
    expect(updateCardPath).toBe('/dashboard/account?segment=billing&update_card=1');
    expect(email.subject).toBe('Update the card of your subscription');
    expect(email.body).toContain('https://hub.example.org/dashboard/account?segment=billing&update_card=1');
  });

  it('builds the link from PUBLIC_URL, never from the Host the request came with', async () => {
    const { email } = await askForEmail('evil.example');
    expect(email.body).not.toContain('evil.example');
    expect(email.body).toContain('https://hub.example.org/dashboard/account?segment=billing&update_card=1');
  });

  it('logs the ask as PAYMENT_UPDATE_EMAIL by the family, the state unchanged', async () => {
    const { family } = await askForEmail();
    const [row] = await handle.db
      .select()
      .from(subscriptionActions)
      .where(eq(subscriptionActions.accountId, family.accountId))
      .orderBy(desc(subscriptionActions.id))
      .limit(1);
    expect(row).toMatchObject({
      event: 'PAYMENT_UPDATE_EMAIL',
      actorId: family.id,
      fromStatus: 'PAST_DUE',
      toStatus: 'PAST_DUE',
    });
  });
});
