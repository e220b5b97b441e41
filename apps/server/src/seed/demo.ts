// The demo world (outside production): one person per state the hub shows, all with one password.
// Idempotent: a second start creates nothing and only tops the activity up to today, in milliseconds.
import {
  billingStatusNames,
  blockedAccountStatus,
  onboardingSteps,
  supportedAccountTagsConfig,
} from '@hub/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  accounts,
  devices,
  playerActivity,
  players,
  shippingAddresses,
  userActions,
  users,
} from '../db/schema';
import { demoAccountPeople, seedDemoAccount } from './demo-account';
import { demoAdminPeople, seedDemoAdmin } from './demo-admin';
import { hasSubscription, seedDemoBilling, seedDemoPlans, type DemoBilling } from './demo-billing';
import { demoPromoCodeLines, seedDemoPromoCodes } from './demo-checkout';
import { seedDemoCoaching } from './demo-coaching';
import { seedDemoRemoteConfigs } from './demo-configs';
import { seedDemoStatsDetails, seedDemoStatsPlayers } from './demo-stats';

export const demoPassword = 'HubDemo#2026';

/** The dashboard's supported account tags (docs/decisions.md "Sunset"); accounts with none are sunset. */
export const demoSupportedTags = ['hub-dashboard', 'early-access'] as const;

export const supportedTagsConfig = {
  name: supportedAccountTagsConfig,
  value: JSON.stringify(demoSupportedTags),
} as const;

const active = 'ACTIVE';
const { active: subscriptionActive, notPurchased, cancelRequested, cancelled, returned } = billingStatusNames;

/** The demo card: the test visa 4242 (as the api-client fixtures show it). */
const visa4242 = { brand: 'visa', last4: '4242', expires: { month: 4, year: 2029 } } as const;

interface DemoPlayer {
  name: string;
  /** Days before today of the first play; activity runs daily from then to today. */
  firstPlayDaysAgo: number;
  profileComplete: boolean;
}

interface DemoPerson {
  email: string;
  /** What signing in as them shows, for the table printed at start. */
  shows: string;
  firstName: string;
  lastName: string;
  phone?: string;
  isStaff?: boolean;
  isCoach?: boolean;
  isBillingUser?: boolean;
  checkoutCompleted?: boolean;
  account: { tags: string[]; status: string; billingStatus: string | null };
  devices?: string[];
  players?: DemoPlayer[];
  shipping?: Omit<typeof shippingAddresses.$inferInsert, 'id' | 'userId' | 'updatedAt'>;
  /** The account's subscription, its invoices, card and log (src/seed/demo-billing.ts). */
  billing?: DemoBilling;
}

