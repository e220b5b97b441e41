import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initErrorReporting, leaveBreadcrumb, reportError, reportMessage, flushReports } from './reporting';

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
    await Sentry.close();
  });

  it('does not start without a DSN or outside production', () => {
    expect(initErrorReporting({ dsn: undefined, enabled: true })).toBe(false);
    expect(initErrorReporting({ dsn: 'https://key@o0.ingest.example.invalid/1', enabled: false })).toBe(
      false,
    );
  });

  it('sends a reported error through the SDK with its tags', async () => {
    const sent: string[] = [];
    const started = initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      environment: 'test',
      transport: recordingTransport(sent),
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
    initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
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
    initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
    });

    reportMessage('Missing translation: login.welcome (so)', 'warning');
    await flushReports();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Missing translation: login.welcome (so)');
    expect(sent[0]).toContain('"level":"warning"');
  });

  it('scrubs link tokens, emails and phone numbers from everything it sends', async () => {
    const sent: string[] = [];
    initErrorReporting({
      dsn: 'https://key@o0.ingest.example.invalid/1',
      enabled: true,
      transport: recordingTransport(sent),
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
