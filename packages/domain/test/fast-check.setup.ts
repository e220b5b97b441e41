// Applies the run's fast-check settings (read once in vitest.config.ts, see property-settings.ts) to every
// property of a test file, and makes a failure say how to replay it.
import { relative } from 'node:path';
import fc from 'fast-check';
import { expect, inject } from 'vitest';
import type { PropertySettings } from './property-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    properties: PropertySettings;
  }
}

const { seed, numRuns } = inject('properties');

/** The command that runs the failed property again with the same cases. */
function replay(failedSeed: number): string {
  const env = `FC_SEED=${failedSeed}${numRuns === null ? '' : ` FC_NUM_RUNS=${numRuns}`}`;
  const { testPath } = expect.getState();
  const file = testPath ? relative(process.cwd(), testPath) : null;
  return [
    `Replay: ${env} pnpm --filter @hub/domain test`,
    ...(file ? [`   (this file only: ${env} pnpm --filter @hub/domain exec vitest run ${file})`] : []),
    'A case worth keeping becomes a row of a table-driven test (packages/domain/README.md, "Property tests").',
  ].join('\n');
}

fc.configureGlobal({
  ...(seed === null ? {} : { seed }),
  ...(numRuns === null ? {} : { numRuns }),
  // fast-check's own report (seed, path, counterexample, shrinks), the failure as its cause, and the replay.
  reporter(details) {
    if (!details.failed) return;
    throw new Error(`${fc.defaultReportMessage(details)}\n\n${replay(details.seed)}`, {
      cause: details.errorInstance,
    });
  },
});
