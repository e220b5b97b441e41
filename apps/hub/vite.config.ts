/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// In development the hub runs on Vite and proxies /api to the server (`pnpm dev` starts both).
const apiOrigin = process.env.HUB_API_ORIGIN ?? 'http://127.0.0.1:8787';

export default defineConfig({
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
  ],
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
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
