import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the ui components and the hub's screens. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/hub/src/**/*.stories.@(ts|tsx)'],
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
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
