// `npm start`: the whole hub on one origin. Builds the web app (cached by turbo), then starts the
// server on the embedded database with demo data, serving the app and /api together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, pnpm, root } from './bootstrap.mjs';

bootstrap();
pnpm([
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@hub/hub',
  '--output-logs=errors-only',
  '--log-prefix=none',
]);

const server = spawn(
  process.execPath,
  ['--conditions=@hub/source', '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
  {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '8080',
      // `npm start` is the demo: the seeded world, the outbox, emails printed (never in production).
      HUB_DEMO: process.env.HUB_DEMO ?? '1',
      HUB_DIST: process.env.HUB_DIST ?? join(root, 'apps/hub/dist'),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
