// The demo world's people for onboarding and the rest of the account (issue 12): a family with two
// tablets (one in kiosk mode) and a second caregiver, that caregiver, a new family with every onboarding
// step still to pass, and an educator (the special user kind). Created once, like the other demo people;
// a later start only tops their children's play up to today.
import { billingStatusNames, onboardingSteps, specialUserKind } from '@hub/domain';
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  accountCustomNotes,
  accountExperiments,
  accounts,
  devices,
  playerActivity,
  playerProfiles,
  players,
  shippingAddresses,
  userActions,
  userSettings,
  users,
} from '../db/schema';
import { hasSubscription, seedDemoBilling, type DemoBilling } from './demo-billing';

interface DemoChild {
  name: string;
  firstPlayDaysAgo: number;
  /** The birth year that completed the profile; none while it is incomplete. */
  birthYear?: number;
  /** A variant of an experiment the child takes part in. */
  experiment?: { campaign: string; variant: string };
}

/** A demo person of this area: the table printed at start shows `email` and `shows`. */
export interface DemoAccountPerson {
  email: string;
  shows: string;
  firstName: string;
  lastName: string;
  isBillingUser: boolean;
  userKind?: string;
  /** Joins the account of this demo person instead of having one (a second caregiver). */
  joins?: string;
  account?: {
    tags: string[];
    billingStatus: string | null;
    devices?: { name: string; kiosk: boolean }[];
    children?: DemoChild[];
    customNote?: string;
    experiments?: { campaign: string; variant: string }[];
    billing?: DemoBilling;
    timezone?: string;
  };
  /** The actions already done (onboarding steps passed). */
  actions?: readonly string[];
  marketingOptOut?: boolean;
}

const visa4242 = { brand: 'visa', last4: '4242', expires: { month: 4, year: 2029 } } as const;

export const demoAccountPeople: readonly DemoAccountPerson[] = [
  {
    email: 'family@demo.test',
    shows:
      'parent with a second caregiver (caregiver@) and two tablets, the kitchen one in kiosk mode; onboarding done',
    firstName: 'Tessa',
    lastName: 'Moreau',
    isBillingUser: true,
    account: {
      tags: ['hub-dashboard'],
      billingStatus: billingStatusNames.active,
      devices: [
        { name: 'Kitchen tablet', kiosk: true },
        { name: 'Bedroom tablet', kiosk: false },
      ],
      children: [
        {
          name: 'Ava',
          firstPlayDaysAgo: 120,
          birthYear: 2016,
          experiment: { campaign: 'calm_prompts', variant: 'B' },
        },
        { name: 'Noah', firstPlayDaysAgo: 90, birthYear: 2018 },
      ],
      experiments: [{ campaign: 'weekly_digest', variant: 'email' }],
      billing: { plan: 'yearly', startedDaysAgo: 120, card: visa4242 },
      timezone: 'America/Denver',
    },
    actions: onboardingSteps,
  },
  {
    email: 'caregiver@demo.test',
    shows: "second caregiver on family@'s account: the same children, no billing",
    firstName: 'Omar',
    lastName: 'Moreau',
    isBillingUser: false,
    joins: 'family@demo.test',
    actions: onboardingSteps,
  },
  {
    email: 'welcome@demo.test',
    shows: 'new family: every onboarding step to pass at /dashboard/welcome, two children without profiles',
    firstName: 'Priya',
    lastName: 'Shah',
    isBillingUser: true,
    account: {
      tags: ['hub-dashboard'],
      billingStatus: billingStatusNames.active,
      devices: [{ name: 'Family tablet', kiosk: false }],
      children: [
        { name: 'Mila', firstPlayDaysAgo: 1 },
        { name: 'Theo', firstPlayDaysAgo: 1 },
      ],
      billing: { plan: 'monthly', startedDaysAgo: 2, card: visa4242 },
    },
  },
  {
    email: 'educator@demo.test',
    shows: `the special user kind (${specialUserKind}): a classroom's three children, its own menu (no Community), a note from staff`,
    firstName: 'Grace',
    lastName: 'Okoye',
    isBillingUser: false,
    userKind: specialUserKind,
    account: {
      tags: ['hub-dashboard'],
      billingStatus: billingStatusNames.active,
      devices: [{ name: 'Classroom tablet', kiosk: true }],
      children: [
        { name: 'Amir', firstPlayDaysAgo: 60, birthYear: 2017 },
        { name: 'Bea', firstPlayDaysAgo: 60, birthYear: 2017 },
        { name: 'Cole', firstPlayDaysAgo: 45, birthYear: 2016 },
      ],
      customNote: 'Your classroom’s two spare heart-rate sensors shipped on Monday.',
    },
    actions: onboardingSteps,
    marketingOptOut: true,
  },
];

const dayMs = 24 * 60 * 60 * 1000;

function utcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** The demo's daily play rows (src/seed/demo.ts `demoActivity`), handed in to keep the imports one way. */
export type DemoActivity = (playerId: number, from: Date, to: Date) => (typeof playerActivity.$inferInsert)[];

