// The plans of issue 30's budget calls: on a generated world, every statement each call sends is explained
// (EXPLAIN (FORMAT JSON)), and a plan that reads a whole large table (a Seq Scan of accounts, users,
// players, play, invoices or a timeline source) fails, naming the call and the table. So an index a budget
// needs cannot go missing unnoticed.
//
// The world is small (200 families: the 10,000 of the issue take minutes to make on PGlite) and the
// statements are explained with `enable_seqscan = off`. At this size a Seq Scan is often the cheapest plan
// even where an index serves, so the plain plan would say nothing; with the setting off the planner still
// reads a whole table when no index can serve the query (a disabled path stays possible, at a huge cost),
// which is exactly what the 100,000-family world would suffer from. A seq scan the planner chooses there
// for its own reasons (a stale ANALYZE) is what `pnpm bench:scale` shows. A full scan of an index (chosen
// for its order) is not counted: only Seq Scans are. The accounts list's orders are checked apart: each
// must come from an index (no Sort of accounts), or a page would sort all 100,000 of them.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../account/schema';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { accessToken, send, testApp, type TestApp } from '../test/helpers';
import { testPasswordParams } from '../test/prepare';
import { budgetCalls, sampleTargets, type BudgetCall } from './calls';
import { benchPeople, scalePassword } from './people';
import { fillWorld, worldTables } from './world';

const families = 200;

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

/** The large tables a plan reads whole (Seq Scan), in the plan's order. */
function seqScans(node: PlanNode, large: ReadonlySet<string>): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, large))];
}

/** Whether the plan reads a table (any scan of it). */
function reads(node: PlanNode, table: string): boolean {
  return node['Relation Name'] === table || (node.Plans ?? []).some((child) => reads(child, table));
}

