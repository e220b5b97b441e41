// Work that runs after the answer is sent: what a caller must not be able to time (whether an email has an
// account, for one). Failures are logged, never thrown at anyone; shutdown and tests wait for it to end.

/** Runs tasks after the current answer; `idle()` resolves once none is pending. */
export interface Background {
  run(what: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

/** Starts each task on the next turn of the event loop, so the answer is written first. */
export function backgroundRunner(log: (message: string, error?: unknown) => void): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log(`${what} failed`, error))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async idle() {
      // A task may start another: wait until a round finds none.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
