// `pnpm bundle`: writes deploy/, the folder a production install runs (docs/operations.md "Deploying"):
//
//   server.mjs       the server (apps/server/src, with @hub/domain and @hub/emails inlined) compiled by esbuild;
//                    `node server.mjs migrate | serve | worker`
//   drizzle/         the migrations `migrate` applies
//   hub/             the built web app, without its source maps
//   locales/<lang>/  emails.po and program_plans.json, which the server reads
//   package.json     only the npm packages server.mjs imports, at the versions the workspace installed
//   node_modules/    those, installed with their production dependencies only (no tsx, no dev tools)
//
// `--skip-hub-build` takes apps/hub/dist as it is (it must exist) instead of building it through turbo.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { pnpmCommand, root } from './bootstrap.mjs';

const deploy = join(root, 'deploy');
const hubDist = join(root, 'apps/hub/dist');
const began = performance.now();

/** Runs the pinned pnpm; stops the bundle with `failure` when it fails. */
function pnpm(args, cwd, failure) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], {
    cwd,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) fail(failure);
}

function fail(message) {
  console.error(`pnpm bundle: ${message}`);
  process.exit(1);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The workspace's packages by folder (relative to the root), with their manifests. */
function workspacePackages() {
  const found = new Map();
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, 'package.json');
      if (existsSync(manifest)) found.set(`${group}/${name}`, readJson(manifest));
    }
  }
  return found;
}

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** 1. The web app: built (turbo replays its cache when nothing changed), or taken as it is. */
function buildHub() {
  if (process.argv.includes('--skip-hub-build')) {
    if (!existsSync(join(hubDist, 'index.html')))
      fail(
        'no built hub at apps/hub/dist: run `pnpm --filter @hub/hub build`, or `pnpm bundle` without --skip-hub-build.',
      );
    return;
  }
  console.log('Building the hub (turbo: cached when its sources did not change)…');
  pnpm(
    ['exec', 'turbo', 'run', 'build', '--filter=@hub/hub', '--output-logs=errors-only', '--log-prefix=none'],
    root,
    'the hub did not build (see above); fix it, or bundle an existing apps/hub/dist with --skip-hub-build.',
  );
}

