// Plans and billing rules (docs/billing-api.md "Plans and rules"): read before sign-in too (checkout), so
// these calls need no sign-in. Prices come from `program_plans`; every rule comes from @hub/domain.
import {
  addCalendarMonths,
  cancelGracePeriodDays,
  cancelReasons,
  defaults,
  formatMessage,
  instructionsEmailHours,
  monthlyEffectivePrice,
  nextBillingDate,
  planChargeMinor,
  winBackOffers,
  type CalendarDate,
  type Plan,
  type WinBackOffer,
} from '@hub/domain';
import { arrayContains, asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { programPlans } from './schema';

export type PlanRow = typeof programPlans.$inferSelect;

/** The currency of the hub's prices and of an account without a subscription yet. */
export const billingCurrency = 'USD';

/** The checkout's tag when none is given; an unknown tag answers its plans too. */
export const defaultPlanTag = 'default';

/** The longest tag looked up: a longer one is no tag of ours. */
const maxTagLength = 64;

/** A plan as @hub/domain's pricing reads it. */
export function pricingPlan(plan: PlanRow): Plan {
  return {
    months: plan.months,
    priceMinor: plan.price,
    discountedPriceMinor: plan.discountedPrice,
    currency: plan.currency,
  };
}

/** The plan as a subscription carries it on the wire. */
export function subscriptionPlanJson(plan: PlanRow) {
  return {
    id: plan.id,
    months: plan.months,
    price: plan.price,
    currency: plan.currency,
    recurring: plan.recurring,
  };
}

/** `GET /api/v2/billing/program_plan/`: one plan, with its pricing for someone buying it today. */
export function programPlanJson(plan: PlanRow, now: Date) {
  const discounted =
    plan.discountedPrice !== null && plan.discountedPrice < plan.price ? plan.discountedPrice : null;
  return {
    ...subscriptionPlanJson(plan),
    tags: plan.tags,
    monthly_effective_price: monthlyEffectivePrice(planChargeMinor(pricingPlan(plan)), plan.months),
    discounted_price: discounted,
    // Before sign-in there is no account: the calendar is the default time zone's.
    billing_date: nextBillingDate({ months: plan.months, now, timeZone: defaults.timezone }),
  };
}

/**
 * An invoice's description: the plan's English name and the term it pays for, with the offer that
 * discounts it ("Yearly plan, 2027-11-10 to 2028-11-10, 30% off for 12 months").
 */
export function invoiceDescription(plan: PlanRow, from: CalendarDate, offer: WinBackOffer | null = null) {
  const term = `${plan.name} plan, ${from} to ${addCalendarMonths(from, plan.months)}`;
  return offer ? `${term}, ${formatMessage(offer.label)}` : term;
}

/** A plan by id, or null. */
export async function planById(db: Pick<Database, 'select'>, id: string): Promise<PlanRow | null> {
  const [plan] = await db.select().from(programPlans).where(eq(programPlans.id, id));
  return plan ?? null;
}

/** `GET /api/v2/billing/rules/`: the numbers and choices of the flows, all from @hub/domain. */
export function billingRulesJson() {
  return {
    grace_period_days: cancelGracePeriodDays,
    instructions_email_hours: instructionsEmailHours,
    currency: billingCurrency,
    win_back_offers: winBackOffers.map((offer) => ({
      id: offer.id,
      percent_off: offer.percentOff,
      duration_months: offer.durationMonths,
      plan_months: offer.planMonths ?? null,
    })),
    cancel_reasons: [...cancelReasons],
  };
}

export function planRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/billing/program_plan/', {
    GET: async (c) => {
      const { db, now } = c.var.settings;
      const asked = c.req.query('tag')?.trim() ?? '';
      let tag = asked === '' || asked.length > maxTagLength ? defaultPlanTag : asked;
      const countOf = async (of: string) =>
        (
          await db
            .select({ n: count() })
            .from(programPlans)
            .where(arrayContains(programPlans.tags, [of]))
        )[0]!.n;
      // An unknown tag answers the default plans (the checkout stores whatever tag it was given).
      if (tag !== defaultPlanTag && (await countOf(tag)) === 0) tag = defaultPlanTag;
      const page = await paginate(
        c,
        () => countOf(tag),
        (limit, offset) =>
          db
            .select()
            .from(programPlans)
            .where(arrayContains(programPlans.tags, [tag]))
            .orderBy(asc(programPlans.months), asc(programPlans.id))
            .limit(limit)
            .offset(offset),
      );
      const today = now();
      return c.json({ ...page, results: page.results.map((plan) => programPlanJson(plan, today)) });
    },
  });

  route(app, '/api/v2/billing/rules/', {
    GET: (c) => c.json(billingRulesJson()),
  });
}
