// The demo world of the staff (admin) area (issue 13): the known tags, a second staff member, families with
// a return and a renewal waiting on staff (with grace@'s cancel request and a card-update email asked for
// by monthly@, one outstanding request of each kind), a family already moved to the other platform, and
// for the demo accounts: staff notes by two authors, shipments in every status, help-desk tickets and two
// orders. Created once (when support@demo.test is missing); a later start only adds tags new accounts use.
// Both churn risks show (the account list's flag): sunset@'s only child stopped playing 40 days ago (and was
// deactivated since, so no start tops her play up), grace@ has a cancel requested.
import { formatOrderNumber, migrationPlatform, shippingFor, taxOn, taxRateFor } from '@hub/domain';
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  accountMigrations,
  accountNotes,
  accounts,
  accountTags,
  adminActions,
  orders,
  playerActivity,
  players,
  shipments,
  shippingAddresses,
  subscriptionActions,
  subscriptions,
  supportTickets,
  users,
} from '../db/schema';
import { seedDemoBilling, type DemoBilling } from './demo-billing';

const dayMs = 24 * 60 * 60 * 1000;

/** The tags staff may set, with what each is for. */
export const demoTags: { name: string; description: string }[] = [
  { name: 'hub-dashboard', description: 'Sees the dashboard in the hub (a supported tag).' },
  { name: 'early-access', description: 'Tries new features first (a supported tag).' },
  { name: 'legacy', description: 'Signed up before the hub; the dashboard is sunset for them.' },
  { name: 'school-pilot', description: 'Part of the school pilot programme.' },
  { name: 'vip-support', description: 'Gets a call back from the family care team within a day.' },
];

interface DemoAdminPerson {
  email: string;
  shows: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  tags: string[];
  billing?: DemoBilling;
  address?: { address1: string; city: string; state: string; zipcode: string; timezone: string };
  /** Moved to the other game platform this many days ago. */
  migratedDaysAgo?: number;
}

const visa4242 = { brand: 'visa', last4: '4242', expires: { month: 4, year: 2029 } } as const;

/** The people of this area (the table printed at start shows `email` and `shows`). */
export const demoAdminPeople: readonly DemoAdminPerson[] = [
  {
    email: 'support@demo.test',
    shows: 'a second staff member (the author of some staff notes)',
    firstName: 'Sky',
    lastName: 'Support',
    isStaff: true,
    tags: [],
  },
  {
    email: 'returning@demo.test',
    shows: 'asked two days ago to return the kit (an outstanding return request for staff)',
    firstName: 'Quinn',
    lastName: 'Harper',
    tags: ['hub-dashboard', 'vip-support'],
    address: {
      address1: '88 Pine Street',
      city: 'Seattle',
      state: 'WA',
      zipcode: '98101',
      timezone: 'America/Los_Angeles',
    },
    billing: {
      plan: 'yearly',
      startedDaysAgo: 200,
      card: visa4242,
      events: [
        {
          event: { type: 'RETURN_REQUEST' },
          daysAgo: 2,
          by: 'family',
          extras: { returnReason: 'The sensor strap hurts our son.' },
          detail: { reason: 'The sensor strap hurts our son.' },
        },
      ],
    },
  },
  {
    email: 'renewing@demo.test',
    shows: 'kit returned a month ago, asked three days ago to renew (an outstanding renewal request)',
    firstName: 'Avery',
    lastName: 'Kim',
    tags: ['hub-dashboard', 'school-pilot'],
    address: {
      address1: '12 Harbor Road',
      city: 'Portland',
      state: 'ME',
      zipcode: '04101',
      timezone: 'America/New_York',
    },
    billing: {
      plan: 'yearly',
      startedDaysAgo: 300,
      card: visa4242,
      events: [
        { event: { type: 'RETURN_REQUEST' }, daysAgo: 40, by: 'family' },
        { event: { type: 'CONFIRM_RETURN' }, daysAgo: 30, by: 'staff' },
        { event: { type: 'RENEW_REQUEST' }, daysAgo: 3, by: 'family' },
      ],
    },
  },
  {
    email: 'moved@demo.test',
    shows: 'account moved to the other game platform 60 days ago (a second migration is refused)',
    firstName: 'Rowan',
    lastName: 'Diaz',
    tags: ['legacy'],
    billing: { plan: 'yearly', startedDaysAgo: 150, card: visa4242 },
    migratedDaysAgo: 60,
  },
];

const fallbackAddress = {
  address1: '500 Market Street',
  address2: '',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  country: 'US',
};