/** The sorts of accounts in a plan (Sort, Incremental Sort), as the keys they sort by. */
function accountSorts(node: PlanNode): string[] {
  const own =
    /Sort$/.test(node['Node Type']) && reads(node, 'accounts')
      ? [`${node['Node Type']} by ${node['Sort Key']?.join(', ')}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(accountSorts)];
}

/** A recorded statement as SQL again, its `$n` bound to its values (in order of appearance). */
function bound({ text, params }: Statement): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) =>
      // sql.param: an array value (a page's ids) stays one parameter, as it was recorded.
      index % 2 === 0 ? sql.raw(piece) : sql`${sql.param(params[Number(piece) - 1])}`,
    ),
  );
}

const rolledBack = new Error('rolled back');

/**
 * The large tables read whole by the plans of the statements, as `call: table` lines. `drop` names
 * indexes dropped for the while (the transaction is rolled back).
 */
function wholeTableReads(
  handle: DatabaseHandle,
  name: string,
  statements: Statement[],
  drop: string[] = [],
): Promise<string[]> {
  const large = new Set<string>(worldTables);
  return planFindings(handle, statements, drop, ['enable_seqscan'], (plan) =>
    seqScans(plan, large).map((table) => `${name}: Seq Scan on ${table}`),
  );
}

/**
 * The sorts of accounts in the plans of the statements, as `call: Sort by keys` lines; `drop` as above.
 * Sorting is turned off as scans are above: at this size sorting a few hundred rows is the cheapest plan,
 * and the planner still sorts when no index gives the order.
 */
function sortsOf(handle: DatabaseHandle, name: string, statements: Statement[], drop: string[] = []) {
  return planFindings(handle, statements, drop, ['enable_seqscan', 'enable_sort'], (plan) =>
    accountSorts(plan).map((sort) => `${name}: ${sort}`),
  );
}

/** What `find` reports of the plan of each statement with the planner's settings `off`, without duplicates. */
async function planFindings(
  handle: DatabaseHandle,
  statements: Statement[],
  drop: string[],
  off: string[],
  find: (plan: PlanNode) => string[],
): Promise<string[]> {
  const found: string[] = [];
  await handle.db
    .transaction(async (tx) => {
      for (const index of drop) await tx.execute(sql.raw(`drop index ${index}`));
      for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
      for (const statement of statements) {
        const result = (await tx.execute(sql`explain (format json) ${bound(statement)}`)) as unknown as {
          rows: { 'QUERY PLAN': unknown }[];
        };
        const raw = result.rows[0]!['QUERY PLAN'];
        const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
        found.push(...find(plan.Plan));
      }
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return [...new Set(found)];
}

describe.each(databases())('the budget calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const recorded = new Map<string, Statement[]>();

  beforeAll(async () => {
    handle = await database.open();
    // The world in place of the demo's (its ids start at 1).
    await handle.executeSql('truncate accounts cascade');
    await fillWorld((text) => handle.executeSql(text), { families, seed: 1, today: '2026-06-01' });
    const people = await benchPeople(handle.db);
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword(scalePassword, testPasswordParams) })
      .where(inArray(users.id, [people.staff.id, people.parent.id]));
    app = testApp(handle);
    const tokens = {
      staff: await accessToken(app, people.staff.email, scalePassword),
      parent: await accessToken(app, people.parent.email, scalePassword),
    };
    const calls: BudgetCall[] = budgetCalls(await sampleTargets(handle.db, 3));
    // What each call sends, from Drizzle's logger (every query of the session goes through it).
    const session = (handle.db as unknown as { session: { logger: unknown } }).session;
    const logger = session.logger;
    try {
      for (const call of calls) {
        const statements: Statement[] = [];
        session.logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
        for (const path of call.paths) {
          const response = await send(app, path, { bearer: tokens[call.as] });
          expect(response.status, `${call.name}: ${path}`).toBe(200);
        }
        session.logger = logger;
        recorded.set(
          call.name,
          statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.text)),
        );
      }
    } finally {
      session.logger = logger;
    }
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('records the statements of every call', () => {
    expect([...recorded.keys()]).toHaveLength(12);
    for (const [name, statements] of recorded) expect(statements.length, name).toBeGreaterThan(0);
  });

  it('reads no large table whole in any call', async () => {
    const reads: string[] = [];
    for (const [name, statements] of recorded)
      reads.push(...(await wholeTableReads(handle, name, statements)));
    expect(reads).toEqual([]);
  });

  it.each([
    ['account timeline page', 'orders_user_id_idx', 'account timeline page: Seq Scan on orders'],
    // The page's worth of play-days and of the log, each source's newest rows by its account's index.
    [
      'account timeline page',
      'player_activity_player_period_key',
      'account timeline page: Seq Scan on player_activity',
    ],
    [
      'account timeline page',
      'subscription_actions_account_id_idx',
      'account timeline page: Seq Scan on subscription_actions',
    ],
    [
      'account timeline page',
      'outbound_emails_account_idx',
      'account timeline page: Seq Scan on outbound_emails',
    ],
    ['player overview', 'player_activity_player_period_key', 'player overview: Seq Scan on player_activity'],
    ['account invoices page', 'invoices_account_date_idx', 'account invoices page: Seq Scan on invoices'],
  ])('names the call and the table when %s loses %s', async (name, index, expected) => {
    const reads = await wholeTableReads(handle, name, recorded.get(name)!, [index]);
    expect(reads).toContain(expected);
  });

  // The list's orders read a page from an index; the newest-first list is the primary key's order.
  const listOrders = [
    ['accounts list (newest first)', 'accounts_pkey'],
    ['accounts list (by churn risk)', 'accounts_churn_order_idx'],
    ['accounts list (by last play)', 'accounts_last_play_at_id_idx'],
  ] as const;

  it.each(listOrders)('reads %s in the order of an index, sorting no accounts', async (name) => {
    expect(await sortsOf(handle, name, recorded.get(name)!)).toEqual([]);
  });

  it.each(listOrders.slice(1))('names the sort of %s when it loses %s', async (name, index) => {
    const found = await sortsOf(handle, name, recorded.get(name)!, [index]);
    expect(found.length, found.join('; ')).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith(`${name}: `))).toBe(true);
  });
});
