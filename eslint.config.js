// One linter for the whole tree. Besides the usual TypeScript rules it enforces the
// import boundaries of the house style (../shared/STYLE.md):
//   - domain imports no React and no other package of ours;
//   - ui never imports api-client; packages never import apps;
//   - emails does no I/O (no Node built-ins, no fetch): it renders in the server and the browser;
//   - a package imports another only by its name, never by a relative path across folders;
//   - no import cycles;
//   - no regular expression that can backtrack super-linearly (ReDoS);
//   - inside the hub, arrows run one way: app -> features -> shared -> packages. An area
//     (apps/hub/src/features/<area>) never imports another area's files nor the app (apps/hub/src/app,
//     the composition); what areas share (apps/hub/src/shared) imports neither; of the app only the
//     router (routes.tsx) imports the areas. Tests and stories included.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ourPackages = ['@hub/domain', '@hub/ui', '@hub/api-client', '@hub/emails', '@hub/hub', '@hub/server'];
const noRelativeIntoOtherPackages = [
  {
    group: ['../../packages/*', '../../../packages/*', '../../../../packages/*', '**/packages/*/src/**'],
    message: 'Import another package by its name (@hub/...), never by a relative path.',
  },
  {
    group: [
      '../../apps/*',
      '../../../apps/*',
      '**/apps/*/src/**',
      '@hub/hub',
      '@hub/hub/*',
      '@hub/server',
      '@hub/server/*',
    ],
    message: 'Nothing imports an app.',
  },
];

// The hub's areas, one folder each; a new folder is covered as soon as it exists. Paths are absolute:
// each package's lint runs from its own folder.
const hubSrc = fileURLToPath(new URL('./apps/hub/src', import.meta.url));
const hubAreas = readdirSync(`${hubSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...hubAreas.map((area) => ({
    target: `${hubSrc}/features/${area}`,
    from: `${hubSrc}/features`,
    except: [`./${area}`],
    message: `An area never reaches into another area's files: what two areas share lives in apps/hub/src/shared or in a package.`,
  })),
  {
    target: `${hubSrc}/features`,
    from: `${hubSrc}/app`,
    message:
      'An area never imports the app (apps/hub/src/app, the composition): what it needs from around it lives in apps/hub/src/shared. A test that needs the route table belongs in app/.',
  },
  {
    target: `${hubSrc}/shared`,
    from: [`${hubSrc}/app`, `${hubSrc}/features`],
    message:
      'What the areas share (apps/hub/src/shared) imports neither the app nor an area: arrows run app -> features -> shared.',
  },
  {
    target: `${hubSrc}/app/**/!(routes|routes.test).{ts,tsx}`,
    from: `${hubSrc}/features`,
    message:
      'Only the router (app/routes.tsx) composes the areas; the rest of app/ wires the entries around it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      '**/.data/**',
      '.storybook/public/**',
      'apps/server/drizzle/**',
      'locales/**/*.ts',
      'locales/**/*.js',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, redos },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'tsconfig.json'],
          conditionNames: ['@hub/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-default-export': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: noRelativeIntoOtherPackages }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // A pattern that can backtrack super-linearly lets one request stall the server (docs/security.md).
      // Deterministic: patterns with counted repeats (up to 100) go to the automaton checker, not to the
      // time-limited fuzzer, whose verdict changed with the machine's load; the fuzzer's seed is fixed.
      'redos/no-vulnerable': ['error', { maxRepeatCount: 100, randomSeed: 1 }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noRelativeIntoOtherPackages,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@radix-ui/*', '@vanilla-extract/*'],
              message: 'domain is pure: no React, no styles.',
            },
            {
              group: ourPackages.filter((p) => p !== '@hub/domain'),
              message: 'domain imports no other package of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O.' },
        { name: 'document', message: 'domain has no DOM.' },
        { name: 'window', message: 'domain has no DOM.' },
        { name: 'localStorage', message: 'domain does no I/O.' },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noRelativeIntoOtherPackages,
            {
              group: ['@hub/api-client', '@hub/api-client/*'],
              message: 'ui is presentational: it never imports api-client.',
            },
            {
              group: ['@tanstack/*', 'react-router', 'react-router/*'],
              message: 'ui does no data fetching and no routing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noRelativeIntoOtherPackages,
            { group: ['@hub/ui', '@hub/ui/*'], message: 'api-client does not depend on ui.' },
          ],
        },
      ],
    },
  },
  {
    // The emails render in the server and in the browser (Storybook): the caller hands in the catalogs
    // and links, so the package reads nothing itself.
    files: ['packages/emails/**'],
    ignores: ['packages/emails/*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noRelativeIntoOtherPackages,
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https'],
              message: 'emails does no I/O and runs in the browser too: the caller passes what it reads.',
            },
            {
              group: ['@hub/ui', '@hub/ui/*', '@hub/api-client', '@hub/api-client/*'],
              message: 'emails imports only @hub/domain of ours: an email is styled inline, not by the app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'emails does no I/O: the caller passes what it reads.' },
        { name: 'localStorage', message: 'emails does no I/O.' },
      ],
    },
  },
  {
    // Storybook is tooling shared by the ui package and the hub: its preview uses the hub's
    // language loader so stories and the app load catalogs the same way.
    files: ['.storybook/**'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-relative-packages': 'off' },
  },
);
