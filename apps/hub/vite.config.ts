/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  type InlineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';
import { appReleaseDefine, sentryUploadOptions } from './src/shared/errors/sentry-release';
import { precompress } from './src/build/precompress';
import { programPlanTexts } from './src/build/program-plans';
import { firstRouteGroups, type PlannedChunk } from './src/build/first-route-chunks';
import { routePreloadPages, routePreloads, type PrerenderedPages } from './src/build/route-preloads';

// In development the hub runs on Vite and proxies /api to the server (`pnpm dev` starts both).
const apiOrigin = process.env.HUB_API_ORIGIN ?? 'http://127.0.0.1:8787';

const hubDir = fileURLToPath(new URL('.', import.meta.url));

/** The unit tests that replace a module (vi.mock): each runs with a module registry of its own. */
const isolatedTests = ['src/shared/i18n/i18n.test.ts'];

function hubVersion(): string {
  return (JSON.parse(readFileSync(join(hubDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The checkout's short commit sha for the default release name; undefined outside git, and quiet. */
function gitShortSha(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: hubDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * In development, the addresses of the signed-out entry get its page, as the server sends them
 * (apps/server/src/http/pages.ts, from the build's pages.json); every other address gets the app's.
 */
function signedOutPagesInDevelopment(): Plugin {
  const paths = new Set(
    routePreloads.filter((route) => route.entry === 'signed-out').flatMap((route) => route.paths),
  );
  return {
    name: 'hub:signed-out-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://hub.invalid');
        const accept = request.headers.accept ?? '';
        if (paths.has(url.pathname) && accept.includes('text/html'))
          request.url = `/signed-out.html${url.search}`;
        next();
      });
    },
  };
}

/** A build of this config inside the build, with `variable` set in the environment so it knows it is one. */
async function innerBuild(variable: string, mode: string, config: InlineConfig): Promise<void> {
  const { build } = await import('vite');
  process.env[variable] = '1';
  try {
    await build({ configFile: join(hubDir, 'vite.config.ts'), mode, logLevel: 'warn', ...config });
  } finally {
    delete process.env[variable];
  }
}

/** Set in the environment of the prerender's build (`prerenderPages`). */
const prerenderPassVariable = 'HUB_PRERENDER_BUILD';

/**
 * Builds src/prerender.tsx for Node (everything bundled in, into node_modules/.cache) and renders each
 * `prerender` route's page in each UI language (docs/decisions.md "Prerendered login page").
 */
async function prerenderPages(mode: string): Promise<PrerenderedPages> {
  const outDir = join(hubDir, 'node_modules/.cache/hub-prerender');
  await innerBuild(prerenderPassVariable, mode, {
    // React from node_modules (one copy for the page and the renderer); everything else bundled in.
    ssr: { noExternal: true, external: ['react', 'react-dom'] },
    build: {
      ssr: join(hubDir, 'src/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  // Rendered in a Node process of its own, in production mode: this one has loaded its own React.
  const routes = routePreloads.filter((route) => route.prerender).map(({ name, paths }) => [name, paths[0]]);
  const script = `
      const { prerenderSignedOutPage, prerenderLanguages, themeClass } = await import(${JSON.stringify(pathToFileURL(join(outDir, 'prerender.mjs')).href)});
      const pages = {};
      for (const [name, path] of ${JSON.stringify(routes)}) {
        pages[name] = {};
        for (const language of prerenderLanguages) pages[name][language] = await prerenderSignedOutPage(path, language);
      }
      process.stdout.write(JSON.stringify({ pages, themeClass }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: hubDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const rendered = JSON.parse(output) as {
    pages: Record<string, Record<string, string>>;
    themeClass: string;
  };
  const pages: PrerenderedPages = {
    themeClass: rendered.themeClass,
    pages: new Map(
      Object.entries(rendered.pages).map(([name, byLanguage]) => [name, new Map(Object.entries(byLanguage))]),
    ),
  };
  return pages;
}

/** Set in the environment of the plan build that `planFirstRouteChunks` runs. */
const planPassVariable = 'HUB_CHUNK_PLAN_BUILD';

/** Builds the hub in memory with Rollup's own chunks and groups the first routes' modules by them. */
async function planFirstRouteChunks(mode: string): Promise<Map<string, string>> {
  // The chunks as Rollup made them, read before Vite's own `generateBundle` steps: Vite then drops the
  // chunks that hold only CSS (each .css.ts file's styles), and a module the plan does not name is moved
  // by Rollup into the manual chunk of a module importing it (a page would fetch that chunk for its styles).
  let chunks: PlannedChunk[] = [];
  const readChunks: Plugin = {
    name: 'hub:first-route-chunks-plan',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunks = Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map(({ fileName, name, isEntry, moduleIds, imports, dynamicImports, code }) => ({
            type: 'chunk' as const,
            fileName,
            name,
            size: code.length,
            isEntry,
            moduleIds: [...moduleIds],
            imports: [...imports],
            dynamicImports: [...dynamicImports],
          }));
      },
    },
  };
  await innerBuild(planPassVariable, mode, {
    plugins: [readChunks],
    build: { write: false, minify: false, sourcemap: false, outDir: join(hubDir, 'dist-plan') },
  });
  return firstRouteGroups(chunks, hubDir, routePreloads);
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // A release build (SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT, optionally SENTRY_URL in the environment)
  // uploads the source maps to Sentry under the release the app reports (VITE_RELEASE, see
  // src/shared/errors/sentry-release.ts), then deletes them from dist. Any other build (tests, `npm start`,
  // a developer's `pnpm build`) leaves the plugin out: no network, no output, and the hidden maps stay in
  // dist, where the server refuses them and a developer can still symbolicate a stack trace locally.
  const sentryUpload =
    command === 'build'
      ? sentryUploadOptions(
          { ...process.env, ...loadEnv(mode, hubDir, 'VITE_') },
          { distDir: join(hubDir, 'dist'), version: hubVersion(), gitSha: gitShortSha },
        )
      : null;
  // The first routes' chunks (src/build/first-route-chunks.ts): a plan build, in memory, shows where Rollup
  // puts each module; this build then groups the first routes' modules. The plan build itself (the
  // variable below set) runs without a plan, without Sentry and without minifying.
  const planPass = process.env[planPassVariable] === '1';
  const prerenderPass = process.env[prerenderPassVariable] === '1';
  const browserBuild = command === 'build' && !planPass && !prerenderPass;
  const chunkPlan = browserBuild ? await planFirstRouteChunks(mode) : null;
  // The signed-out pages' HTML per language (src/prerender.tsx), for their page copies.
  const prerendered = browserBuild ? await prerenderPages(mode) : undefined;
  const sentryPlugins =
    sentryUpload && browserBuild ? (await import('@sentry/vite-plugin')).sentryVitePlugin(sentryUpload) : [];

  return {
    plugins: [
      // Messages stay in the bundle (Lingui strips them from production builds by default): a text missing
      // from a catalog then shows in English, the spec's fallback, instead of as its id.
      react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
      lingui(),
      // Under Vitest (Node, no DOM) the styles compile in place ("transform" mode): the default mode emits
      // CSS as virtual modules the Node test runner cannot load, and tests need class names, not CSS.
      // The hub's `.css.ts` files read the theme from `@hub/ui`, whose index also reaches components
      // written with Lingui macros: vanilla-extract's compiler evaluates those modules too, so it runs the
      // React plugin's Babel step (with the macro plugin) as well.
      vanillaExtractPlugin(
        process.env.VITEST
          ? { unstable_mode: 'transform' }
          : { unstable_pluginFilter: ({ name }) => name === 'vite:react-babel' },
      ),
      // The signed-out pages' own entry in development too (the build has both pages as inputs).
      signedOutPagesInDevelopment(),
      // Page copies naming the chunks of the first routes people visit (/login, /dashboard).
      routePreloadPages(hubDir, routePreloads, prerendered),
      // /locales/{lang}/program_plans.json, the plans' texts per language (spec section 1).
      programPlanTexts(join(hubDir, '../../locales')),
      // Brotli and gzip copies beside the text files, for the server to send (apps/server/src/http/static.ts).
      ...(planPass || prerenderPass ? [] : [precompress()]),
      // Last, as its README asks: it reads the finished bundles and their maps.
      ...sentryPlugins,
    ],
    // The app reports exactly the release the maps were uploaded under, also when VITE_RELEASE was not set.
    ...(sentryUpload ? { define: appReleaseDefine(sentryUpload.release.name) } : {}),
    // Workspace packages resolve to their TypeScript source (the `@hub/source` export condition), also in
    // the server-side runner vanilla-extract compiles `.css.ts` files with.
    resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
    environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
    server: {
      port: Number(process.env.HUB_DEV_PORT ?? 5173),
      proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
    },
    build: {
      // Sentry needs the source maps, browsers never: `hidden` writes them without a sourceMappingURL comment,
      // the server refuses every `.map` path (apps/server README), and a release uploads them to Sentry.
      sourcemap: 'hidden',
      reportCompressedSize: false,
      // The first routes' modules in a few chunks each, from a plan build (src/build/first-route-chunks.ts).
      // Two entries: the app, and the signed-out pages' (src/signed-out.tsx, docs/decisions.md "The
      // signed-out entry").
      rollupOptions: {
        input: { index: join(hubDir, 'index.html'), 'signed-out': join(hubDir, 'signed-out.html') },
        output: chunkPlan ? { manualChunks: (id: string) => chunkPlan.get(id) } : {},
      },
      // A lazy route's import keeps only its stylesheets in the entry's preload lists: with every area's
      // JavaScript dependencies listed per import site, the lists had grown to about 2 KiB gzip of the first
      // paint of every visitor (/login 154.4 KiB, home 160.5 KiB). The browser still fetches a page's
      // imports as it reads the page's chunk (one round trip more on an area's first visit; the first
      // route's chunks are preloaded from the HTML by routePreloadPages). docs/decisions.md. An entry's
      // own imports stay preloaded in its page (`html`), or the browser would find the shared chunk (React)
      // only once the entry had loaded: a round trip more before the first paint.
      modulePreload: {
        resolveDependencies: (_chunk: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
    },
    test: {
      // Each project names its files (a project's include adds to the root's).
      environment: 'node',
      // A route test's first visit to an area transforms the area's modules cold (admin: seconds on a
      // loaded 2-core machine); the default 5 s timed out in CI while other work ran. Not a speed check.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          // The files of a worker share its modules: the routes, @hub/ui and @hub/api-client are imported
          // once per worker, not once per file (importing was 99 of the 155 s these tests took in
          // `npm test`). Safe because these files replace no module, and each one that listens with an MSW
          // server closes it after its tests.
          test: {
            name: 'hub',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: isolatedTests,
            isolate: false,
          },
        },
        // A file that replaces a module (vi.mock) keeps a module registry of its own.
        { extends: true, test: { name: 'hub (isolated)', include: isolatedTests } },
      ],
    },
  };
});
