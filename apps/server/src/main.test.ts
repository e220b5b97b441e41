import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts src/main.ts as `pnpm start` does, on a free port, and waits for its URL line. */
function start(env: Record<string, string>): Promise<Started> {
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
      if (match && output.includes('blocked@demo.test'))
        resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in what the process printed. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

/** The processes `run` started that have not exited: a failed test must not leave one behind. */
const running = new Set<ChildProcess>();

/** Runs `src/main.ts <args>` (what `node server.mjs <args>` runs in the bundle). */
function run(args: string[], env: Record<string, string>): Run {
  const child = spawn(
    process.execPath,
    ['--conditions=@hub/source', '--import', 'tsx', 'src/main.ts', ...args],
    {
      cwd: serverRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  running.add(child);
  child.on('close', () => running.delete(child));
  // 'close', not 'exit': by then everything the process printed has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          resolve(match);
        }
      };
      listeners.add(check);
      check();
      void exited.then((code) =>
        reject(new Error(`Exited with ${code} before printing ${pattern}:\n${output}`)),
      );
    });
  return { child, output: () => output, printed, exited };
}

/** Resolves once what `socket` received contains `text`. */
function received(socket: Socket, text: string, sofar: () => string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!sofar().includes(text)) return;
      socket.off('data', check);
      resolve();
    };
    socket.on('data', check);
    check();
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v2/auth/oauth2/token/`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'parent@demo.test',
      password: 'HubDemo#2026',
      client_id: 'hub-web',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// The timeouts are sized for a loaded two-core machine: a start (tsx, PGlite's files, migrations, the demo
// seed) took over 30 s while turbo ran the other packages' tests beside it. No test waits for a time: each
// waits for what the server prints or answers.
describe('starting and stopping the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-main-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL and the demo sign-ins, keeps data across a restart, and exits cleanly', async () => {
    const first = await start({ PGLITE_DATA_DIR: dataDir });
    expect(first.output()).toContain('Demo sign-ins (password HubDemo#2026):');
    const health = await fetch(`${first.url}/api/health/`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const bearer = await token(first.url);
    const info = (await (
      await fetch(`${first.url}/api/v2/user/info/`, { headers: { Authorization: `Bearer ${bearer}` } })
    ).json()) as {
      id: number;
    };
    const saved = await fetch(`${first.url}/api/v3/users/${info.id}/`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'vi' }),
    });
    expect(saved.status).toBe(200);
    // A reset email, sealed with the development key: the next start must still open it.
    const csrf = 'c'.repeat(43);
    const reset = await fetch(`${first.url}/api/v2/user/password_reset/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `csrftoken=${csrf}`, 'X-CSRFTOKEN': csrf },
      body: JSON.stringify({ email: 'parent@demo.test' }),
    });
    expect(reset.status).toBe(200);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('SIGTERM: closing');

    const second = await start({ PGLITE_DATA_DIR: dataDir });
    const again = await fetch(`${second.url}/api/v2/user/info/`, {
      headers: { Authorization: `Bearer ${await token(second.url)}` },
    });
    expect(await again.json()).toMatchObject({ language: 'vi' });
    const outbox = await fetch(`${second.url}/api/dev/outbox/?to=parent%40demo.test`);
    const [email] = ((await outbox.json()) as { results: { body: string | null }[] }).results;
    expect(email?.body).toMatch(/\/start\?o=[A-Za-z0-9_-]{43}\n/);
    expect(await stop(second.child)).toBe(0);
  }, 180_000);

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: '' }],
    ['OUTBOX_KEY', { PUBLIC_URL: 'https://hub.example', OUTBOX_KEY: '' }],
  ])(
    'refuses to start in production without %s, saying why',
    async (variable, settings) => {
      const child = spawn(process.execPath, ['--conditions=@hub/source', '--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          PORT: '0',
          NODE_ENV: 'production',
          PGLITE_DATA_DIR: 'memory://',
          ...settings,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(`The server cannot start: ${variable} must be set in production`);
      expect(output).not.toContain('Hub server on');
    },
    120_000,
  );

  it('runs migrate, serve and worker as separate commands: serve and worker refuse a database that is behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hub-commands-test-'));
    try {
      const env = { PGLITE_DATA_DIR: dir, HUB_DEMO: '1' };
      for (const [command, who] of [
        ['serve', 'server'],
        ['worker', 'worker'],
      ] as const) {
        const refused = run([command], env);
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain(`The ${who} cannot start: the database lacks`);
        expect(refused.output()).toContain('Run the migrate command first: node server.mjs migrate.');
        expect(refused.output()).not.toContain('Hub server on');
      }

      const migrate = run(['migrate'], env);
      expect(await migrate.exited).toBe(0);
      expect(migrate.output()).toMatch(/Applied \d+ migration\(s\): 0000_init, /);
      expect(migrate.output()).toContain('is up to date with this release');

      const worker = run(['worker'], env);
      await worker.printed(/Hub worker working the job queue/);
      await worker.printed(/Mail: delivered over SMTP to the mail catcher/);
      expect(await stop(worker.child)).toBe(0);

      const web = run(['serve'], { ...env, JOBS: 'off' });
      const [, url] = await web.printed(/Hub server on (http:\/\/\S+?)\/ /);
      await web.printed(/Jobs: off in this process \(JOBS=off\)/);
      expect(web.output()).not.toContain('Applied');
      expect(await (await fetch(`${url}/api/ready/`)).json()).toEqual({ status: 'ready' });

      // A call in flight when SIGTERM comes: its headers are in (the server said 100 Continue), its body is
      // sent only once the server has begun closing, and it still gets its answer.
      const bearer = await token(url!);
      const { id } = (await (
        await fetch(`${url}/api/v2/user/info/`, { headers: { Authorization: `Bearer ${bearer}` } })
      ).json()) as { id: number };
      const { hostname, port } = new URL(url!);
      const socket = connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const body = JSON.stringify({ language: 'vi' });
      socket.write(
        `PATCH /api/v3/users/${id}/ HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${bearer}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
      await received(socket, '100 Continue', () => answer);
      const code = stop(web.child);
      await web.printed(/SIGTERM: closing/);
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(body);
      await closed;
      expect(answer).toContain('HTTP/1.1 200 OK');
      expect(answer).toContain(`{"id":${id},"language":"vi"}`);
      expect(await code).toBe(0);
    } finally {
      for (const child of running) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('drops a client that never finishes its request body, and keeps serving others', async () => {
    const started = await start({ PGLITE_DATA_DIR: 'memory://', REQUEST_TIMEOUT_MS: '1500' });
    const { hostname, port } = new URL(started.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        // Headers that promise 100 bytes of body, and then nothing.
        socket.write(
          'POST /api/v2/auth/oauth2/token/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ngrant_type=',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    // Only the request timeout answers 408: the body never came.
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect((await fetch(`${started.url}/api/health/`)).status).toBe(200);
    expect(await stop(started.child)).toBe(0);
  }, 120_000);
});
