// Accounts for staff (issue 13): the list with its search (name, email, account id, phone) and filters,
// one account with its people, devices, players and subscription (and in demo mode its test clock, issue
// 26), its changes (status, tags, coach; PUT the whole, PATCH a part) under a row lock with one row of the
// admin log, and the known tags. Every account answers its churn risk (`last_play_at`, `churn_risk`:
// @hub/domain's churnRisk) from the account's stored last play (kept by a trigger on player_activity) and
// its subscription. The list (issue 30) cuts its page first (the ids, by an index order: account-order.ts),
// then reads the facts and summaries of that page alone, so a search matching thousands costs one page.
import {
  accountListQuerySchema,
  accountPatchSchema,
  accountPutSchema,
  adminMessages,
  churnRisk,
  formatMessage,
  isEndedBillingStatus,
  pageQuerySchema,
  parseSupportedTags,
  searchTerms,
  subscriptionStateOf,
  supportedAccountTagsConfig,
  withValues,
  type AccountChanges,
} from '@hub/domain';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountCount, accounts, devices, users } from '../account/schema';
import { accountExists } from '../auth/access';
import { planById } from '../billing/plans';
import { accountSubscription, accountTestClock, readSubscriptionJson, type Db } from '../billing/store';
import type { Database } from '../db/database';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { invalid, notFound } from '../http/errors';
import { paginate, paginateCounted } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { remoteConfigs } from '../shell/schema';
import { players } from '../stats/schema';
import { accountOrderBy, accountOrdering } from './account-order';
import { accountNotes, accountTags } from './schema';
import { changesOf, checked, checkedQuery, likeContaining, recordAdminAction, staffCall } from './staff';
import { fullName, knownTags, migrationsOf, personJson, platformOf, usersById, type UserRow } from './store';

type AccountRow = typeof accounts.$inferSelect;

/** What the list and the details show of an account, as one statement reads it for a page. */
interface SummaryRow {
  id: number;
  tags: string[];
  account_status: string;
  billing_status_name: string | null;
  created_ms: number;
  last_play_ms: number | null;
  has_players: boolean;
  subscription_status: string | null;
  holder_first: string | null;
  holder_last: string | null;
  holder_email: string | null;
  holder_phone: string | null;
  coach_id: number | null;
  coach_first: string | null;
  coach_last: string | null;
  coach_email: string | null;
  platform: string | null;
}

/**
 * The accounts of these ids as the list shows them, in the order of the ids: the holder's name, email and
 * phone, tags, statuses, coach, platform, and the churn risk at `now` (@hub/domain's churnRisk, from the
 * account's stored last play, whether it has players and its newest subscription's status).
 *
 * One statement for the page, its ids one array parameter: a page of 1,000 read as four queries of 1,000
 * parameters each spent most of its time building them (issue 30). Times come as epoch milliseconds so both
 * drivers (pg, PGlite) give the same numbers. Has players is a scalar subquery, not `exists`: the planner
 * would hash an `exists` over every player for a page (it costs the select list as if for the whole table),
 * where a page needs a look-up per account, and only for the accounts that never played.
 */
async function accountSummaries(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  const { rows } = (await db.execute(sql`
    select a.id, a.tags, a.account_status, a.billing_status_name,
      extract(epoch from a.created_at)::float8 * 1000 as created_ms,
      extract(epoch from a.last_play_at)::float8 * 1000 as last_play_ms,
      (a.last_play_at is not null
        or coalesce((select true from players p where p.account_id = a.id limit 1), false)) as has_players,
      (select s.status from subscriptions s where s.account_id = a.id order by s.id desc limit 1)
        as subscription_status,
      h.first_name as holder_first, h.last_name as holder_last, h.email as holder_email,
      h.phone as holder_phone,
      c.id as coach_id, c.first_name as coach_first, c.last_name as coach_last, c.email as coach_email,
      m.platform
    from unnest(${sql.param(ids)}::int[]) with ordinality as page(id, n)
    join accounts a on a.id = page.id
    left join lateral (
      select u.first_name, u.last_name, u.email, u.phone from users u
      where u.account_id = a.id order by u.is_billing_user desc, u.id limit 1
    ) h on true
    left join users c on c.id = a.coach_user_id
    left join account_migrations m on m.account_id = a.id
    order by page.n`)) as unknown as { rows: SummaryRow[] };
  return rows.map((row) => {
    const lastPlayAt = row.last_play_ms === null ? null : new Date(row.last_play_ms);
    return {
      id: row.id,
      name:
        row.holder_first === null
          ? ''
          : fullName({ firstName: row.holder_first, lastName: row.holder_last! }),
      email: row.holder_email,
      phone: row.holder_phone,
      tags: row.tags,
      account_status: row.account_status,
      billing_status: row.billing_status_name === null ? null : { status_name: row.billing_status_name },
      coach:
        row.coach_id === null
          ? null
          : personJson({
              id: row.coach_id,
              firstName: row.coach_first!,
              lastName: row.coach_last!,
              email: row.coach_email!,
            }),
      platform: platformOf(row.platform === null ? undefined : { platform: row.platform }),
      created_at: new Date(row.created_ms).toISOString(),
      last_play_at: lastPlayAt?.toISOString() ?? null,
      churn_risk: churnRisk(
        {
          lastPlayAt,
          hasPlayers: row.has_players,
          cancelRequested: subscriptionStateOf(row.subscription_status) === 'cancelRequested',
          ended: isEndedBillingStatus(row.subscription_status),
        },
        now,
      ),
    };
  });
}

