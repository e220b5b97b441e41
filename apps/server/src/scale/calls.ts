// The calls of issue 30's budget table, as the hub makes them, on targets drawn from the scale world: what
// `pnpm bench:scale` measures and what plans.test.ts checks the plans of. Each call has several paths (other
// accounts, players, names), taken in turn, so a measure is not one cached row.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { accounts, users } from '../account/schema';
import type { Database } from '../db/database';
import { players } from '../stats/schema';

export interface BudgetCall {
  name: string;
  /** The p99 budget, in milliseconds. */
  budgetMs: number;
  /** Who makes it: staff, or the parent of `benchPeople`. */
  as: 'staff' | 'parent';
  paths: string[];
}

export interface Targets {
  accounts: number[];
  players: { id: number; firstPlayDate: string }[];
  /** Billing parents: their names, emails and phones are searched for. */
  people: { first: string; last: string; email: string; phone: string | null }[];
}

/** `count` families spread over the world (every n-th account with players), with their people. */
export async function sampleTargets(db: Database, count: number): Promise<Targets> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`max(${accounts.id})`.mapWith(Number) })
    .from(accounts);
  const step = Math.max(1, Math.floor(n / count));
  const rows = await db
    .select({
      account: accounts.id,
      player: players.id,
      firstPlayDate: players.firstPlayDate,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(accounts)
    .innerJoin(players, eq(players.accountId, accounts.id))
    .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.isBillingUser, true)))
    .where(and(sql`${accounts.id} % ${step} = 0`, isNotNull(players.firstPlayDate)))
    .orderBy(asc(accounts.id), asc(players.id));
  const seen = new Set<number>();
  const targets: Targets = { accounts: [], players: [], people: [] };
  for (const row of rows) {
    if (seen.has(row.account) || seen.size >= count) continue;
    seen.add(row.account);
    targets.accounts.push(row.account);
    targets.players.push({ id: row.player, firstPlayDate: row.firstPlayDate! });
    targets.people.push({ first: row.first, last: row.last, email: row.email, phone: row.phone });
  }
  return targets;
}

const search = (text: string) => `/api/v2/admin/accounts/?${new URLSearchParams({ search: text })}`;

/** The budget table's calls on the targets. */
export function budgetCalls(targets: Targets): BudgetCall[] {
  const { people } = targets;
  return [
    {
      name: 'search by name',
      budgetMs: 50,
      as: 'staff',
      paths: people.map((person) => search(`${person.first} ${person.last}`)),
    },
    {
      name: 'search by email',
      budgetMs: 50,
      as: 'staff',
      paths: people.map((person) => search(person.email.split('@')[0]!)),
    },
    {
      name: 'search by phone',
      budgetMs: 50,
      as: 'staff',
      // The last seven digits, as a caller reads them out.
      paths: people.flatMap((person) => (person.phone ? [search(person.phone.slice(-7))] : [])),
    },
    {
      name: 'search by account id',
      budgetMs: 50,
      as: 'staff',
      paths: targets.accounts.map((id) => search(`#${id}`)),
    },
    {
      name: 'accounts list (newest first)',
      budgetMs: 50,
      as: 'staff',
      paths: ['/api/v2/admin/accounts/'],
    },
    {
      name: 'accounts list (by churn risk)',
      budgetMs: 50,
      as: 'staff',
      // Most at risk first, and the other way, as the list's column header toggles it.
      paths: ['/api/v2/admin/accounts/?ordering=-churn_risk', '/api/v2/admin/accounts/?ordering=churn_risk'],
    },
    {
      name: 'accounts list (by last play)',
      budgetMs: 50,
      as: 'staff',
      paths: [
        '/api/v2/admin/accounts/?ordering=-last_play_at',
        '/api/v2/admin/accounts/?ordering=last_play_at',
      ],
    },
    {
      name: 'account timeline page',
      budgetMs: 50,
      as: 'staff',
      paths: targets.accounts.map((id) => `/api/v2/admin/accounts/${id}/timeline/`),
    },
    {
      name: 'player overview',
      budgetMs: 30,
      as: 'staff',
      paths: targets.players.map((player) => `/api/v1/dashboard/player/${player.id}/overview/`),
    },
    {
      name: 'player All Time activity',
      budgetMs: 30,
      as: 'staff',
      paths: targets.players.map(
        (player) =>
          `/api/v2/player/${player.id}/activity/?${new URLSearchParams({
            start_timestamp__gte: `${player.firstPlayDate}T00:00:00Z`,
          })}`,
      ),
    },
    { name: 'user info', budgetMs: 15, as: 'parent', paths: ['/api/v3/user_info/'] },
    {
      name: 'account invoices page',
      budgetMs: 20,
      as: 'staff',
      paths: targets.accounts.map((id) => `/api/v2/billing/accounts/${id}/invoices/`),
    },
  ];
}