/** The same people as the api-client fixtures (packages/api-client/src/msw/fixtures.ts). */
export const demoPeople: readonly DemoPerson[] = [
  {
    email: 'parent@demo.test',
    shows:
      'parent, billing user, yearly subscription started 10 days ago (cancel possible), 19 invoices (one FAILED), visa 4242, players Maya (a year of play, a 6-day goal streak) and Leo, Noor deactivated',
    firstName: 'Dana',
    lastName: 'Rivera',
    phone: '+12025550143',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: subscriptionActive },
    devices: ['Living-room tablet'],
    players: [
      { name: 'Maya', firstPlayDaysAgo: 365, profileComplete: true },
      { name: 'Leo', firstPlayDaysAgo: 353, profileComplete: false },
    ],
    shipping: {
      address1: '1200 Maple Avenue',
      address2: 'Apt 4B',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62704',
      country: 'US',
      timezone: 'America/Chicago',
    },
    // Monthly for 17 months (one charge failed two months before the switch), then yearly from 10 days
    // ago: within the 30-day grace period, so the cancel flow is open.
    billing: {
      plan: 'yearly',
      startedDaysAgo: 10,
      card: visa4242,
      history: { plan: 'monthly', months: 17, failed: [2] },
    },
  },
  {
    email: 'sunset@demo.test',
    shows: 'parent whose account has none of the supported tags (dashboard sunset)',
    firstName: 'Sam',
    lastName: 'Okafor',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['legacy'], status: active, billingStatus: subscriptionActive },
    billing: { plan: 'yearly', startedDaysAgo: 200, card: visa4242 },
  },
  {
    email: 'staff@demo.test',
    shows: 'staff (admin area, reaches every account)',
    firstName: 'Alex',
    lastName: 'Staff',
    isStaff: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: null },
  },
  {
    email: 'coach@demo.test',
    shows:
      'coach (coaching page: profile, a family with an upcoming call, one with a past call and notes, webinars)',
    firstName: 'Chris',
    lastName: 'Coach',
    isCoach: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: null },
  },
  {
    email: 'newcustomer@demo.test',
    shows: 'customer who has not finished checkout (lands on /checkout after sign-in)',
    firstName: 'Nia',
    lastName: 'New',
    isBillingUser: true,
    checkoutCompleted: false,
    account: { tags: [], status: active, billingStatus: notPurchased },
  },
  {
    email: 'pending@demo.test',
    shows: 'another customer who has not finished checkout (the end-to-end tests never complete it)',
    firstName: 'Pat',
    lastName: 'Pending',
    isBillingUser: true,
    checkoutCompleted: false,
    account: { tags: [], status: active, billingStatus: notPurchased },
  },
  {
    email: 'blocked@demo.test',
    shows: 'account BLOCKED (account unavailable page)',
    firstName: 'Blair',
    lastName: 'Blocked',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: blockedAccountStatus, billingStatus: subscriptionActive },
    billing: { plan: 'yearly', startedDaysAgo: 300, card: visa4242 },
  },
  {
    email: 'cancelled@demo.test',
    shows: 'subscription CANCELLED within the grace period: access ends on a day a year ahead (resume)',
    firstName: 'Casey',
    lastName: 'Brooks',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: cancelled },
    billing: {
      plan: 'yearly',
      startedDaysAgo: 20,
      card: visa4242,
      events: [
        {
          event: { type: 'CANCEL_REQUEST' },
          daysAgo: 6,
          by: 'family',
          extras: {
            cancelReasons: ['too_expensive', 'other'],
            cancelOtherReason: 'We are moving abroad.',
          },
          detail: { reasons: ['too_expensive', 'other'], other_reason: 'We are moving abroad.' },
        },
        { event: { type: 'CONFIRM_CANCEL' }, daysAgo: 5, by: 'family' },
      ],
    },
  },
  {
    email: 'returned@demo.test',
    shows: 'kit RETURNED 10 days ago (returned on a date; renewal can be requested)',
    firstName: 'Riley',
    lastName: 'Chen',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: returned },
    billing: {
      plan: 'yearly',
      startedDaysAgo: 280,
      card: visa4242,
      events: [
        {
          event: { type: 'RETURN_REQUEST' },
          daysAgo: 20,
          by: 'family',
          extras: { returnReason: 'Our child plays another sport now.' },
          detail: { reason: 'Our child plays another sport now.' },
        },
        { event: { type: 'CONFIRM_RETURN' }, daysAgo: 10, by: 'staff' },
      ],
    },
  },
  {
    email: 'grace@demo.test',
    shows: 'in the grace period with a cancellation requested (confirm, undo, or take a win-back offer)',
    firstName: 'Jordan',
    lastName: 'Patel',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: cancelRequested },
    billing: {
      plan: 'yearly',
      startedDaysAgo: 5,
      card: visa4242,
      events: [
        {
          event: { type: 'CANCEL_REQUEST' },
          daysAgo: 1,
          by: 'family',
          extras: { cancelReasons: ['not_using_enough'] },
          detail: { reasons: ['not_using_enough'] },
        },
      ],
    },
  },
  {
    email: 'monthly@demo.test',
    shows:
      'monthly plan; this month’s charge FAILED on an expired mastercard (update the card, pay again); one child, Zoe, in short sessions',
    firstName: 'Morgan',
    lastName: 'Lee',
    isBillingUser: true,
    checkoutCompleted: true,
    account: { tags: ['hub-dashboard'], status: active, billingStatus: subscriptionActive },
    billing: {
      plan: 'monthly',
      startedDaysAgo: 75,
      card: { brand: 'mastercard', last4: '4444', expires: 'last month' },
      failedTerms: [2],
    },
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, as a Date at 00:00 UTC. */
function utcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** A small deterministic generator, so the demo world looks the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One row per day a player played, from `from` to `to` (UTC days, inclusive). Rows sit at 12:00 UTC so
 * the calendar day is the same in every timezone from UTC-11 to UTC+11. About one day in five is a rest
 * day (never the last, so "today" always shows play); play time mostly falls between 10 and 70 minutes around the 45-minute goal.
 */
export function demoActivity(playerId: number, from: Date, to: Date) {
  const rows: (typeof playerActivity.$inferInsert)[] = [];
  const last = utcDay(to).getTime();
  for (let day = utcDay(from).getTime(); day <= last; day += dayMs) {
    const next = random(playerId * 100_003 + day / dayMs);
    if (next() < 0.2 && day !== last) continue;
    const minutes = 10 + next() * 60;
    rows.push({
      playerId,
      periodDatetime: new Date(day + 12 * 60 * 60 * 1000),
      secondsPlayed: Math.round(minutes * 60),
    });
  }
  return rows;
}

async function createPerson(db: Database, person: DemoPerson, passwordHash: string, today: Date) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        tags: person.account.tags,
        accountStatus: person.account.status,
        billingStatusName: person.account.billingStatus,
      })
      .returning({ id: accounts.id });
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account!.id,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone ?? null,
        language: 'en',
        isStaff: person.isStaff ?? false,
        isCoach: person.isCoach ?? false,
        isBillingUser: person.isBillingUser ?? false,
        checkoutCompleted: person.checkoutCompleted ?? false,
      })
      .returning({ id: users.id });
    if (person.shipping) await tx.insert(shippingAddresses).values({ ...person.shipping, userId: user!.id });
    if (person.devices?.length) {
      await tx.insert(devices).values(person.devices.map((name) => ({ accountId: account!.id, name })));
    }
    for (const player of person.players ?? []) {
      const firstPlay = new Date(utcDay(today).getTime() - player.firstPlayDaysAgo * dayMs);
      const [row] = await tx
        .insert(players)
        .values({
          accountId: account!.id,
          name: player.name,
          inProgram: true,
          role: 'player',
          firstPlayDate: isoDate(firstPlay),
          profileCompletedAt: player.profileComplete ? today : null,
        })
        .returning({ id: players.id });
      // A year of days in one statement: the bulk insert keeps the first start fast on PGlite.
      await tx.insert(playerActivity).values(demoActivity(row!.id, firstPlay, today));
    }
  });
}

