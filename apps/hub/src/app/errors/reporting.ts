import * as Sentry from '@sentry/react';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/** Where an error came from and what was going on, attached to the report. */
export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type ReportLevel = 'info' | 'warning' | 'error';

export interface ErrorReportingOptions {
  dsn: string | undefined;
  environment?: string;
  release?: string;
  /** Production builds only: development and tests never send events unless given a transport. */
  enabled: boolean;
  /** For tests: where events go instead of the network. */
  transport?: Sentry.BrowserOptions['transport'];
}

let active = false;

/** Starts Sentry when reporting is enabled and a DSN is set; returns whether it started. */
export function initErrorReporting(options: ErrorReportingOptions): boolean {
  if (!options.enabled || !options.dsn) return false;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...(options.transport ? { transport: options.transport } : {}),
    // Parents' data never leaves in reports: the SDK sends no personal data unless asked to, and every
    // event and breadcrumb is scrubbed of link tokens, emails and phone numbers before it leaves (scrub.ts).
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  active = true;
  return true;
}

/** Reports an unexpected error; in development it is only logged. */
export function reportError(error: unknown, context: ReportContext = {}): void {
  if (!active) {
    console.error(error, context);
    return;
  }
  Sentry.captureException(error, { tags: context.tags, extra: context.extra });
}

/**
 * Leaves a trace that travels with a later error report and is never sent on its own (no analytics);
 * in development it is only logged.
 */
export function leaveBreadcrumb(message: string, data: Record<string, string> = {}): void {
  if (!active) {
    console.debug(message, data);
    return;
  }
  Sentry.addBreadcrumb({ category: 'hub', level: 'info', message, data });
}

/** Reports something worth knowing that is not an exception (a missing translation, a failed logout call). */
export function reportMessage(
  message: string,
  level: ReportLevel = 'warning',
  context: ReportContext = {},
): void {
  if (!active) {
    if (level === 'info') console.info(message, context);
    else console.warn(message, context);
    return;
  }
  Sentry.captureMessage(message, { level, tags: context.tags, extra: context.extra });
}

/** Waits until queued reports have left, for example before a page unload. */
export function flushReports(timeoutMs = 2000): Promise<boolean> {
  return active ? Sentry.flush(timeoutMs) : Promise.resolve(true);
}
