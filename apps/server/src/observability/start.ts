// What a process of src/main.ts (serve, worker) starts for its logs and metrics, from its settings.
import type { DatabaseHandle } from '../db/database';
import type { ObservabilityConfig } from './config';
import { createLogger, type Logger, type LogFunction } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { startMetricsServer } from './metrics-server';

/** The process's logger: LOG_LEVEL; pretty when LOG_PRETTY says so or, unset, at a terminal outside production. */
export function processLogger(
  config: ObservabilityConfig & { production: boolean },
  isTerminal = Boolean(process.stdout.isTTY),
): Promise<Logger> {
  return createLogger({
    level: config.logLevel,
    pretty: config.logPretty ?? (!config.production && isTerminal),
  });
}

export interface StartedMetrics {
  /** What the modules count into; undefined when METRICS_PORT is unset (nothing is counted). */
  metrics: Metrics | undefined;
  /** A start-up line saying where the metrics are, or that they are off. */
  line: string;
  close(): Promise<void>;
}

/** The metrics of this process on `database`, served on METRICS_HOST:METRICS_PORT when that is set. */
export async function startMetrics(
  config: ObservabilityConfig,
  database: DatabaseHandle,
  log: LogFunction,
): Promise<StartedMetrics> {
  if (config.metricsPort === null)
    return { metrics: undefined, line: 'Metrics: off (METRICS_PORT serves them).', close: async () => {} };
  const metrics = createMetrics({ database, log });
  const server = await startMetricsServer(
    metrics.registry,
    { port: config.metricsPort, host: config.metricsHost },
    log,
  );
  return { metrics, line: `Metrics: ${server.url}/metrics (Prometheus text).`, close: () => server.close() };
}