/**
 * Gives every demo person with billing whose account has no subscription yet (a new person, or a demo
 * database from before billing) their subscription, invoices, card and log, dated from `today`.
 */
async function seedBilling(db: Database, today: Date) {
  await seedDemoPlans(db);
  const rows = await db
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      accountId: users.accountId,
      timezone: shippingAddresses.timezone,
    })
    .from(users)
    .leftJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(
      inArray(
        sql`lower(${users.email})`,
        demoPeople.map((person) => person.email),
      ),
    );
  const staff = rows.find((row) => row.email === 'staff@demo.test')?.id ?? null;
  for (const person of demoPeople) {
    const row = rows.find((candidate) => candidate.email === person.email);
    if (!person.billing || !row || (await hasSubscription(db, row.accountId))) continue;
    await seedDemoBilling(db, {
      accountId: row.accountId,
      label: person.email.split('@')[0]!,
      billing: person.billing,
      timeZone: row.timezone,
      actors: { family: row.id, staff },
      now: today,
    });
  }
}

/**
 * Marks the demo's established families as onboarded (every step passed), as customers who had the kit
 * before onboarding came would be: welcome@ (src/seed/demo-account.ts) and the customers still in checkout
 * have steps ahead, so only welcome@ lands on the welcome page after signing in (docs/decisions.md "Issue
 * 28"). Staff and coaches get none: onboarding is not for them. One row per user and step, so this is
 * safe on every start and a demo database from before gets them too.
 */
