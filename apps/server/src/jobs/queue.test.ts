import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { runJobsCommand } from './cli';
import { createJobQueue, jobIdFor, statementOf, type JobKind, type JobQueue } from './queue';

/** Fast tries for the tests: the first retry after a second, then two. */
const kind = (name: string, retryLimit = 2): JobKind => ({
  name,
  retryLimit,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
});

async function queueOn(database: DatabaseHandle, stopTimeoutMs = 2_000): Promise<JobQueue> {
  const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5, stopTimeoutMs, log: () => {} });
  await queue.start();
  return queue;
}

/** The job's state as pg-boss keeps it, from its own table. */
async function stateOf(queue: JobQueue, name: string, id: string) {
  return (await queue.boss.getJobById(name, id))?.state;
}

describe('a job id made from a key', () => {
  it.each([
    ['the same kind and key', 'email', 'reset:7', 'email', 'reset:7', true],
    ['another key', 'email', 'reset:7', 'email', 'reset:8', false],
    ['another kind', 'email', 'reset:7', 'renewal', 'reset:7', false],
  ])('%s: same id is %s', (_case, kindA, keyA, kindB, keyB, same) => {
    const a = jobIdFor({ name: kindA }, keyA);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a === jobIdFor({ name: kindB }, keyB)).toBe(same);
  });
});

describe('a statement of the queue in the caller’s transaction', () => {
  it('binds each $n to its value, in order, whatever their number', () => {
    const query = statementOf('select $2::int + $1::int, $10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten']);
    const built = new PgDialect().sqlToQuery(query);
    expect(built.sql).toBe('select $1::int + $2::int, $3');
    expect(built.params).toEqual([2, 1, 'ten']);
  });
});

