import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the ui components and the hub's screens. */
const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/hub/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
  staticDirs: ['./public'],
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The docs pages' prop tables (types, defaults, the props' JSDoc) come from the ui package's own
    // TypeScript project; the root tsconfig covers none of its files, so without this they stayed empty.
    reactDocgenTypescriptOptions: {
      tsconfigPath: './packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
      // Storybook's defaults, which options given here replace: unions as choices, no "undefined".
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
    },
  },
};

export default config;