async function createPerson(
  db: Database,
  person: DemoAccountPerson,
  passwordHash: string,
  today: Date,
  activity: DemoActivity,
): Promise<void> {
  await db.transaction(async (tx) => {
    let accountId: number;
    if (person.joins) {
      const [owner] = await tx
        .select({ accountId: users.accountId })
        .from(users)
        .where(sql`lower(${users.email}) = ${person.joins}`);
      if (!owner) throw new Error(`demo: ${person.email} joins ${person.joins}, who is missing`);
      accountId = owner.accountId;
    } else {
      const spec = person.account!;
      const [account] = await tx
        .insert(accounts)
        .values({ tags: spec.tags, billingStatusName: spec.billingStatus })
        .returning({ id: accounts.id });
      accountId = account!.id;
    }
    const [user] = await tx
      .insert(users)
      .values({
        accountId,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        language: 'en',
        isBillingUser: person.isBillingUser,
        userKind: person.userKind ?? null,
        checkoutCompleted: true,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    if (person.actions?.length) {
      await tx
        .insert(userActions)
        .values(person.actions.map((action) => ({ userId, action, createdAt: today })));
    }
    if (person.marketingOptOut) {
      await tx.insert(userSettings).values({ userId, marketingOptOutAt: today, updatedAt: today });
    }
    const spec = person.joins ? null : person.account!;
    if (!spec) return;
    if (spec.timezone) {
      await tx.insert(shippingAddresses).values({
        userId,
        address1: '88 Aspen Way',
        city: 'Boulder',
        state: 'CO',
        zipcode: '80302',
        country: 'US',
        timezone: spec.timezone,
      });
    }
    if (spec.devices?.length) {
      await tx
        .insert(devices)
        .values(spec.devices.map((device) => ({ accountId, name: device.name, isKioskMode: device.kiosk })));
    }
    for (const child of spec.children ?? []) {
      const firstPlay = new Date(utcDay(today).getTime() - child.firstPlayDaysAgo * dayMs);
      const [row] = await tx
        .insert(players)
        .values({
          accountId,
          name: child.name,
          inProgram: true,
          role: 'player',
          firstPlayDate: firstPlay.toISOString().slice(0, 10),
          profileCompletedAt: child.birthYear ? today : null,
        })
        .returning({ id: players.id });
      const playerId = row!.id;
      if (child.birthYear) {
        await tx
          .insert(playerProfiles)
          .values({ playerId, birthYear: child.birthYear, completedBy: userId, updatedAt: today });
      }
      if (child.experiment) {
        await tx.insert(accountExperiments).values({
          accountId,
          playerId,
          campaignName: child.experiment.campaign,
          variantName: child.experiment.variant,
        });
      }
      const rows = activity(playerId, firstPlay, today);
      if (rows.length > 0) await tx.insert(playerActivity).values(rows);
    }
    for (const experiment of spec.experiments ?? []) {
      await tx
        .insert(accountExperiments)
        .values({ accountId, campaignName: experiment.campaign, variantName: experiment.variant });
    }
    if (spec.customNote) {
      await tx.insert(accountCustomNotes).values({ accountId, note: spec.customNote, updatedAt: today });
    }
  });
}

/** The lower-cased emails of this area's demo people. */
const emails = demoAccountPeople.map((person) => person.email);

async function topUpActivity(db: Database, today: Date, activity: DemoActivity) {
  const children = await db
    .select({
      id: players.id,
      firstPlayDate: players.firstPlayDate,
      last: max(playerActivity.periodDatetime),
    })
    .from(players)
    .innerJoin(users, eq(users.accountId, players.accountId))
    .leftJoin(playerActivity, eq(playerActivity.playerId, players.id))
    .where(inArray(sql`lower(${users.email})`, emails))
    .groupBy(players.id, players.firstPlayDate);
  for (const child of children) {
    const from = child.last
      ? new Date(utcDay(child.last).getTime() + dayMs)
      : new Date(`${child.firstPlayDate ?? today.toISOString().slice(0, 10)}T00:00:00Z`);
    const rows = activity(child.id, from, today);
    if (rows.length > 0) await db.insert(playerActivity).values(rows).onConflictDoNothing();
  }
}

/**
 * Creates this area's demo people who are missing (after the plans exist: call it after the billing
 * seed), gives their accounts their subscriptions, and tops the children's play up to today. Returns
 * how many people it created.
 */
export async function seedDemoAccount(
  db: Database,
  options: { passwordHash: () => Promise<string>; today: Date; activity: DemoActivity },
): Promise<number> {
  const { today, activity } = options;
  const present = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const missing = demoAccountPeople.filter((person) => !present.some((row) => row.email === person.email));
  if (missing.length > 0) {
    const hash = await options.passwordHash();
    // In the table's order: a caregiver joins an account made before them.
    for (const person of missing) await createPerson(db, person, hash, today, activity);
  } else {
    await topUpActivity(db, today, activity);
  }

  for (const person of demoAccountPeople) {
    const billing = person.account?.billing;
    if (!billing) continue;
    const [row] = await db
      .select({ id: users.id, accountId: users.accountId, timezone: shippingAddresses.timezone })
      .from(users)
      .leftJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
      .where(sql`lower(${users.email}) = ${person.email}`);
    if (!row || (await hasSubscription(db, row.accountId))) continue;
    await seedDemoBilling(db, {
      accountId: row.accountId,
      label: person.email.split('@')[0]!,
      billing,
      timeZone: row.timezone,
      actors: { family: row.id, staff: null },
      now: today,
    });
  }
  return missing.length;
}
