// `pnpm test:bundle`: what the production image runs, checked without Docker. It runs `pnpm bundle`, copies
// deploy/ to an empty folder and runs it from elsewhere with NODE_ENV=production and the production secrets
// on a fresh database of TEST_DATABASE_URL's PostgreSQL (dropped at the end):
//
// - `serve` refuses the empty database, `migrate` brings it up, `worker` starts and stops;
// - `serve` answers /api/ready/, serves /login compressed, has no demo routes or demo people;
// - a family buys the kit through the API (checkout), sets a password and signs in; the order's email
//   reaches SMTP (a catcher here), so the jobs ran and the emails render in the bundle;
// - SIGTERM while a call is in flight: the call gets its answer and the process exits 0 within 10 s.
//
// Extra arguments go to `pnpm bundle` (`pnpm test:bundle --skip-hub-build` bundles the hub as built).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'pnpm test:bundle needs TEST_DATABASE_URL, the admin URL of a PostgreSQL (it makes a database there).',
  );
  process.exit(1);
}

const began = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
let step = performance.now();
function passed(what) {
  console.log(`  ✓ ${what} (${seconds(step)})`);
  step = performance.now();
}
function check(condition, what, detail = '') {
  if (!condition) throw new Error(`${what}${detail ? `: ${detail}` : ''}`);
}

/** 1. `pnpm bundle`, then deploy/ copied to an empty folder: it must need nothing of the checkout. */
const [command, ...prefix] = pnpmCommand();
const bundled = spawnSync(command, [...prefix, 'bundle', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
console.log(`\nChecking the bundle:`);
passed('pnpm bundle');
const folder = mkdtempSync(join(tmpdir(), 'hub-bundle-'));
const app = join(folder, 'app');
cpSync(join(root, 'deploy'), app, { recursive: true, verbatimSymlinks: true });
passed(`deploy/ copied to ${app}`);

// The bundle's own packages: node-postgres for the database, smtp-server for a mail catcher.
const fromBundle = createRequire(join(app, 'package.json'));
const pg = fromBundle('pg');
const { SMTPServer } = fromBundle('smtp-server');

const database = `hub_bundle_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Emails the catcher received, and waiters for an address. */
const mail = { received: [], waiters: [] };
const catcher = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let text = '';
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      mail.received.push({ to, text });
      for (const waiter of mail.waiters) waiter();
      done();
    });
  },
});
await new Promise((resolve) => catcher.listen(0, '127.0.0.1', resolve));

const productionEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl.toString(),
  PUBLIC_URL: 'https://hub.example',
  OUTBOX_KEY: randomBytes(32).toString('base64'),
  SMTP_URL: `smtp://127.0.0.1:${catcher.server.address().port}`,
  MAIL_FROM: 'Customer hub <hub@example.com>',
  HOST: '127.0.0.1',
  PORT: '0',
};

const started = new Set();
/** Runs `node server.mjs <command>` from another folder, as an image's entry would. */
function run(serverCommand, env = {}) {
  const child = spawn(process.execPath, [join(app, 'server.mjs'), serverCommand], {
    cwd: folder,
    env: { ...productionEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const listeners = new Set();
  const onData = (chunk) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  // 'close', not 'exit': by then everything the process printed has been read.
  const exited = new Promise((resolve) =>
    child.on('close', (code) => {
      started.delete(child);
      resolve({ code, at: performance.now() });
    }),
  );
  const printed = (pattern) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(look);
          resolve(match);
        }
      };
      listeners.add(look);
      look();
      exited.then(({ code }) =>
        reject(new Error(`server.mjs ${serverCommand} exited with ${code}:\n${output}`)),
      );
    });
  return { child, output: () => output, exited, printed };
}

