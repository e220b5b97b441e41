// Overload over real sockets: src/main.ts in a process of its own on PGlite, a thousand connections at once.
// app.request() cannot show this: on PGlite the work of a request runs on the event loop, so what matters is
// whether requests waiting on their sockets are seen and answered, not only those already started.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const busy = { detail: 'The server is busy. Please try again in a moment.' };

/** Starts src/main.ts as `pnpm start` does, on a free port, and resolves with its URL. */
function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=@hub/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', HUB_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Hub server on (http:\/\/\S+?)\/ /.exec(output);
      if (match && output.includes('blocked@demo.test')) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
}

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe('a server on PGlite under a thousand concurrent connections', () => {
  let server: { child: ChildProcess; url: string };
  let bearer: string;

  beforeAll(async () => {
    server = await start({ PGLITE_DATA_DIR: 'memory://', MAX_IN_FLIGHT: '50', SCRYPT_LOG_N: '12' });
    const response = await fetch(`${server.url}/api/v2/auth/oauth2/token/`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'parent@demo.test',
        password: 'HubDemo#2026',
        client_id: 'hub-web',
      }),
    });
    bearer = ((await response.json()) as { access_token: string }).access_token;
  });
  afterAll(() => {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  });

  async function call(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    // A request still unanswered after 30 s counts as hanging: the fetch is aborted and the test fails.
    const response = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
    const body: unknown = await response.json();
    return {
      path,
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body,
    };
  }

  it('answers every request with 200, or with a 503 {detail} and Retry-After, none left hanging', async () => {
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        index % 2 === 0
          ? call('/api/health/')
          : call('/api/v2/user/info/', { Authorization: `Bearer ${bearer}` }),
      ),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const shed = answers.filter((answer) => answer.status === 503);
    expect(served.length + shed.length).toBe(answers.length);
    // More arrive at once than MAX_IN_FLIGHT lets in: some are shed, and the server keeps serving the rest.
    expect(shed.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(50);
    for (const answer of shed) {
      expect(answer.body).toEqual(busy);
      expect(answer.retryAfter).toBe('1');
    }
    for (const answer of served) {
      if (answer.path === '/api/health/') expect(answer.body).toEqual({ status: 'ok', database: 'pglite' });
      else expect(answer.body).toMatchObject({ email: 'parent@demo.test' });
    }
    // None was left hanging: each call above aborts after 30 s, which fails the test. How fast they were is
    // measured by bench/server-response.mjs beside a floor, not asserted here on a shared machine.
  }, 60_000);

  it('serves normally again once the burst is over', async () => {
    const answer = await call('/api/health/');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'pglite' });
  });
});