/** The conditions of the list's search and filters. */
function listConditions(query: {
  search: string;
  tag: string | null;
  status: string | null;
}): SQL | undefined {
  const conditions: SQL[] = [];
  const terms = searchTerms(query.search);
  if (terms) {
    const like = likeContaining(terms.text);
    const matches: SQL[] = [sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`];
    // An email holds no space: a full name is not looked for in emails (half the trigram index's work).
    if (!/\s/.test(terms.text)) matches.push(sql`lower(${users.email}) like ${like}`);
    if (terms.phoneDigits) matches.push(sql`${users.phone} like ${likeContaining(terms.phoneDigits)}`);
    // The accounts of the matching users (the trigram indexes find those), plus the id searched for: an
    // `in` the planner joins from the few matches, where `id = n or exists (...)` read every account.
    // `offset 0` keeps the matching users a set of their own, found by the trigram indexes first: merged
    // into the page's query, a common word (thousands of matches) walked every account by id instead.
    const matching = sql`select ${users.accountId} from ${users} where ${sql.join(matches, sql` or `)} offset 0`;
    conditions.push(
      terms.accountId === null
        ? sql`${accounts.id} in (${matching})`
        : sql`${accounts.id} in (select ${terms.accountId}::int union all ${matching})`,
    );
  }
  if (query.tag !== null) {
    conditions.push(
      sql`exists (select 1 from unnest(${accounts.tags}) as tag where lower(tag) = lower(${query.tag}))`,
    );
  }
  if (query.status !== null) conditions.push(sql`upper(${accounts.accountStatus}) = ${query.status}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A user of an account as staff see them. */
export function adminUserJson(user: UserRow) {
  return {
    id: user.id,
    account: user.accountId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: fullName(user),
    phone: user.phone,
    language: user.language,
    is_billing_user: user.isBillingUser,
    is_staff: user.isStaff,
    is_coach: user.isCoach,
    is_active: user.isActive,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * One account, whole: the summary (its churn risk at `now`), its people, devices, players, subscription,
 * notes count, migration, and in demo mode its test clock (issue 26; null elsewhere).
 */
export async function accountDetail(db: Db, row: AccountRow, now: Date, demo: boolean) {
  const [summary] = await accountSummaries(db, [row.id], now);
  const [people, deviceRows, playerRows, notes, migrations, subscription, testClock] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.accountId, row.id))
      .orderBy(desc(users.isBillingUser), asc(users.id)),
    db.select().from(devices).where(eq(devices.accountId, row.id)).orderBy(asc(devices.id)),
    db.select().from(players).where(eq(players.accountId, row.id)).orderBy(asc(players.id)),
    db.select({ n: count() }).from(accountNotes).where(eq(accountNotes.accountId, row.id)),
    migrationsOf(db, [row.id]),
    accountSubscription(db, row.id),
    demo ? accountTestClock(db, row.id, now) : null,
  ]);
  const migration = migrations.get(row.id);
  const migratedBy = migration ? await usersById(db, [migration.migratedBy]) : new Map<number, UserRow>();
  const plan = subscription ? await planById(db, subscription.planId) : null;
  return {
    ...summary!,
    users: people.map(adminUserJson),
    devices: deviceRows.map((device) => ({
      id: device.id,
      name: device.name,
      is_kiosk_mode: device.isKioskMode,
    })),
    players: playerRows.map((player) => ({
      id: player.id,
      name: player.name,
      in_program: player.inProgram,
      is_active: player.isActive,
      first_play_date: player.firstPlayDate,
    })),
    subscription: subscription && plan ? await readSubscriptionJson(db, subscription, plan) : null,
    notes_count: notes[0]!.n,
    migration: migration
      ? {
          platform: migration.platform,
          migrated_at: migration.migratedAt.toISOString(),
          migrated_by: personJson(
            migration.migratedBy === null ? null : (migratedBy.get(migration.migratedBy) ?? null),
          ),
        }
      : null,
    test_clock: testClock
      ? { advanced_days: testClock.advancedDays, now: testClock.now.toISOString() }
      : null,
  };
}

/** The account of the path, or 404. */
async function accountOfPath(c: AppContext): Promise<AccountRow> {
  const id = idParam(c);
  const [row] = await c.var.settings.db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw notFound();
  return row;
}

/** Checks a new coach: a user who exists (400 otherwise) and is an active coach. */
async function assertCoach(db: Db, coach: number) {
  const [row] = await db.select().from(users).where(eq(users.id, coach));
  if (!row) {
    throw invalid({
      coach: [formatMessage(withValues(adminMessages.noSuchObject, { value: String(coach) }))],
    });
  }
  if (!row.isCoach || !row.isActive) throw invalid({ coach: [formatMessage(adminMessages.notACoach)] });
}

/** PUT and PATCH: the changes checked, then made under the account's row lock with one row of the log. */
function changeAccount(whole: boolean) {
  return staffCall(async (c, staff) => {
    const { db, now, demo } = c.var.settings;
    const account = await accountOfPath(c);
    const tags = await knownTags(db);
    const body = await readBody(c);
    const changes: AccountChanges = checked(whole ? accountPutSchema(tags) : accountPatchSchema(tags), body);
    if (changes.coach !== undefined && changes.coach !== null) await assertCoach(db, changes.coach);
    const at = now();
    const updated = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
      if (!locked) throw notFound();
      const before = { account_status: locked.accountStatus, tags: locked.tags, coach: locked.coachUserId };
      const after = { ...before, ...changes };
      const changed = changesOf(before, after);
      if (Object.keys(changed).length === 0) return locked;
      const [row] = await tx
        .update(accounts)
        .set({ accountStatus: after.account_status, tags: after.tags, coachUserId: after.coach })
        .where(eq(accounts.id, locked.id))
        .returning();
      await recordAdminAction(tx, {
        actor: staff,
        accountId: locked.id,
        action: 'account.update',
        targetType: 'account',
        targetId: locked.id,
        detail: { changes: changed },
        at,
      });
      return row!;
    });
    return c.json(await accountDetail(db, updated, now(), demo));
  });
}

