// The fast-check settings of one `vitest run` of the domain, read once by vitest.config.ts: every property
// runs with a seed taken from the current commit, so a newcomer and CI run the same cases and a failure
// replays. FC_SEED overrides the seed (`random`: fast-check draws one per property, as `pnpm test:explore`
// does), FC_NUM_RUNS the runs of each property that does not set its own. See the README's "Property tests".
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What test/fast-check.setup.ts applies in every test file (null: fast-check's own choice). */
export interface PropertySettings {
  seed: number | null;
  numRuns: number | null;
}

/** The seed when git cannot name the commit (a tarball, a copy without .git): still one for everyone. */
export const fallbackSeed = 20_260_101;

/** The first 8 hex digits of the commit, as the signed 32-bit integer fast-check prints back. */
function commitSeed(): { seed: number; from: string } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^[0-9a-f]{8}/.test(commit)) {
      return { seed: Number.parseInt(commit.slice(0, 8), 16) | 0, from: `commit ${commit.slice(0, 8)}` };
    }
  } catch {
    // No git, or not a repository: the constant below.
  }
  return { seed: fallbackSeed, from: 'no git commit found, the fixed fallback' };
}

function integerFrom(text: string): number | null {
  const value = Number(text.trim());
  return /^-?\d+$/.test(text.trim()) && Number.isSafeInteger(value) ? value : null;
}

function seedFrom(text: string): number {
  const seed = integerFrom(text);
  if (seed === null) throw new Error(`FC_SEED must be an integer or "random"; got "${text}".`);
  return seed;
}

function numRunsFrom(text: string): number {
  const numRuns = integerFrom(text);
  if (numRuns === null || numRuns < 1)
    throw new Error(`FC_NUM_RUNS must be a positive integer; got "${text}".`);
  return numRuns;
}

/** The settings from the environment and the commit, and the line that tells a run's log which they are. */
export function propertySettings(env: NodeJS.ProcessEnv = process.env): {
  settings: PropertySettings;
  banner: string;
} {
  const numRuns = env.FC_NUM_RUNS ? numRunsFrom(env.FC_NUM_RUNS) : null;
  const runs = numRuns === null ? '' : `, ${numRuns} runs per property`;
  if (env.FC_SEED === 'random') {
    return {
      settings: { seed: null, numRuns },
      banner: `fast-check: a random seed per property (FC_SEED=random)${runs}; a failure prints its seed.`,
    };
  }
  const { seed, from } = env.FC_SEED ? { seed: seedFrom(env.FC_SEED), from: 'FC_SEED' } : commitSeed();
  return {
    settings: { seed, numRuns },
    banner: `fast-check: seed ${seed} (${from})${runs}; FC_SEED=<n> replays another.`,
  };
}
