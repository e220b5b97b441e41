import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
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