async function createPerson(db: Database, person: DemoAdminPerson, passwordHash: string) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        tags: person.tags,
        accountStatus: 'ACTIVE',
        billingStatusName: person.billing ? 'ACTIVE' : null,
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
        language: 'en',
        isStaff: person.isStaff ?? false,
        isBillingUser: !person.isStaff,
        checkoutCompleted: true,
      })
      .returning({ id: users.id });
    if (person.address) {
      await tx.insert(shippingAddresses).values({ ...person.address, userId: user!.id, country: 'US' });
    }
  });
}

/** The demo people by email (lower case): user id, account id, names and shipping address. */
async function peopleByEmail(db: Database, emails: string[]) {
  const rows = await db
    .select({ user: users, address: shippingAddresses })
    .from(users)
    .leftJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((row) => [row.user.email.toLowerCase(), row]));
}

/** The known tags: ours, and any tag a demo account of another area already carries. */
async function seedTags(db: Database) {
  await db.insert(accountTags).values(demoTags).onConflictDoNothing();
  const { rows } = (await db.execute(
    sql`select distinct unnest(${accounts.tags}) as name from ${accounts}`,
  )) as unknown as { rows: { name: string }[] };
  const valid = rows.filter((row) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(row.name));
  if (valid.length > 0) {
    await db
      .insert(accountTags)
      .values(valid.map((row) => ({ name: row.name })))
      .onConflictDoNothing();
  }
}

/** sunset@'s child: played daily from 200 to 40 days ago, deactivated 30 days ago. */
const demoQuietPlayer = { email: 'sunset@demo.test', name: 'Ivy', from: 200, to: 40, deactivated: 30 };

/**
 * Gives sunset@ a child who no longer plays (the "no play in 14 days" churn risk), once: when the account
 * has no player yet (a demo database from before this change gets her at its next start too).
 */
async function seedQuietPlayer(db: Database, today: Date) {
  const [holder] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, demoQuietPlayer.email));
  if (!holder) return;
  const [existing] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.accountId, holder.accountId))
    .limit(1);
  if (existing) return;
  const day = (daysAgo: number, hour: number) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour) - daysAgo * dayMs,
    );
  await db.transaction(async (tx) => {
    const [player] = await tx
      .insert(players)
      .values({
        accountId: holder.accountId,
        name: demoQuietPlayer.name,
        inProgram: false,
        role: 'player',
        firstPlayDate: day(demoQuietPlayer.from, 0).toISOString().slice(0, 10),
        isActive: false,
        deactivatedAt: day(demoQuietPlayer.deactivated, 16),
        profileCompletedAt: day(demoQuietPlayer.from, 0),
      })
      .returning({ id: players.id });
    const rows: (typeof playerActivity.$inferInsert)[] = [];
    // Noon UTC as the other demo children (the same calendar day in every demo zone), 20 to 48 minutes.
    for (let daysAgo = demoQuietPlayer.from; daysAgo >= demoQuietPlayer.to; daysAgo -= 1) {
      if (daysAgo % 6 === 0 && daysAgo !== demoQuietPlayer.to) continue;
      rows.push({
        playerId: player!.id,
        periodDatetime: day(daysAgo, 12),
        secondsPlayed: (20 + ((daysAgo * 7) % 29)) * 60,
      });
    }
    await tx.insert(playerActivity).values(rows);
  });
}

/**
 * Seeds the admin area's demo world (see the file's header). `passwordHash` is asked for only when someone
 * is created. Returns how many people were created.
 */
