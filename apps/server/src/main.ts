// The server's entry: reads the environment, then runs one command (docs/operations.md "Deploying"):
//
//   migrate   applies the migrations this database lacks (and seeds the demo world in demo mode), then exits
//   serve     serves the hub, and works the job queue too unless JOBS=off; refuses a database that is behind
//   worker    works the job queue only, no HTTP
//
// Without a command, outside production, it migrates, seeds the demo world in demo mode and serves: what
// `npm start`, `pnpm dev` and the end-to-end tests run. In production, no command means `serve`: a
// production process never migrates by itself.
import { readConfig, type Config } from './config';
import { logFunction } from './observability/logger';
import { processLogger } from './observability/start';
import { migrateCommand } from './runtime/migrate';
import type { Runtime } from './runtime/runtime';
import { serveCommand } from './runtime/serve';
import { workerCommand } from './runtime/worker';

const usage = 'Usage: node server.mjs migrate | serve | worker';

async function main(args: string[]) {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // JSON lines on stdout (pretty at a terminal in development). The start-up lines stay plain for a
  // developer, and are log lines in production.
  const logger = await processLogger(config);
  const runtime: Runtime = {
    config,
    log: logFunction(logger),
    info: config.production ? (message) => logger.info(message) : (message) => console.log(message),
    logger,
  };
  const [command, ...rest] = args;
  if (rest.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  if (command === undefined) return serveCommand(runtime, { migrate: !config.production });
  if (command === 'serve') return serveCommand(runtime, { migrate: false });
  if (command === 'worker') return workerCommand(runtime);
  if (command === 'migrate') process.exit(await migrateCommand(runtime));
  console.error(`Unknown command "${command.slice(0, 40)}". ${usage}`);
  process.exit(2);
}

void main(process.argv.slice(2));
