// Stopping on SIGTERM (what an orchestrator or `docker stop` sends) or SIGINT (Ctrl-C): the process finishes
// what it is doing, then exits 0, and within 10 s either way, before `docker stop`'s own 10 s run out.

/** How long a shutdown may take before the process gives up and exits 1. */
export const shutdownLimitMs = 10_000;

/**
 * On the first SIGTERM or SIGINT runs `stop`, then exits 0 (1 when it fails). Past `shutdownLimitMs`,
 * `giveUp` runs (closing what must be closed) and the process exits 1.
 */
export function stopOnSignal(
  log: (message: string, error?: unknown) => void,
  info: (message: string) => void,
  stop: () => Promise<void>,
  giveUp: () => Promise<void>,
): void {
  const shutdown = (signal: string) => {
    info(`${signal}: closing…`);
    setTimeout(() => {
      log('Shutdown took too long; closing the database anyway.');
      giveUp().finally(() => process.exit(1));
    }, shutdownLimitMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log('Shutting down failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
