import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeReporting,
  flushReports,
  initErrorReporting,
  leaveBreadcrumb,
  queuedReportsLimit,
  reportError,
  reportMessage,
} from './reporting';

/** A Sentry transport that keeps the envelopes it is given, so the test sees what would leave. */
function recordingTransport(sink: string[]) {
  return (options: Parameters<typeof Sentry.createTransport>[0]) =>
    Sentry.createTransport(options, async (request) => {
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      sink.push(body);
      return { statusCode: 200 };
    });
}

describe('error reporting', () => {
  afterEach(async () => {
    await closeReporting();
  });

  /** The SDK as the app loads it, without waiting for a page to paint (there is none here). */
  const load = () => Promise.resolve(Sentry);

  it('does not start without a DSN or outside production', async () => {
    expect(await initErrorReporting({ dsn: undefined, enabled: true, load })).toBe(false);
    expect(
      await initErrorReporting({ dsn: 'https://key@o0.ingest.example.invalid/1', enabled: false, load }),
    ).toBe(false);
  });

  it('keeps what is reported before the SDK has loaded, and sends it once it has', async () => {
    const sent: string[] = [];
    let arrive: (sdk: typeof Sentry) => void = () => {};
    const starting = initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
      load: () => new Promise((resolve) => (arrive = resolve)),
    });
    reportError(new Error('Failed before the SDK arrived'));
    expect(sent).toEqual([]);
    arrive(Sentry);
    expect(await starting).toBe(true);
    await flushReports();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Failed before the SDK arrived');
  });

  it('keeps at most a bounded number of reports while the SDK loads', async () => {
    const sent: string[] = [];
    let arrive: (sdk: typeof Sentry) => void = () => {};
    const starting = initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
      load: () => new Promise((resolve) => (arrive = resolve)),
    });
    for (let n = 0; n < queuedReportsLimit + 10; n += 1) reportMessage(`Loop ${n}`, 'warning');
    arrive(Sentry);
    await starting;
    await flushReports();
    expect(sent).toHaveLength(queuedReportsLimit);
  });

  it('falls back to the console when the SDK cannot load, and never throws', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = await initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      load: () => Promise.reject(new Error('blocked')),
    });
    expect(started).toBe(false);
    expect(warned).toHaveBeenCalledWith('Error reporting could not start', expect.any(Error));
    reportError(new Error('after'));
    expect(logged).toHaveBeenCalledWith(new Error('after'), {});
    warned.mockRestore();
    logged.mockRestore();
  });

  it('sends a reported error through the SDK with its tags', async () => {
    const sent: string[] = [];
    const started = await initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      environment: 'test',
      transport: recordingTransport(sent),
      load,
    });
    expect(started).toBe(true);

    reportError(new Error('Player list could not be read'), { tags: { area: 'players' } });
    await flushReports();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Player list could not be read');
    expect(sent[0]).toContain('"area":"players"');
    expect(sent[0]).toContain('"environment":"test"');
  });

  it('sends a breadcrumb only with a later report, never on its own', async () => {
    const sent: string[] = [];
    await initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
      load,
    });

    leaveBreadcrumb('Password reset page opened', { ref: 'web-login' });
    await flushReports();
    expect(sent).toEqual([]);

    reportError(new Error('The reset request failed'));
    await flushReports();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Password reset page opened');
    expect(sent[0]).toContain('"ref":"web-login"');
  });

  it('sends a reported message at its level', async () => {
    const sent: string[] = [];
    await initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
      load,
    });

    reportMessage('Missing translation: login.welcome (so)', 'warning');
    await flushReports();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Missing translation: login.welcome (so)');
    expect(sent[0]).toContain('"level":"warning"');
  });

  it('scrubs link tokens, emails and phone numbers from everything it sends', async () => {
    const sent: string[] = [];
    await initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
      load,
    });

    leaveBreadcrumb('Set password page opened', { url: '/start?o=tok-crumb-123' });
    reportError(new Error('Setting the password failed at /start?o=tok-secret-456 for dana@example.com'), {
      extra: { phone: '+1 201 555 0123', request: { url: 'https://hub.example/start?o=tok-extra-789' } },
    });
    await flushReports();

    expect(sent).toHaveLength(1);
    for (const secret of [
      'tok-crumb-123',
      'tok-secret-456',
      'tok-extra-789',
      'dana@example.com',
      '555 0123',
    ]) {
      expect(sent[0]).not.toContain(secret);
    }
    expect(sent[0]).toContain('Setting the password failed at /start?o=%5BFiltered%5D');
  });
});
