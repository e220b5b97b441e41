import { describe, expect, it } from 'vitest';
import { catalogChunks, preloadTags, routePreloads } from './route-preloads';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// An entry with its shared chunk, a login page that imports a form chunk (which imports the shared one) and its CSS.
const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', '/hub/src/main.tsx', ['assets/shared-1.js'], [], true),
  'assets/shared-1.js': chunk('assets/shared-1.js', null, []),
  'assets/LoginPage-1.js': chunk(
    'assets/LoginPage-1.js',
    '/hub/src/features/auth/LoginPage.tsx',
    ['assets/form-1.js'],
    ['assets/LoginPage-1.css'],
  ),
  'assets/form-1.js': chunk(
    'assets/form-1.js',
    null,
    ['assets/shared-1.js', 'assets/icons-1.js'],
    ['assets/form-1.css'],
  ),
  'assets/icons-1.js': chunk('assets/icons-1.js', null, []),
  'assets/Other-1.js': chunk('assets/Other-1.js', '/hub/src/features/other/Other.tsx', []),
  'assets/messages-ar.js': chunk('assets/messages-ar.js', '/hub/locales/ar/messages.po', []),
  'assets/messages-zh.js': chunk('assets/messages-zh.js', '/hub/locales/zh-CN/messages.po', []),
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<html><head></head></html>' },
};

describe('the chunks a route page preloads', () => {
  it("names the route's chunk and what it imports, not what the entry loads, and its stylesheets", () => {
    const tags = preloadTags(
      bundle,
      { name: 'login', paths: ['/login'], modules: ['src/features/auth/LoginPage.tsx'] },
      '/hub/',
    );
    expect(tags.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icons-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/form-1.css">',
    ]);
  });

  it('refuses a module that is not a chunk of the build (a page renamed without its route table)', () => {
    expect(() =>
      preloadTags(
        bundle,
        { name: 'gone', paths: ['/gone'], modules: ['src/features/auth/Gone.tsx'] },
        '/hub',
      ),
    ).toThrow('src/features/auth/Gone.tsx (route "gone") is not a chunk of the build');
  });

  it("names each language's catalog chunk", () => {
    expect(catalogChunks(bundle)).toEqual({ ar: 'assets/messages-ar.js', 'zh-CN': 'assets/messages-zh.js' });
  });

  it('lists every address once, each route under its own name', () => {
    const paths = routePreloads.flatMap((route) => route.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routePreloads.map((route) => route.name)).size).toBe(routePreloads.length);
    expect(paths).toContain('/login');
    expect(paths).toContain('/dashboard/');
  });
});