/** The known tags with how many accounts carry each and whether the dashboard supports it. */
async function tagList(c: AppContext) {
  const { db } = c.var.settings;
  const [config] = await db
    .select({ value: remoteConfigs.configValue })
    .from(remoteConfigs)
    .where(and(isNull(remoteConfigs.accountId), eq(remoteConfigs.configName, supportedAccountTagsConfig)));
  const supported = new Set(parseSupportedTags(config?.value).map((tag) => tag.toLowerCase()));
  return paginate(
    c,
    async () => (await db.select({ n: count() }).from(accountTags))[0]!.n,
    async (limit, offset) => {
      const rows = await db
        .select({
          name: accountTags.name,
          description: accountTags.description,
          accounts:
            sql<number>`(select count(*) from ${accounts} where exists (select 1 from unnest(${accounts.tags}) as tag where lower(tag) = lower(${accountTags.name})))`.mapWith(
              Number,
            ),
        })
        .from(accountTags)
        .orderBy(asc(accountTags.name))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        name: row.name,
        description: row.description,
        account_count: row.accounts,
        supports_dashboard: supported.has(row.name.toLowerCase()),
      }));
    },
  );
}

export function adminAccountRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/', {
    GET: staffCall(async (c) => {
      const { db, now } = c.var.settings;
      const query = checkedQuery(c, accountListQuerySchema(await knownTags(db)));
      const orderBy = accountOrderBy(accountOrdering(c));
      const where = listConditions(query);
      // The whole list's count is the one row the triggers keep (drizzle/0019); a filter counts its matches.
      const countAll = async () =>
        where === undefined
          ? (await db.select({ n: accountCount.n }).from(accountCount))[0]!.n
          : (await db.select({ n: count() }).from(accounts).where(where))[0]!.n;
      const pageIds = (limit: number, offset: number) =>
        db
          .select({ id: accounts.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(accounts)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
      // A search matches a few hundred accounts: its page carries their count (one trigram search, not
      // two). The whole list is counted apart, since a count over the page's query would read every account.
      const page = query.search.trim()
        ? await paginateCounted(c, countAll, pageIds)
        : await paginate(c, countAll, (limit, offset) =>
            db
              .select({ id: accounts.id })
              .from(accounts)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          );
      const ids = page.results.map((row) => row.id);
      return c.json({ ...page, results: await accountSummaries(db, ids, now()) });
    }),
  });

  route(app, '/api/v2/admin/accounts/tags/', {
    GET: staffCall(async (c) => {
      checkedQuery(c, pageQuerySchema);
      return c.json(await tagList(c));
    }),
  });

  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/', {
    GET: staffCall(async (c) => {
      const { db, now, demo } = c.var.settings;
      return c.json(await accountDetail(db, await accountOfPath(c), now(), demo));
    }),
    PUT: changeAccount(true),
    PATCH: changeAccount(false),
  });
}

/** 404 unless the account exists (the calls under an account id). */
export async function assertAccountExists(db: Database, accountId: number): Promise<void> {
  if (!(await accountExists(db, accountId)())) throw notFound();
}