describe.each(databases())('the job queue on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('runs a job, and a second send with the same key adds nothing', async () => {
    const queue = await queueOn(database);
    const greet = kind('greet');
    await queue.define(greet);
    const first = await queue.send(greet, { to: 'maya' }, { key: 'event-1' });
    const again = await queue.send(greet, { to: 'maya' }, { key: 'event-1' });
    expect(first).toBe(jobIdFor(greet, 'event-1'));
    expect(again).toBeNull();
    const done: string[] = [];
    await queue.work<{ to: string }>(greet, async (job) => {
      done.push(job.data.to);
    });
    await vi.waitFor(async () => expect(await stateOf(queue, greet.name, first!)).toBe('completed'), {
      timeout: 20_000,
    });
    expect(done).toEqual(['maya']);
    await queue.stop();
  });

  it('drains a queue without waiting the polling interval between jobs, and queues many at once', async () => {
    // An interval longer than the test may take: only a worker that asks again at once after a job runs
    // all five (pg-boss alone would wait a minute after each).
    const queue = createJobQueue(database, {
      pollingIntervalSeconds: 60,
      stopTimeoutMs: 2_000,
      log: () => {},
    });
    await queue.start();
    const drain = kind('drain');
    await queue.define(drain);
    await database.db.transaction((tx) =>
      queue.sendMany(
        drain,
        [1, 2, 3, 4, 5].map((n) => ({ data: { n }, key: `n-${n}` })),
        { in: tx },
      ),
    );
    const done: number[] = [];
    await queue.work<{ n: number }>(drain, async (job) => {
      done.push(job.data.n);
    });
    await vi.waitFor(() => expect(done.toSorted()).toEqual([1, 2, 3, 4, 5]), { timeout: 25_000 });
    expect(await stateOf(queue, drain.name, jobIdFor(drain, 'n-3'))).toBe('completed');
    await queue.stop();
  });

  it('queues a job in the transaction of its change: rolled back, no job; committed, the job', async () => {
    const queue = await queueOn(database);
    const follow = kind('follow');
    await queue.define(follow);
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await queue.send(follow, { n: 1 }, { key: 'rolled-back', in: tx });
        throw new Error('the change failed');
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe('the change failed');
    expect(await queue.boss.getJobById(follow.name, jobIdFor(follow, 'rolled-back'))).toBeNull();

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send(follow, { n: 2 }, { key: 'committed', in: tx });
    });
    expect(await stateOf(queue, follow.name, jobIdFor(follow, 'committed'))).toBe('created');
    await queue.stop();
  });

  it('retries a failing job with growing waits, keeps it as a dead letter with its error, and replays it', async () => {
    const queue = await queueOn(database);
    const flaky = kind('always-fails', 2);
    await queue.define(flaky);
    const id = (await queue.send(flaky, { n: 1 }))!;
    const tries: number[] = [];
    let smtpUp = false;
    await queue.work<{ n: number }>(flaky, async () => {
      tries.push(Date.now());
      if (!smtpUp) throw new Error('SMTP 421 try later');
    });
    const printed: string[] = [];
    const operator = async (...args: string[]) => {
      printed.length = 0;
      const status = await runJobsCommand(database, args, (line) => printed.push(line));
      return { status, printed: [...printed] };
    };
    await vi.waitFor(
      async () => expect((await operator('dead')).printed.join('\n')).toContain('always-fails-dead'),
      { timeout: 30_000, interval: 250 },
    );
    expect(tries).toHaveLength(3);
    // Backoff: the second wait is longer than the first.
    expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
    const job = await queue.boss.getJobById(flaky.name, id);
    expect(job?.state).toBe('failed');
    expect(job?.retryCount).toBe(2);
    expect((job?.output as { message?: string }).message).toBe('SMTP 421 try later');
    const { printed: dead } = await operator('dead');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toContain('SMTP 421 try later');
    expect((await operator('list')).printed).toContainEqual(
      expect.stringMatching(/^always-fails\s+failed\s+1$/),
    );

    smtpUp = true;
    const deadId = dead[0]!.split(' ')[0]!;
    const replayed = await operator('replay', deadId);
    expect(replayed.status).toBe(0);
    expect(replayed.printed[0]).toMatch(new RegExp(`^Replayed ${deadId} on always-fails as job `));
    await vi.waitFor(() => expect(tries).toHaveLength(4), { timeout: 20_000 });
    await vi.waitFor(async () => expect((await operator('dead')).printed).toEqual(['No dead letters.']));
    expect((await operator('replay', deadId)).status).toBe(1);
    expect((await operator('replay', 'not-an-id')).status).toBe(2);
    await queue.stop();
  });

  it('gives each job to exactly one of two processes working the same queue', async () => {
    const one = await queueOn(database);
    const two = await queueOn(database);
    const shared = kind('shared');
    await one.define(shared);
    await two.define(shared);
    const ran: Record<string, number> = {};
    const count = (job: { data: { n: number } }) => {
      ran[job.data.n] = (ran[job.data.n] ?? 0) + 1;
      return Promise.resolve();
    };
    await one.work<{ n: number }>(shared, count);
    await two.work<{ n: number }>(shared, count);
    for (let n = 0; n < 20; n += 1) await (n % 2 ? one : two).send(shared, { n });
    await vi.waitFor(() => expect(Object.keys(ran)).toHaveLength(20), { timeout: 30_000, interval: 200 });
    expect(Object.values(ran).every((times) => times === 1)).toBe(true);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('keeps a job no process was working across a restart of the queue, and runs it after', async () => {
    const before = await queueOn(database);
    const later = kind('later');
    await before.define(later);
    const id = (await before.send(later, { n: 1 }))!;
    await before.stop();

    const after = await queueOn(database);
    const seen: number[] = [];
    await after.work<{ n: number }>(later, async (job) => {
      seen.push(job.data.n);
    });
    await vi.waitFor(async () => expect(await stateOf(after, later.name, id)).toBe('completed'), {
      timeout: 20_000,
    });
    expect(seen).toEqual([1]);
    await after.stop();
  });

  it('on stop, lets a running job finish; one still running at the deadline is handed back and runs again', async () => {
    const queue = await queueOn(database, 1_000);
    const slow = kind('slow');
    await queue.define(slow);
    const quick = (await queue.send(slow, { ms: 100 }))!;
    let release: () => void = () => {};
    const started: number[] = [];
    await queue.work<{ ms: number }>(slow, async (job) => {
      started.push(job.data.ms);
      if (job.data.ms === 100) await new Promise((resolve) => setTimeout(resolve, 100));
      else await new Promise<void>((resolve) => (release = resolve));
    });
    await vi.waitFor(async () => expect(await stateOf(queue, slow.name, quick)).toBe('completed'), {
      timeout: 20_000,
    });
    const stuck = (await queue.send(slow, { ms: 0 }))!;
    await vi.waitFor(() => expect(started).toEqual([100, 0]), { timeout: 20_000 });
    await queue.stop();
    release();
    // Handed back: failed once, with a try left, so the next process runs it.
    const job = await queue.boss.getJobById(slow.name, stuck);
    expect(job?.state).toBe('retry');
    expect(job?.output).toEqual({ value: 'pg-boss shut down while active' });

    const next = await queueOn(database);
    await next.work(slow, async () => {});
    await vi.waitFor(async () => expect(await stateOf(next, slow.name, stuck)).toBe('completed'), {
      timeout: 20_000,
    });
    await next.stop();
  });

  it('keeps a schedule, once, however many processes declare it', async () => {
    const one = await queueOn(database);
    const two = await queueOn(database);
    const tick = kind('tick');
    await one.define(tick);
    await two.define(tick);
    await one.schedule(tick, '* * * * *');
    await two.schedule(tick, '* * * * *');
    const schedules = await one.boss.getSchedules();
    expect(schedules.filter((schedule) => schedule.name === 'tick')).toEqual([
      expect.objectContaining({ name: 'tick', cron: '* * * * *', timezone: 'UTC' }),
    ]);
    await Promise.all([one.stop(), two.stop()]);
  });
});

describe('the job queue on PGlite in a folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hub-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a queued job when the server stops and its database closes, and runs it after the restart', async () => {
    const remember = kind('remember');
    const first = await openPglite(dir);
    const before = await queueOn(first);
    await before.define(remember);
    const id = (await before.send(remember, { n: 42 }, { key: 'restart' }))!;
    await before.stop();
    await first.close();

    const second = await openPglite(dir);
    const after = await queueOn(second);
    const seen: number[] = [];
    await after.work<{ n: number }>(remember, async (job) => {
      seen.push(job.data.n);
    });
    await vi.waitFor(async () => expect(await stateOf(after, remember.name, id)).toBe('completed'), {
      timeout: 20_000,
    });
    expect(seen).toEqual([42]);
    await after.stop();
    await second.close();
  });
});
