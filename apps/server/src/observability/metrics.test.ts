// The metrics as Prometheus scrapes them: Prometheus text on a port of their own, with the series of the
// requests, load shedding, the database, the job queue, the emails and the billing run, moved by the real
// modules (requests through the app, jobs through pg-boss, emails over SMTP, a billing run).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitationEmail } from '../account/account-mail';
import { billingRunJob, startBillingRun } from '../billing/run';
import { testPaymentGateway } from '../billing/gateway';
import { developmentOutboxKey, readConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { startMailCatcher, type MailCatcher } from '../delivery/catcher';
import { startEmailDelivery } from '../delivery/deliver';
import { smtpTransport } from '../delivery/transport';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { queueEmail } from '../mail';
import { createFamily, today } from '../test/billing';
import { databases } from '../test/databases';
import { send, testApp, type TestApp } from '../test/helpers';
import { createMetrics, type Metrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';

/** The value of one series in Prometheus text (`name{labels}` as written), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const publicUrl = 'https://hub.example.test';

describe.each(databases())('the metrics on $name', (database) => {
  let handle: DatabaseHandle;
  let metrics: Metrics;
  let server: MetricsServer;
  let app: TestApp;
  let jobs: JobQueue;
  let catcher: MailCatcher;

  beforeAll(async () => {
    handle = await database.open();
    metrics = createMetrics({ database: handle });
    server = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
    app = testApp(handle, { metrics, maxInFlight: 1 });
    // The recipient's server refuses one address for good (550).
    catcher = await startMailCatcher({
      refuse: (to) => (to.startsWith('unknown') ? { code: 550, message: '5.1.1 mailbox unknown' } : null),
    });
    jobs = createJobQueue(handle, {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 2_000,
      log: () => {},
      metrics,
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await catcher.close();
    await server.close();
    await handle.close();
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('serves on its own port, loopback by default, and the app answers 404 for /metrics', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const onTheApp = await send(app, '/metrics');
    expect(onTheApp.status).toBe(404);
    expect(await onTheApp.text()).not.toContain('hub_http');
    expect((await send(app, '/api/metrics')).status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(404);
    expect(await scrape()).toContain('# TYPE hub_http_request_duration_seconds histogram');
  });

  it('counts requests by route pattern, method and status, those in flight, and those shed', async () => {
    await send(app, '/api/health/');
    await send(app, '/api/v2/player/12345/');
    // Load shedding at one in flight: the first of three at once is answered, the other two are shed.
    const statuses = (await Promise.all([1, 2, 3].map(() => send(app, '/api/health/')))).map((r) => r.status);
    expect(statuses).toEqual([200, 503, 503]);

    const text = await scrape();
    expect(
      sample(text, 'hub_http_request_duration_seconds_count{method="GET",route="/api/health/",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'hub_http_request_duration_seconds_count{method="GET",route="/api/v2/player/:id/",status="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('12345');
    expect(sample(text, 'hub_http_requests_shed_total')).toBe(2);
    expect(sample(text, 'hub_http_requests_in_flight')).toBe(0);
  });

  it('tells the database’s connections', async () => {
    const text = await scrape();
    if (database.name === 'pglite') {
      expect(sample(text, 'hub_db_pool_connections{state="total"}')).toBe(1);
      expect(sample(text, 'hub_db_pool_max_connections')).toBe(1);
    } else {
      expect(sample(text, 'hub_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'hub_db_pool_connections{state="idle"}')).toEqual(expect.any(Number));
      expect(sample(text, 'hub_db_pool_waiting')).toBe(0);
      expect(sample(text, 'hub_db_pool_max_connections')).toBe(4);
    }
  });

  it('counts failed jobs by queue, and the queue’s depth by state, dead letters too', async () => {
    const kind = { name: 'metrics-test-fails', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 };
    await jobs.define(kind);
    await jobs.work(kind, async () => {
      throw new Error('This job always fails.');
    });
    await jobs.send(kind, {});
    await vi.waitFor(
      async () => {
        const text = await scrape();
        expect(sample(text, 'hub_job_failures_total{queue="metrics-test-fails"}')).toBe(1);
        expect(sample(text, 'hub_jobs{queue="metrics-test-fails",state="failed"}')).toBe(1);
        expect(sample(text, 'hub_jobs{queue="metrics-test-fails-dead",state="created"}')).toBe(1);
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('counts emails sent and failed', async () => {
    const text = await scrape();
    for (const outcome of ['sent', 'retrying', 'failed', 'skipped'])
      expect(sample(text, `hub_email_deliveries_total{outcome="${outcome}"}`), outcome).toBe(0);

    const settings = {
      db: handle.db,
      outboxKey: developmentOutboxKey,
      publicUrl,
      now: () => new Date(),
      log: () => {},
      metrics,
    };
    await startEmailDelivery(
      settings,
      { transport: smtpTransport(catcher.url), from: 'hub@example.test' },
      jobs,
    );
    for (const to of ['maya@family.example', 'unknown@family.example'])
      await handle.db.transaction((tx) =>
        queueEmail(
          tx,
          { outboxKey: developmentOutboxKey, jobs, publicUrl },
          invitationEmail({ email: to, firstName: 'Maya', language: 'en' }, 'Tessa', `${publicUrl}/start`, 7),
          new Date(),
        ),
      );
    await vi.waitFor(
      async () => {
        const text = await scrape();
        expect(sample(text, 'hub_email_deliveries_total{outcome="sent"}')).toBe(1);
        expect(sample(text, 'hub_email_deliveries_total{outcome="failed"}')).toBe(1);
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('counts the billing run’s subscriptions by outcome, and when a run last completed', async () => {
    expect(sample(await scrape(), 'hub_billing_run_last_completed_timestamp_seconds')).toBe(0);
    await createFamily(handle.db, { state: 'active', plan: 'monthly', paidThrough: today() });
    const settings = {
      db: handle.db,
      paymentGateway: testPaymentGateway(),
      outboxKey: developmentOutboxKey,
      jobs: null,
      publicUrl,
      now: () => new Date(),
      log: () => {},
      metrics,
    };
    await startBillingRun(settings, jobs);
    await jobs.send(billingRunJob, {});
    await vi.waitFor(
      async () =>
        expect(sample(await scrape(), 'hub_billing_run_last_completed_timestamp_seconds')).toBeGreaterThan(0),
      { timeout: 20_000, interval: 200 },
    );
    const text = await scrape();
    expect(sample(text, 'hub_billing_run_subscriptions_total{outcome="paid"}')).toBeGreaterThanOrEqual(1);
    for (const outcome of ['declined', 'ended', 'expired', 'skipped'])
      expect(sample(text, `hub_billing_run_subscriptions_total{outcome="${outcome}"}`), outcome).toEqual(
        expect.any(Number),
      );
  });
});

describe('the metrics settings', () => {
  it('serve no metrics unless METRICS_PORT is set, and bind loopback unless METRICS_HOST says otherwise', () => {
    expect(readConfig({})).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
    });
  });

  it('refuse the app’s own port and what is not a port', () => {
    expect(() => readConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must differ from PORT (8080): the metrics are never on the public port.',
    );
    expect(() => readConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT must be a port number/);
  });

  it('read LOG_LEVEL and LOG_PRETTY, which production refuses', () => {
    expect(readConfig({})).toMatchObject({ logLevel: 'info', logPretty: null });
    expect(readConfig({ LOG_LEVEL: 'WARN', LOG_PRETTY: '0' })).toMatchObject({
      logLevel: 'warn',
      logPretty: false,
    });
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of trace, debug/);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://hub.example',
      OUTBOX_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'hub@example.com',
    };
    expect(readConfig(production)).toMatchObject({ logPretty: false });
    expect(() => readConfig({ ...production, LOG_PRETTY: '1' })).toThrow(
      /LOG_PRETTY cannot be used with NODE_ENV=production/,
    );
  });
});
