import type * as SentrySdk from '@sentry/react';
import { scrubBreadcrumb, scrubEvent } from './scrub';

// Sentry is not in the first download (issue 15: the login page's budget): it is loaded once the page has
// painted and the browser is idle. What is reported before it arrives waits in a short queue and leaves
// once it has started, so an error at start-up is not lost.

type Sentry = typeof SentrySdk;

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
  transport?: SentrySdk.BrowserOptions['transport'];
  /** For tests: how the SDK is loaded (by default a separate chunk, after first paint). */
  load?: () => Promise<Sentry>;
}

/** Reports kept while the SDK loads; beyond this many, later ones are dropped (a loop must not fill memory). */
export const queuedReportsLimit = 30;

let sentry: Sentry | null = null;
/** Reports waiting for the SDK; null when reporting is off (they go to the console instead). */
let queue: ((sdk: Sentry) => void)[] | null = null;
let started: Promise<boolean> = Promise.resolve(false);

/** Resolves once the page has loaded and the browser is idle (or after two seconds at most). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const loadSentry = async (): Promise<Sentry> => {
  await afterFirstPaint();
  return import('@sentry/react');
};

/**
 * Starts Sentry when reporting is enabled and a DSN is set: resolves to whether it started, once the SDK
 * has loaded. Reports made meanwhile are queued and sent then.
 */
export function initErrorReporting(options: ErrorReportingOptions): Promise<boolean> {
  if (!options.enabled || !options.dsn) return Promise.resolve(false);
  queue = [];
  started = (options.load ?? loadSentry)()
    .then((sdk) => {
      sdk.init({
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
      sentry = sdk;
      const waiting = queue ?? [];
      queue = [];
      for (const send of waiting) send(sdk);
      return true;
    })
    .catch((error: unknown) => {
      // The SDK could not load (offline, blocked): reports go to the console, as in development.
      console.warn('Error reporting could not start', error);
      queue = null;
      return false;
    });
  return started;
}

/** Sends through the SDK now, queues while it loads, or returns false when reporting is off. */
function withSentry(send: (sdk: Sentry) => void): boolean {
  if (sentry) {
    send(sentry);
    return true;
  }
  if (!queue) return false;
  if (queue.length < queuedReportsLimit) queue.push(send);
  return true;
}

/** Reports an unexpected error; in development it is only logged. */
export function reportError(error: unknown, context: ReportContext = {}): void {
  if (!withSentry((sdk) => sdk.captureException(error, { tags: context.tags, extra: context.extra }))) {
    console.error(error, context);
  }
}

/**
 * Leaves a trace that travels with a later error report and is never sent on its own (no analytics);
 * in development it is only logged.
 */
export function leaveBreadcrumb(message: string, data: Record<string, string> = {}): void {
  if (!withSentry((sdk) => sdk.addBreadcrumb({ category: 'hub', level: 'info', message, data }))) {
    console.debug(message, data);
  }
}

/** Reports something worth knowing that is not an exception (a missing translation, a failed logout call). */
export function reportMessage(
  message: string,
  level: ReportLevel = 'warning',
  context: ReportContext = {},
): void {
  const sent = withSentry((sdk) =>
    sdk.captureMessage(message, { level, tags: context.tags, extra: context.extra }),
  );
  if (sent) return;
  if (level === 'info') console.info(message, context);
  else console.warn(message, context);
}

/** Waits until queued reports have left (the SDK loaded first), for example before a page unload. */
export async function flushReports(timeoutMs = 2000): Promise<boolean> {
  await started;
  return sentry ? sentry.flush(timeoutMs) : true;
}

/** Stops reporting and forgets the SDK (tests start each case afresh). */
export async function closeReporting(): Promise<void> {
  await started;
  if (sentry) await sentry.close();
  sentry = null;
  queue = null;
  started = Promise.resolve(false);
}
