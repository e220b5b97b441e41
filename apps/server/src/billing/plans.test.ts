import {
  cancelGracePeriodDays,
  cancelReasons,
  defaults,
  instructionsEmailHours,
  nextBillingDate,
  winBackOffers,
} from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { send, testApp, type TestApp } from '../test/helpers';
import { programPlans } from './schema';

describe.each(databases())('plans and rules on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const now = new Date('2026-11-25T17:00:00Z');

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => now });
  });
  afterAll(() => handle.close());

  it('answers the default plans without a sign-in, shortest first, in the client’s shape', async () => {
    const response = await send(app, '/api/v2/billing/program_plan/?tag=default');
    expect(response.status).toBe(200);
    const body = await response.json();
    await expectParses('programPlanPageSchema', body);
    expect(body).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: 'monthly',
          months: 1,
          price: 2999,
          currency: 'USD',
          recurring: true,
          tags: ['default'],
          monthly_effective_price: 2999,
          discounted_price: null,
          billing_date: '2026-12-25',
        },
        expect.objectContaining({ id: 'half_year', months: 6, price: 14999, monthly_effective_price: 2500 }),
        expect.objectContaining({
          id: 'yearly',
          months: 12,
          price: 29900,
          monthly_effective_price: 2492,
          billing_date: nextBillingDate({ months: 12, now, timeZone: defaults.timezone }),
        }),
      ],
    });
  });

  it.each([
    ['no tag', '/api/v2/billing/program_plan/'],
    ['an unknown tag', '/api/v2/billing/program_plan/?tag=spring-sale'],
    ['an empty tag', '/api/v2/billing/program_plan/?tag='],
  ])('answers %s with the default plans', async (_, path) => {
    const body = (await (await send(app, path)).json()) as { results: { id: string }[] };
    expect(body.results.map((plan) => plan.id)).toEqual(['monthly', 'half_year', 'yearly']);
  });

  it('answers a tag’s own plans, and pages them as asked', async () => {
    const prepaid = (await (await send(app, '/api/v2/billing/program_plan/?tag=prepaid')).json()) as object;
    expect(prepaid).toMatchObject({ count: 1, results: [{ id: 'prepaid_year', recurring: false }] });
    const page = await send(app, '/api/v2/billing/program_plan/?page=2&page_size=1');
    expect(await page.json()).toMatchObject({
      count: 3,
      next: '/api/v2/billing/program_plan/?page=3&page_size=1',
      previous: '/api/v2/billing/program_plan/?page=1&page_size=1',
      results: [{ id: 'half_year' }],
    });
  });

  it('prices a plan with a lower discounted price by that price', async () => {
    await handle.db.insert(programPlans).values([
      {
        id: 'spring',
        name: 'Spring',
        months: 3,
        price: 9000,
        discountedPrice: 6000,
        currency: 'USD',
        tags: ['spring'],
      },
      {
        id: 'odd',
        name: 'Odd',
        months: 3,
        price: 9000,
        discountedPrice: 9500,
        currency: 'USD',
        tags: ['spring'],
      },
    ]);
    const body = (await (await send(app, '/api/v2/billing/program_plan/?tag=spring')).json()) as {
      results: { id: string; discounted_price: number | null; monthly_effective_price: number }[];
    };
    expect(body.results).toMatchObject([
      { id: 'odd', discounted_price: null, monthly_effective_price: 3000 },
      { id: 'spring', discounted_price: 6000, monthly_effective_price: 2000 },
    ]);
  });

  it('answers the rules of the flows from @hub/domain, in the client’s shape', async () => {
    const response = await send(app, '/api/v2/billing/rules/');
    const body = await response.json();
    await expectParses('billingRulesSchema', body);
    expect(body).toEqual({
      grace_period_days: cancelGracePeriodDays,
      instructions_email_hours: instructionsEmailHours,
      currency: 'USD',
      win_back_offers: winBackOffers.map((offer) => ({
        id: offer.id,
        percent_off: offer.percentOff,
        duration_months: offer.durationMonths,
        plan_months: offer.planMonths ?? null,
      })),
      cancel_reasons: [...cancelReasons],
    });
    expect(body).toMatchObject({ grace_period_days: 30, instructions_email_hours: 24 });
  });
});
