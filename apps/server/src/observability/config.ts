// The logs' and metrics' settings, read from the environment with the rest (src/config.ts, README
// "Environment variables"): LOG_LEVEL, LOG_PRETTY, METRICS_PORT and METRICS_HOST.

/** LOG_LEVEL's values, most to least verbose, and `silent`. */
export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ObservabilityConfig {
  /** LOG_LEVEL: the least severe lines written; `info` (a line per request) by default. */
  logLevel: LogLevel;
  /**
   * LOG_PRETTY: lines for a person (pino-pretty) rather than JSON. Unset, pretty when stdout is a terminal
   * outside production (null); never in production, which has no pino-pretty.
   */
  logPretty: boolean | null;
  /** METRICS_PORT: where /metrics is served; null (unset) serves none. Never the app's PORT. */
  metricsPort: number | null;
  /** METRICS_HOST: the address the metrics server binds; loopback by default. */
  metricsHost: string;
}

function logLevel(value: string | undefined): LogLevel {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return 'info';
  const level = logLevels.find((candidate) => candidate === text);
  if (!level)
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${value!.slice(0, 40)}".`);
  return level;
}

function logPretty(value: string | undefined, production: boolean): boolean | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return production ? false : null;
  const pretty = !['0', 'false', 'no', 'off'].includes(text);
  if (pretty && production) {
    throw new Error(
      'LOG_PRETTY cannot be used with NODE_ENV=production: production writes JSON lines (pipe them through pino-pretty to read them).',
    );
  }
  return pretty;
}

function metricsPort(value: string | undefined, appPort: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`METRICS_PORT must be a port number (0-65535), not "${value.slice(0, 40)}".`);
  }
  if (port !== 0 && port === appPort) {
    throw new Error(
      `METRICS_PORT must differ from PORT (${appPort}): the metrics are never on the public port.`,
    );
  }
  return port;
}

/** The settings from an environment; throws on a value that cannot be used. */
export function readObservabilityConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  appPort: number,
): ObservabilityConfig {
  return {
    logLevel: logLevel(env.LOG_LEVEL),
    logPretty: logPretty(env.LOG_PRETTY, production),
    metricsPort: metricsPort(env.METRICS_PORT, appPort),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
  };
}
