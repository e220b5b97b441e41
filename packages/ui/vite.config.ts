import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Builds @hub/ui for apps that import it by package name without vanilla-extract: ES module entry
 * plus one stylesheet (`@hub/ui/style.css`). Inside this workspace apps read the source instead.
 */
export default defineConfig({
  // Messages stay in the built code (Lingui strips them from production builds by default), so an app
  // without our catalogs shows the components' own labels in English rather than as ids.
  plugins: [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    vanillaExtractPlugin(),
  ],
  // Workspace packages resolve to their TypeScript source (the `@hub/source` export condition), also in
  // the server-side runner vanilla-extract compiles `.css.ts` files with.
  resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'index' },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@radix-ui\//,
        /^@visx\//,
        /^@lingui\//,
        /^@hub\/domain/,
        /^@vanilla-extract\/css/,
        /^lucide-react/,
      ],
    },
    sourcemap: true,
  },
});
