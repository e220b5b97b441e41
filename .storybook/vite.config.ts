import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The Vite setup Storybook and the story tests share: React with Lingui macros, vanilla-extract, .po catalogs. */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // The hub's `.css.ts` files read the theme from `@hub/ui`, whose index reaches components written with
    // Lingui macros: vanilla-extract's compiler evaluates those too, so it runs the React plugin's Babel
    // step (with the macro plugin) as well.
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'vite:react-babel' }),
  ],
  // Workspace packages resolve to their TypeScript source (the `@hub/source` export condition), also in
  // the server-side runner vanilla-extract compiles `.css.ts` files with.
  resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
});