/** GET with the given headers through node:http, which leaves Content-Encoding as the server sent it. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    })
      .on('error', reject)
      .end();
  });
}

const csrf = randomBytes(32).toString('base64url');
/** A call as the hub makes it: JSON, with the CSRF cookie and header. */
async function call(origin, path, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `csrftoken=${csrf}`,
      'X-CSRFTOKEN': csrf,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

function signInForm(username, password) {
  return new URLSearchParams({ grant_type: 'password', username, password, client_id: 'hub-web' }).toString();
}

let failed = false;
try {
  await admin(`create database ${database}`);
  passed(`database ${database} created`);

  const refused = run('serve');
  const { code: refusedCode } = await refused.exited;
  check(
    refusedCode === 1,
    'serve refuses a database without migrations',
    `exit ${refusedCode}\n${refused.output()}`,
  );
  check(
    refused.output().includes('node server.mjs migrate'),
    'serve says to migrate first',
    refused.output(),
  );
  passed('serve refused to start before migrate, saying to run migrate');

  const migrate = run('migrate');
  const { code: migrateCode } = await migrate.exited;
  check(migrateCode === 0, 'migrate exits 0', `exit ${migrateCode}\n${migrate.output()}`);
  passed('migrate applied the migrations and exited 0');

  const worker = run('worker');
  await worker.printed(/Hub worker working the job queue/);
  worker.child.kill('SIGTERM');
  const { code: workerCode } = await worker.exited;
  check(workerCode === 0, 'the worker exits 0 on SIGTERM', `exit ${workerCode}\n${worker.output()}`);
  passed('worker started, worked the queue and exited 0 on SIGTERM');

  // The plans are the operator's (apps/server/README.md "Billing"); production seeds none.
  const catalogue = new pg.Client({ connectionString: databaseUrl.toString() });
  await catalogue.connect();
  await catalogue.query(
    `insert into program_plans (id, name, months, price, currency, tags) values ('yearly', 'Yearly', 12, 29900, 'USD', '{default}')`,
  );
  await catalogue.end();

  const web = run('serve');
  const [, origin] = await web.printed(/Hub server on (http:\/\/\S+?)\/ /);
  passed(`serve started on ${origin}`);

  const ready = await fetch(`${origin}/api/ready/`);
  check(ready.status === 200, '/api/ready/ answers 200', `${ready.status} ${await ready.text()}`);
  passed('/api/ready/ 200');

  const login = await get(`${origin}/login`, { 'Accept-Encoding': 'br, gzip' });
  const encoding = login.headers['content-encoding'];
  check(
    login.statusCode === 200 && ['br', 'gzip'].includes(encoding),
    '/login is served compressed',
    `${login.statusCode} ${encoding}`,
  );
  passed(`/login served compressed (${encoding})`);

  const outbox = await fetch(`${origin}/api/dev/outbox/`);
  check(outbox.status === 404, 'the demo outbox is not served', String(outbox.status));
  const demo = await fetch(`${origin}/api/v2/auth/oauth2/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: signInForm('parent@demo.test', 'HubDemo#2026'),
  });
  check(demo.status === 400, 'the demo people do not exist', String(demo.status));
  passed('no demo routes (/api/dev/outbox/ 404) and no demo people');

  const email = `bundle-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Kit&Play2026';
  const placed = await call(origin, '/api/v2/billing/order/', {
    idempotency_key: randomUUID(),
    plan: 'yearly',
    tag: 'default',
    promo_code: null,
    first_name: 'Ana',
    last_name: 'Lima',
    email,
    phone: '+12025550143',
    address1: '12 Elm Street',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    country: 'US',
    timezone: 'America/Chicago',
    billing_same_as_shipping: true,
    token: 'tok_visa',
    exp_month: 4,
    exp_year: 2030,
    language: 'en',
  });
  check(placed.status === 201, 'the order is placed', `${placed.status} ${JSON.stringify(placed.json)}`);
  const confirmed = await call(origin, '/api/v2/billing/order/confirm/', {
    order: placed.json.order_number,
    token: placed.json.confirmation_token,
  });
  check(
    confirmed.status === 200,
    'the order is confirmed',
    `${confirmed.status} ${JSON.stringify(confirmed.json)}`,
  );
  const set = await call(origin, '/api/v2/user/set_password/', {
    token: confirmed.json.set_password_token,
    password,
  });
  check(set.status === 200, 'the new family sets a password', `${set.status} ${JSON.stringify(set.json)}`);
  const token = await fetch(`${origin}/api/v2/auth/oauth2/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: signInForm(email, password),
  });
  check(token.status === 200, 'the new family signs in', `${token.status} ${await token.clone().text()}`);
  const { access_token: bearer } = await token.json();
  const info = await call(origin, '/api/v2/user/info/', undefined, { Authorization: `Bearer ${bearer}` });
  check(info.json?.email === email, 'the signed-in user is the new family', JSON.stringify(info.json));
  passed('a family created through checkout set a password and signed in');

  await new Promise((resolve) => {
    const look = () => mail.received.some((message) => message.to.includes(email)) && resolve();
    mail.waiters.push(look);
    look();
  });
  const confirmation = mail.received.find((message) => message.to.includes(email));
  check(
    /is confirmed/.test(confirmation.text),
    'the order confirmation email',
    confirmation.text.slice(0, 400),
  );
  passed('the order confirmation email reached SMTP (the jobs run in serve)');

  // A call in flight at SIGTERM (the family changes their language): its headers are in (the server said
  // 100 Continue), its body goes only once the server has begun closing, and it must still get its answer.
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let answer = '';
  const answered = new Promise((resolve) => socket.on('close', resolve));
  const continued = new Promise((resolve) =>
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('100 Continue')) resolve();
    }),
  );
  const change = JSON.stringify({ language: 'vi' });
  socket.write(
    `PATCH /api/v3/users/${info.json.id}/ HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${bearer}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${change.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  await continued;
  const signalled = performance.now();
  web.child.kill('SIGTERM');
  await web.printed(/SIGTERM: closing/);
  socket.write(change);
  await answered;
  check(
    /HTTP\/1\.1 200 OK/.test(answer) && answer.includes('"language":"vi"'),
    'the call in flight is answered',
    `${answer}\n${web.output()}`,
  );
  const { code: webCode, at } = await web.exited;
  const stopping = (at - signalled) / 1000;
  check(webCode === 0, 'serve exits 0 on SIGTERM', `exit ${webCode}\n${web.output()}`);
  check(stopping < 10, 'serve exits within 10 s of SIGTERM', `${stopping.toFixed(1)} s`);
  passed(`SIGTERM: the call in flight got its answer, exit 0 after ${stopping.toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error(`\n✗ ${error.message}`);
} finally {
  for (const child of started) child.kill('SIGKILL');
  await new Promise((resolve) => catcher.close(resolve));
  await admin(`drop database if exists ${database} with (force)`).catch((error) =>
    console.error(`Dropping ${database} failed: ${error.message}`),
  );
  rmSync(folder, { recursive: true, force: true });
}
console.log(`\n${failed ? 'The bundle check failed' : 'The bundle works'} (${seconds(began)} in all).`);
process.exit(failed ? 1 : 0);
