// One linter for the whole tree. Besides the usual TypeScript rules it enforces the
// import boundaries of the house style (../shared/STYLE.md):
//   - domain imports no React and no other package of ours;
//   - ui never imports api-client; packages never import apps;
//   - a package imports another only by its name, never by a relative path across folders;
//   - no import cycles.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ourPackages = ['@hub/domain', '@hub/ui', '@hub/api-client', '@hub/hub', '@hub/server'];
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
    // Storybook is tooling shared by the ui package and the hub: its preview uses the hub's
    // language loader so stories and the app load catalogs the same way.
    files: ['.storybook/**'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-relative-packages': 'off' },
  },
);