/** 2. The server compiled to one ES module; every npm package stays an import, resolved in node_modules. */
async function buildServer() {
  const npmPackagesExternal = {
    name: 'npm-packages-external',
    setup(esbuild) {
      // Our workspace packages are compiled in (from their TypeScript, the @hub/source condition); any
      // other bare import is an npm package, installed beside server.mjs.
      esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@hub/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  const result = await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: join(deploy, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@hub/source'],
    tsconfig: join(root, 'apps/server/tsconfig.json'),
    // src/platform/paths.ts: the migrations, the hub and the locales sit beside server.mjs.
    define: { HUB_BUNDLED: 'true' },
    sourcemap: false,
    legalComments: 'none',
    banner: {
      js: '// The customer hub server, built by scripts/bundle.mjs: node server.mjs migrate | serve | worker',
    },
    plugins: [npmPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

/**
 * 3. The npm packages server.mjs imports, each at the version installed for the workspace package that
 * imports it, with the peers those need (a workspace package's own peers, such as @hub/emails' react-dom,
 * are imported by its dependencies). A development dependency imported only dynamically (pino-pretty, for
 * LOG_PRETTY outside production) is left out.
 */
function productionDependencies(metafile) {
  const packages = workspacePackages();
  const builtins = new Set(builtinModules);
  const ownerOf = (file) =>
    [...packages.keys()]
      .filter((folder) => file.startsWith(`${folder}/`))
      .sort((a, b) => b.length - a.length)[0];
  const installedVersion = (folder, name) => {
    const manifest = join(root, folder, 'node_modules', name, 'package.json');
    return existsSync(manifest) ? readJson(realpathSync(manifest)).version : null;
  };
  const dependencies = new Map();
  const leftOut = new Set();
  const add = (name, folder, why) => {
    if (dependencies.has(name)) return;
    const version = installedVersion(folder, name) ?? installedVersion('apps/server', name);
    if (!version) fail(`${name} (${why}) is not installed for ${folder}: run pnpm install.`);
    dependencies.set(name, { version, folder });
  };

  const usedWorkspacePackages = new Set();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const folder = ownerOf(file);
    if (!folder) continue;
    usedWorkspacePackages.add(folder);
    const manifest = packages.get(folder);
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
      const name = packageName(imported.path);
      if (manifest.dependencies?.[name] || manifest.peerDependencies?.[name])
        add(name, folder, `imported by ${file}`);
      else if (imported.kind === 'dynamic-import') leftOut.add(name);
      else
        fail(
          `${file} imports ${name}, which is not a dependency of ${manifest.name}: add it to its package.json.`,
        );
    }
  }
  for (const folder of usedWorkspacePackages)
    for (const name of Object.keys(packages.get(folder).peerDependencies ?? {}))
      add(name, 'apps/server', `a peer of ${packages.get(folder).name}`);
  // Peers of the packages themselves (hono for @hono/node-server), unless optional (drizzle-orm's drivers).
  for (const [name, { folder }] of [...dependencies]) {
    const manifest = readJson(realpathSync(join(root, folder, 'node_modules', name, 'package.json')));
    for (const peer of Object.keys(manifest.peerDependencies ?? {}))
      if (!manifest.peerDependenciesMeta?.[peer]?.optional) add(peer, folder, `a peer of ${name}`);
  }
  for (const name of dependencies.keys()) leftOut.delete(name);
  return {
    dependencies: Object.fromEntries([...dependencies].sort().map(([name, { version }]) => [name, version])),
    leftOut: [...leftOut],
  };
}

/** 4. What the server reads at run time, beside server.mjs (src/platform/paths.ts). */
function copyFiles() {
  const drizzle = join(root, 'apps/server/drizzle');
  mkdirSync(join(deploy, 'drizzle/meta'), { recursive: true });
  for (const file of readdirSync(drizzle).filter((name) => name.endsWith('.sql')))
    cpSync(join(drizzle, file), join(deploy, 'drizzle', file));
  cpSync(join(drizzle, 'meta/_journal.json'), join(deploy, 'drizzle/meta/_journal.json'));
  cpSync(hubDist, join(deploy, 'hub'), { recursive: true, filter: (source) => !source.endsWith('.map') });
  for (const language of readdirSync(join(root, 'locales'))) {
    for (const file of ['emails.po', 'program_plans.json']) {
      const source = join(root, 'locales', language, file);
      if (existsSync(source)) cpSync(source, join(deploy, 'locales', language, file));
    }
  }
}

/**
 * 5. node_modules: pnpm installs deploy/package.json on its own (outside the workspace), production only,
 * in a flat npm-style layout without symlinks (node-linker=hoisted) so the folder copies anywhere, into a
 * container too. --prefer-offline takes the packages from pnpm's store and the registry's metadata from
 * pnpm's cache when it has them: the network is asked only for what this machine never fetched.
 */
function install(dependencies) {
  const manifest = {
    name: 'customer-hub-server',
    version: readJson(join(root, 'apps/server/package.json')).version,
    private: true,
    description:
      'The customer hub server, bundled by `pnpm bundle`: node server.mjs migrate | serve | worker.',
    type: 'module',
    engines: { node: '>=20.19.0' },
    scripts: {
      migrate: 'node server.mjs migrate',
      start: 'node server.mjs serve',
      worker: 'node server.mjs worker',
    },
    dependencies,
  };
  writeFileSync(join(deploy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Installing ${Object.keys(dependencies).length} production dependencies into deploy/node_modules…`,
  );
  pnpm(
    [
      'install',
      '--prod',
      '--ignore-workspace',
      '--prefer-offline',
      '--config.node-linker=hoisted',
      '--config.engine-strict=true',
      '--reporter=append-only',
    ],
    deploy,
    'installing the production dependencies failed (see above).',
  );
}

function folderSize(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  return bytes;
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

buildHub();
rmSync(deploy, { recursive: true, force: true });
mkdirSync(deploy, { recursive: true });
const metafile = await buildServer();
const { dependencies, leftOut } = productionDependencies(metafile);
copyFiles();
install(dependencies);
if (existsSync(join(deploy, 'node_modules/tsx')))
  fail('tsx ended up in deploy/node_modules: something depends on it.');
// No source maps anywhere: the packages' own (a third of node_modules) serve no one in production.
for (const entry of readdirSync(join(deploy, 'node_modules'), { withFileTypes: true, recursive: true }))
  if (entry.isFile() && entry.name.endsWith('.map')) rmSync(join(entry.parentPath, entry.name));

console.log(`\ndeploy/ written in ${((performance.now() - began) / 1000).toFixed(1)} s:`);
console.log(`  server.mjs     ${megabytes(statSync(join(deploy, 'server.mjs')).size)}`);
console.log(`  hub/           ${megabytes(folderSize(join(deploy, 'hub')))}`);
console.log(
  `  node_modules/  ${megabytes(folderSize(join(deploy, 'node_modules')))} (${Object.keys(dependencies).join(', ')})`,
);
console.log(`  in all         ${megabytes(folderSize(deploy))}`);
if (leftOut.length > 0)
  console.log(`  left out: ${leftOut.join(', ')} (development only, imported only when asked for)`);
console.log(
  `Run it: cd ${relative(process.cwd(), deploy) || '.'} && node server.mjs migrate && node server.mjs serve`,
);
