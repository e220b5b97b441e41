// Makes a fresh machine with only Node 20 and npm ready: gets the pinned pnpm and installs the
// workspace's dependencies when the lockfile or a package.json changed since the last install.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '');
const stampFile = join(root, 'node_modules', '.hub-install-stamp');

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`This project needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** The command that runs the pinned pnpm: a matching global one, else through npx. */
export function pnpmCommand() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (found.status === 0 && found.stdout.trim() === pnpmVersion) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

/** Runs pnpm with the given arguments in the workspace root, inheriting the terminal; exits on failure. */
export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

function manifestsHash() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) files.push(join(group, name, 'package.json'));
  }
  for (const file of files) {
    if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** Installs dependencies when needed; quick when nothing changed. */
export function bootstrap() {
  checkNode();
  const wanted = manifestsHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log(`Installing dependencies with pnpm ${pnpmVersion} (first run, or the lockfile changed)…`);
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  writeFileSync(stampFile, manifestsHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bootstrap();

/** Runs pnpm like `pnpm()`, echoing its output as it comes and returning it too (for test counts). */
export function pnpmCapture(args, { stream = true } = {}) {
  const [command, ...prefix] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1', ...process.env },
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (stream) process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (stream) process.stderr.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}
