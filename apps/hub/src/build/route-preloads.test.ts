import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedOutPaths } from '../features/auth/signed-out-pages';
import { catalogChunks, preloadTags, routePreloads, withPrerendered } from './route-preloads';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
  entry: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  name: entry ?? fileName.replace(/^assets\/|-\d\.js$/g, ''),
  isEntry: entry !== null,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// Two entries with their shared chunk; a login page that imports a form chunk (which imports the shared
// one) and its CSS; the app's entry also imports the icons.
const bundle = {
  'assets/index-1.js': chunk(
    'assets/index-1.js',
    '/hub/src/main.tsx',
    ['assets/shared-1.js', 'assets/icons-1.js'],
    [],
    'index',
  ),
  'assets/signed-out-1.js': chunk(
    'assets/signed-out-1.js',
    '/hub/src/signed-out.tsx',
    ['assets/shared-1.js'],
    [],
    'signed-out',
  ),
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

const lines = (tags: string) => tags.split('\n').map((line) => line.trim());

describe('the chunks a route page preloads', () => {
  it("names the route's chunk and what it imports, not what its entry loads, and its stylesheets", () => {
    const tags = preloadTags(
      bundle,
      { name: 'login', entry: 'signed-out', paths: ['/login'], modules: ['src/features/auth/LoginPage.tsx'] },
      '/hub/',
    );
    expect(lines(tags)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icons-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/form-1.css">',
    ]);
  });

  it("leaves out what the app's entry loads on a page of the app", () => {
    const tags = preloadTags(
      bundle,
      { name: 'login', paths: ['/login'], modules: ['src/features/auth/LoginPage.tsx'] },
      '/hub/',
    );
    expect(lines(tags).filter((line) => line.includes('modulepreload'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
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

  it("gives the signed-out entry's page to exactly the addresses that entry shows", () => {
    const signedOut = routePreloads.filter((route) => route.entry === 'signed-out');
    expect(signedOut.flatMap((route) => route.paths).sort()).toEqual([...signedOutPaths].sort());
  });

  it('groups the chunks of exactly the routes of the first-paint budgets (scripts/bundle-budget.json)', () => {
    const budgets = JSON.parse(
      readFileSync(new URL('../../../../scripts/bundle-budget.json', import.meta.url), 'utf8'),
    ) as { routes: Record<string, { page: string }> };
    const pages = Object.values(budgets.routes).map(({ page }) => page);
    expect(routePreloads.filter((route) => route.budget).map((route) => `pages/${route.name}.html`)).toEqual(
      pages,
    );
  });
});

describe('a prerendered page copy', () => {
  const page = [
    '<html lang="en"><head><link rel="modulepreload" crossorigin href="/assets/shared.js"></head>',
    '<body><div id="root"></div><script type="module" crossorigin src="/assets/entry.js"></script></body></html>',
  ].join('');
  const copy = withPrerendered(page, 'ar', '<h1>مرحبًا</h1>', 'theme_1');

  it.each([
    [
      'the HTML in #root, marked with its language',
      '<div id="root" data-prerendered="ar"><h1>مرحبًا</h1></div>',
    ],
    ['the theme on <html> from the start', '<html lang="en" class="theme_1">'],
    [
      'its scripts waiting for the first paint',
      '<template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/shared.js">' +
        '<script type="module" crossorigin src="/assets/entry.js"></script></template>',
    ],
    [
      'the script that starts them after the first paint',
      '<script type="module" src="/after-paint.js"></script>',
    ],
    [
      'the script that makes its language select work before hydration',
      '<script type="module" src="/choose-language.js"></script>',
    ],
  ])('has %s', (_rule, part) => {
    expect(copy).toContain(part);
  });

  it('starts no script of the page before it has painted', () => {
    const template = copy.indexOf('<template id="after-paint">');
    const outside = copy.slice(0, template) + copy.slice(copy.indexOf('</template>', template));
    expect(outside).not.toContain('/assets/shared.js');
    expect(outside).not.toContain('/assets/entry.js');
  });

  it('takes the HTML as it is (a $ in a text is no replacement pattern)', () => {
    expect(withPrerendered(page, 'en', '<p>$& $1</p>', 'theme_1')).toContain('<p>$& $1</p>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() => withPrerendered('<html></html>', 'en', '<h1>Hi</h1>', 'theme_1')).toThrow('no empty #root');
  });
});