export async function seedDemoAdmin(
  db: Database,
  options: { passwordHash: () => Promise<string>; today: Date },
): Promise<number> {
  const { today } = options;
  const at = (daysAgo: number, hour = 15) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour) - daysAgo * dayMs,
    );
  const present = await peopleByEmail(
    db,
    demoAdminPeople.map((person) => person.email),
  );
  const missing = demoAdminPeople.filter((person) => !present.has(person.email));
  if (missing.length > 0) {
    const hash = await options.passwordHash();
    for (const person of missing) await createPerson(db, person, hash);
  }
  await seedTags(db);
  await seedQuietPlayer(db, today);
  // Everything else once, with support@ (a demo database from before the admin area gets it at its next start).
  if (!missing.some((person) => person.email === 'support@demo.test')) return missing.length;

  const people = await peopleByEmail(db, [
    ...demoAdminPeople.map((person) => person.email),
    'staff@demo.test',
    'parent@demo.test',
    'sunset@demo.test',
    'grace@demo.test',
    'monthly@demo.test',
    'returned@demo.test',
  ]);
  const staff = people.get('staff@demo.test')?.user.id ?? null;
  const support = people.get('support@demo.test')!.user.id;

  for (const person of demoAdminPeople) {
    const row = people.get(person.email)!;
    if (person.billing) {
      await seedDemoBilling(db, {
        accountId: row.user.accountId,
        label: person.email.split('@')[0]!,
        billing: person.billing,
        timeZone: row.address?.timezone ?? null,
        actors: { family: row.user.id, staff },
        now: today,
      });
    }
    if (person.migratedDaysAgo !== undefined) {
      await db.insert(accountMigrations).values({
        accountId: row.user.accountId,
        platform: migrationPlatform,
        migratedBy: staff,
        migratedAt: at(person.migratedDaysAgo),
        confirmation: `${person.firstName} ${person.lastName}`,
      });
      await db.insert(adminActions).values({
        actorId: staff,
        accountId: row.user.accountId,
        action: 'account.migrate',
        targetType: 'account',
        targetId: row.user.accountId,
        detail: { platform: migrationPlatform, confirm_account: `${person.firstName} ${person.lastName}` },
        createdAt: at(person.migratedDaysAgo),
      });
    }
  }

  const account = (email: string) => people.get(email)?.user.accountId;
  const destination = (email: string) => {
    const row = people.get(email);
    const address = row?.address;
    const name = row ? `${row.user.firstName} ${row.user.lastName}` : '';
    return address && address.address1
      ? {
          name,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          state: address.state,
          zipcode: address.zipcode,
          country: address.country,
        }
      : { name, ...fallbackAddress };
  };

  // monthly@'s charge failed on an expired card: they asked for the card-update email four days ago.
  const monthly = account('monthly@demo.test');
  if (monthly !== undefined) {
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, monthly))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    await db.insert(subscriptionActions).values({
      accountId: monthly,
      subscriptionId: subscription?.id ?? null,
      actorId: people.get('monthly@demo.test')!.user.id,
      event: 'PAYMENT_UPDATE_EMAIL',
      fromStatus: 'ACTIVE',
      toStatus: 'ACTIVE',
      detail: { recipients: 1 },
      createdAt: at(4),
    });
  }

  const notes: { email: string; author: number | null; daysAgo: number; text: string }[] = [
    {
      email: 'parent@demo.test',
      author: staff,
      daysAgo: 40,
      text: 'Called about the sensor not pairing; walked them through a reset. Working now.',
    },
    {
      email: 'parent@demo.test',
      author: support,
      daysAgo: 12,
      text: 'Switched from monthly to yearly on the phone. Reminded them of the 30-day grace period.',
    },
    {
      email: 'parent@demo.test',
      author: support,
      daysAgo: 3,
      text: 'Replacement sensor sent (the old one stopped charging).',
    },
    {
      email: 'returning@demo.test',
      author: support,
      daysAgo: 2,
      text: 'Strap too tight for a 6-year-old: offered a smaller strap before the return.',
    },
    {
      email: 'grace@demo.test',
      author: staff,
      daysAgo: 1,
      text: 'Asked to cancel; would stay for a cheaper plan. Win-back offer mentioned.',
    },
  ];
  for (const note of notes) {
    const accountId = account(note.email);
    if (accountId === undefined) continue;
    await db.insert(accountNotes).values({
      accountId,
      authorId: note.author,
      text: note.text,
      createdAt: at(note.daysAgo),
      updatedAt: at(note.daysAgo),
    });
  }

  const parcels: {
    email: string;
    kind: string;
    status: string;
    daysAgo: number;
    reason?: string;
    tracking?: string;
  }[] = [
    {
      email: 'parent@demo.test',
      kind: 'kit',
      status: 'delivered',
      daysAgo: 540,
      tracking: '1Z999AA10123456784',
    },
    {
      email: 'parent@demo.test',
      kind: 'replacement_sensor',
      status: 'shipped',
      daysAgo: 3,
      reason: 'The sensor stopped charging.',
      tracking: '1Z999AA10123456791',
    },
    {
      email: 'parent@demo.test',
      kind: 'replacement_strap',
      status: 'pending',
      daysAgo: 1,
      reason: 'Strap worn out.',
    },
    {
      email: 'sunset@demo.test',
      kind: 'kit',
      status: 'delivered',
      daysAgo: 200,
      tracking: '1Z999AA10123456802',
    },
    {
      email: 'returned@demo.test',
      kind: 'kit',
      status: 'returned',
      daysAgo: 280,
      tracking: '1Z999AA10123456819',
    },
    {
      email: 'returned@demo.test',
      kind: 'return_label',
      status: 'delivered',
      daysAgo: 19,
      tracking: '1Z999AA10123456826',
    },
    {
      email: 'returning@demo.test',
      kind: 'kit',
      status: 'delivered',
      daysAgo: 200,
      tracking: '1Z999AA10123456833',
    },
    {
      email: 'grace@demo.test',
      kind: 'replacement_tablet',
      status: 'cancelled',
      daysAgo: 4,
      reason: 'Sent by mistake: the tablet works.',
    },
  ];
  for (const parcel of parcels) {
    const accountId = account(parcel.email);
    if (accountId === undefined) continue;
    const made = at(parcel.daysAgo, 9);
    const shipped =
      parcel.status === 'pending' || parcel.status === 'cancelled' ? null : at(parcel.daysAgo, 17);
    await db.insert(shipments).values({
      accountId,
      kind: parcel.kind,
      status: parcel.status,
      reason: parcel.reason ?? null,
      carrier: shipped ? 'UPS' : null,
      trackingNumber: shipped ? (parcel.tracking ?? null) : null,
      address: destination(parcel.email),
      createdBy: parcel.kind === 'kit' ? null : support,
      createdAt: made,
      updatedAt: shipped ?? made,
      shippedAt: shipped,
      deliveredAt: parcel.status === 'delivered' ? at(parcel.daysAgo - 3, 12) : null,
    });
  }

  const tickets: { email: string; subject: string; status: string; channel: string; daysAgo: number }[] = [
    {
      email: 'parent@demo.test',
      subject: 'Sensor does not pair with the tablet',
      status: 'solved',
      channel: 'email',
      daysAgo: 41,
    },
    {
      email: 'parent@demo.test',
      subject: 'Change of shipping address',
      status: 'closed',
      channel: 'phone',
      daysAgo: 90,
    },
    {
      email: 'parent@demo.test',
      subject: 'When does the yearly plan renew?',
      status: 'open',
      channel: 'chat',
      daysAgo: 2,
    },
    {
      email: 'monthly@demo.test',
      subject: 'My card was declined',
      status: 'pending',
      channel: 'email',
      daysAgo: 4,
    },
  ];
  let ticketNumber = 0;
  for (const ticket of tickets) {
    const user = people.get(ticket.email)?.user;
    if (!user) continue;
    ticketNumber += 1;
    await db
      .insert(supportTickets)
      .values({
        userId: user.id,
        externalId: `demo-ticket-${ticketNumber}`,
        subject: ticket.subject,
        status: ticket.status,
        channel: ticket.channel,
        createdAt: at(ticket.daysAgo, 10),
        updatedAt: at(Math.max(0, ticket.daysAgo - 1), 16),
      })
      .onConflictDoNothing();
  }

  await seedOrders(db, people, at);
  return missing.length;
}

