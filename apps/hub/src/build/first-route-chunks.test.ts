import { describe, expect, it } from 'vitest';
import { firstRouteGroups, type PlannedChunk } from './first-route-chunks';
import type { RoutePreload } from './route-preloads';

const root = '/hub';

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  { entry = null as string | null, dynamicImports = [] as string[], size = 5000 } = {},
): PlannedChunk {
  const name = entry ?? fileName.replace(/^assets\/|-[A-Z]{8}\.js$/g, '');
  return { type: 'chunk', fileName, name, isEntry: entry !== null, moduleIds, imports, dynamicImports, size };
}

// Two entries: the app's (with the query cache, and the paths the login page imports too) and the
// signed-out pages', both importing React's chunk. /login and the home share Field; each has its own
// modules; /login and the home load Radix Select on demand, which shares Radix's primitives with the
// home and a small check icon with /login; the admin page is no first route.
const pages = ['assets/LoginPage-CCCCCCCC.js', 'assets/HomePage-FFFFFFFF.js', 'assets/AdminPage-HHHHHHHH.js'];
const chunks = [
  chunk(
    'assets/index-AAAAAAAA.js',
    ['/hub/src/main.tsx', '/nm/query-core.js'],
    ['assets/vendor-BBBBBBBB.js', 'assets/paths-LLLLLLLL.js'],
    { entry: 'index', dynamicImports: pages },
  ),
  chunk('assets/signed-out-MMMMMMMM.js', ['/hub/src/signed-out.tsx'], ['assets/vendor-BBBBBBBB.js'], {
    entry: 'signed-out',
    dynamicImports: ['assets/LoginPage-CCCCCCCC.js'],
  }),
  chunk('assets/vendor-BBBBBBBB.js', ['/nm/react-dom.js', '/nm/react.js']),
  chunk('assets/paths-LLLLLLLL.js', ['/hub/src/shared/paths.ts']),
  chunk(
    'assets/LoginPage-CCCCCCCC.js',
    ['/hub/src/features/auth/LoginPage.tsx'],
    [
      'assets/Form-DDDDDDDD.js',
      'assets/Field-EEEEEEEE.js',
      'assets/paths-LLLLLLLL.js',
      'assets/check-NNNNNNNN.js',
    ],
    { dynamicImports: ['assets/SelectControl-JJJJJJJJ.js'] },
  ),
  chunk(
    'assets/SelectControl-JJJJJJJJ.js',
    ['/ui/SelectControl.tsx'],
    ['assets/Primitive-KKKKKKKK.js', 'assets/check-NNNNNNNN.js', 'assets/tick-OOOOOOOO.js'],
  ),
  chunk('assets/check-NNNNNNNN.js', ['/ui/icons/check.tsx'], [], { size: 400 }),
  chunk('assets/tick-OOOOOOOO.js', ['/ui/icons/tick.tsx'], [], { size: 400 }),
  chunk('assets/Primitive-KKKKKKKK.js', ['/nm/radix-primitive.mjs']),
  chunk('assets/Form-DDDDDDDD.js', ['/ui/Form.tsx', '/domain/validation.ts']),
  chunk('assets/Field-EEEEEEEE.js', ['/ui/Field.tsx']),
  chunk(
    'assets/HomePage-FFFFFFFF.js',
    ['/hub/src/features/shell/HomePage.tsx'],
    ['assets/Field-EEEEEEEE.js', 'assets/Card-GGGGGGGG.js', 'assets/Primitive-KKKKKKKK.js'],
    { dynamicImports: ['assets/SelectControl-JJJJJJJJ.js'] },
  ),
  chunk('assets/Card-GGGGGGGG.js', ['/ui/Card.tsx']),
  chunk(
    'assets/AdminPage-HHHHHHHH.js',
    ['/hub/src/features/admin/AdminPage.tsx'],
    ['assets/Form-DDDDDDDD.js'],
  ),
  chunk('assets/index-IIIIIIII.js', ['/nm/radix-dialog/index.mjs']),
];

const routes: RoutePreload[] = [
  {
    name: 'login',
    entry: 'signed-out',
    budget: true,
    paths: ['/login'],
    modules: ['src/features/auth/LoginPage.tsx'],
  },
  { name: 'home', budget: true, paths: ['/dashboard'], modules: ['src/features/shell/HomePage.tsx'] },
  { name: 'admin', paths: ['/admin'], modules: ['src/features/admin/AdminPage.tsx'] },
];

describe('firstRouteGroups', () => {
  const groups = firstRouteGroups(chunks, root, routes);

  it.each([
    ["the app's entry module", '/hub/src/main.tsx', 'index'],
    ["a module only the app's entry loads", '/nm/query-core.js', 'index'],
    ["the signed-out entry's module", '/hub/src/signed-out.tsx', 'signed-out'],
    ['a module both entries load', '/nm/react-dom.js', 'shared'],
    ['another module of the same chunk', '/nm/react.js', 'shared'],
    ["a module of the app's entry the signed-out pages load later", '/hub/src/shared/paths.ts', 'shared'],
    ['a module every budget route loads', '/ui/Field.tsx', 'shared'],
    ['a small chunk /login loads and the home loads on demand', '/ui/icons/check.tsx', 'shared'],
    ['a small chunk no budget route loads at once keeps its chunk', '/ui/icons/tick.tsx', 'tick'],
    ['the login page', '/hub/src/features/auth/LoginPage.tsx', 'login'],
    ['a module only /login loads', '/ui/Form.tsx', 'login'],
    ['another module of a chunk only /login loads', '/domain/validation.ts', 'login'],
    ['the home page', '/hub/src/features/shell/HomePage.tsx', 'home'],
    ['a module only the home loads', '/ui/Card.tsx', 'home'],
    ['a chunk /login loads on demand keeps its chunk', '/ui/SelectControl.tsx', 'SelectControl'],
    [
      'a chunk of the home that /login loads on demand stays out of the home',
      '/nm/radix-primitive.mjs',
      'Primitive',
    ],
    ['a page of no budget route keeps its chunk', '/hub/src/features/admin/AdminPage.tsx', 'AdminPage'],
    ['a chunk named like one before gets a number', '/nm/radix-dialog/index.mjs', 'index2'],
  ])('%s', (_case, id, group) => {
    expect(groups.get(id)).toBe(group);
  });

  it('puts every module of the build in a chunk, so Rollup moves none into another', () => {
    const all = chunks.flatMap((planned) => planned.moduleIds);
    expect(all.filter((id) => !groups.has(id))).toEqual([]);
  });

  it("puts what every budget route loads in their entry's chunk when they are all one entry's", () => {
    const appOnly = routes.map((route) => (route.name === 'login' ? { ...route, budget: false } : route));
    const alone = firstRouteGroups(chunks, root, appOnly);
    expect(alone.get('/ui/Card.tsx')).toBe('index');
    expect(alone.get('/ui/Form.tsx')).toBe('Form');
  });

  it('names a route whose module is not in the build', () => {
    const renamed: RoutePreload[] = [
      { name: 'login', budget: true, paths: ['/login'], modules: ['src/features/auth/SignIn.tsx'] },
    ];
    expect(() => firstRouteGroups(chunks, root, renamed)).toThrow(
      'first-route-chunks: src/features/auth/SignIn.tsx (route "login") is not in the build',
    );
  });
});