async function seedOnboarded(db: Database, today: Date) {
  const families = [
    ...demoPeople.filter((person) => person.checkoutCompleted && !person.isStaff && !person.isCoach),
    ...demoAdminPeople.filter((person) => !person.isStaff),
  ].map((person) => person.email);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, families));
  if (rows.length === 0) return;
  await db
    .insert(userActions)
    .values(
      rows.flatMap((row) => onboardingSteps.map((action) => ({ userId: row.id, action, createdAt: today }))),
    )
    .onConflictDoNothing();
}

/** Adds the days since the last start to the demo players' activity, so "up to today" stays true. */
async function topUpActivity(db: Database, today: Date) {
  const demoPlayers = await db
    .select({
      id: players.id,
      firstPlayDate: players.firstPlayDate,
      last: max(playerActivity.periodDatetime),
    })
    .from(players)
    .innerJoin(users, eq(users.accountId, players.accountId))
    .leftJoin(playerActivity, eq(playerActivity.playerId, players.id))
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          demoPeople.map((person) => person.email),
        ),
        // A deactivated player plays no more (src/seed/demo-stats.ts's Noor).
        eq(players.isActive, true),
      ),
    )
    .groupBy(players.id, players.firstPlayDate);
  for (const player of demoPlayers) {
    const from = player.last
      ? new Date(utcDay(player.last).getTime() + dayMs)
      : new Date(`${player.firstPlayDate ?? isoDate(today)}T00:00:00Z`);
    const rows = demoActivity(player.id, from, today);
    if (rows.length > 0) await db.insert(playerActivity).values(rows).onConflictDoNothing();
  }
}

/**
 * Creates the demo people that are missing and the supported-tags config, then tops up activity.
 * `passwordHash` is asked for only when someone is created; one hash serves them all, since the demo
 * password is printed at every start anyway. Returns how many people were created.
 */
export async function seedDemo(
  db: Database,
  options: { passwordHash: () => Promise<string>; now?: Date },
): Promise<number> {
  const today = options.now ?? new Date();
  const present = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        demoPeople.map((person) => person.email),
      ),
    );
  const missing = demoPeople.filter((person) => !present.some((row) => row.email === person.email));
  // One hash for everyone created, whichever seed asks first.
  let hashing: Promise<string> | null = null;
  const passwordHash = () => (hashing ??= options.passwordHash());
  if (missing.length > 0) {
    const hash = await passwordHash();
    for (const person of missing) await createPerson(db, person, hash, today);
  }
  await seedBilling(db, today);
  // Onboarding and the account's people (src/seed/demo-account.ts), after the plans exist.
  const accountPeople = await seedDemoAccount(db, { passwordHash, today, activity: demoActivity });
  await seedDemoPromoCodes(db);
  // The admin area's people, tags, notes, shipments, tickets, orders and requests (src/seed/demo-admin.ts).
  const adminPeople = await seedDemoAdmin(db, { passwordHash, today });
  await seedOnboarded(db, today);

  // The supported tags and Morgan Lee's metagame entry (src/seed/demo-configs.ts).
  await seedDemoRemoteConfigs(db, supportedTagsConfig);

  // Player stats (src/seed/demo-stats.ts): its children and Maya's streak before the top-up, the
  // heart-rate data of every day played after it.
  await seedDemoStatsPlayers(db, today);
  if (missing.length === 0) await topUpActivity(db, today);
  await seedDemoStatsDetails(db, today);
  // Coaching, webinars and content (src/seed/demo-coaching.ts).
  await seedDemoCoaching(db, today);
  return missing.length + accountPeople + adminPeople;
}

/** The sign-ins printed at start. */
export function demoSignIns(): string {
  const people = [...demoPeople, ...demoAccountPeople, ...demoAdminPeople];
  const width = Math.max(...people.map((person) => person.email.length));
  const lines = people.map((person) => `  ${person.email.padEnd(width)}  ${person.shows}`);
  return [`Demo sign-ins (password ${demoPassword}):`, ...lines, demoPromoCodeLines()].join('\n');
}