/** Two confirmed orders (the parent's yearly plan, sunset@'s), as checkout writes them once paid. */
async function seedOrders(
  db: Database,
  people: Awaited<ReturnType<typeof peopleByEmail>>,
  at: (daysAgo: number, hour?: number) => Date,
) {
  const drafts = [
    { email: 'parent@demo.test', daysAgo: 10, plan: 'yearly', subtotal: 29900 },
    { email: 'sunset@demo.test', daysAgo: 200, plan: 'yearly', subtotal: 29900 },
  ];
  for (const draft of drafts) {
    const row = people.get(draft.email);
    if (!row) continue;
    const placed = at(draft.daysAgo, 13);
    const { rows } = (await db.execute(sql`select nextval('order_number_seq')::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    const address = row.address ?? { ...fallbackAddress, timezone: 'America/New_York' };
    // Checkout's own table of taxes and shipping (@hub/domain), so the order agrees with its invoice.
    const rate = taxRateFor(address.country, address.state);
    const taxes = taxOn(draft.subtotal, rate);
    const shipping = shippingFor(address.country, address.state);
    await db
      .insert(orders)
      .values({
        number: formatOrderNumber(placed.getUTCFullYear(), Number(rows[0]!.n)),
        idempotencyKey: `demo-admin-order-${draft.email}`,
        requestHash: createHash('sha256').update(draft.email).digest('hex'),
        // A seeded order is never placed again, so its confirmation token is never read back.
        confirmTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        confirmTokenSealed: 'seeded',
        state: 'confirmed',
        userId: row.user.id,
        accountId: row.user.accountId,
        planId: draft.plan,
        email: row.user.email,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        phone: row.user.phone ?? '+12025550100',
        language: 'en',
        shippingAddress: {
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          state: address.state,
          zipcode: address.zipcode,
          country: address.country,
          timezone: address.timezone,
        },
        currency: 'USD',
        subtotal: draft.subtotal,
        discount: 0,
        shipping,
        taxes,
        total: draft.subtotal + shipping + taxes,
        recurringTotal: draft.subtotal + taxes,
        taxRateBasisPoints: rate,
        gateway: 'test',
        gatewayReference: `pm_test_demo_order_${row.user.id}`,
        cardBrand: 'visa',
        cardLast4: '4242',
        cardExpMonth: 4,
        cardExpYear: 2029,
        chargeId: `ch_demo_${row.user.id}`,
        placedAt: placed,
        confirmedAt: new Date(placed.getTime() + 60_000),
      })
      .onConflictDoNothing();
  }
}
