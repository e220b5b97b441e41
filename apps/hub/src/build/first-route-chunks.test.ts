import { describe, expect, it } from 'vitest';
import { firstRouteGroups, type PlannedChunk } from './first-route-chunks';
import type { RoutePreload } from './route-preloads';

const root = '/hub';

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  { isEntry = false, dynamicImports = [] as string[] } = {},
): PlannedChunk {
  return { type: 'chunk', fileName, isEntry, moduleIds, imports, dynamicImports };
}

// The entry imports a shared vendor chunk; /login and the home share Field; each has its own modules;
// /login loads Radix Select on demand, which shares Radix's primitives with the home; the admin page is
// no first route.
const chunks = [
  chunk('assets/index-AAAAAAAA.js', ['/hub/src/main.tsx', '/nm/react.js'], ['assets/vendor-BBBBBBBB.js'], {
    isEntry: true,
  }),
  chunk('assets/vendor-BBBBBBBB.js', ['/nm/react-dom.js']),
  chunk(
    'assets/LoginPage-CCCCCCCC.js',
    ['/hub/src/features/auth/LoginPage.tsx'],
    ['assets/Form-DDDDDDDD.js', 'assets/Field-EEEEEEEE.js'],
    { dynamicImports: ['assets/SelectControl-JJJJJJJJ.js'] },
  ),
  chunk('assets/SelectControl-JJJJJJJJ.js', ['/ui/SelectControl.tsx'], ['assets/Primitive-KKKKKKKK.js']),
  chunk('assets/Primitive-KKKKKKKK.js', ['/nm/radix-primitive.mjs']),
  chunk('assets/Form-DDDDDDDD.js', ['/ui/Form.tsx', '/domain/validation.ts']),
  chunk('assets/Field-EEEEEEEE.js', ['/ui/Field.tsx']),
  chunk(
    'assets/HomePage-FFFFFFFF.js',
    ['/hub/src/features/shell/HomePage.tsx'],
    ['assets/Field-EEEEEEEE.js', 'assets/Card-GGGGGGGG.js', 'assets/Primitive-KKKKKKKK.js'],
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
  { name: 'login', paths: ['/login'], modules: ['src/features/auth/LoginPage.tsx'] },
  { name: 'home', paths: ['/dashboard'], modules: ['src/features/shell/HomePage.tsx'] },
];

describe('firstRouteGroups', () => {
  const groups = firstRouteGroups(chunks, root, routes);

  it.each([
    ['the entry module', '/hub/src/main.tsx', 'index'],
    ['a module of the entry chunk', '/nm/react.js', 'index'],
    ['a module of a chunk the entry imports', '/nm/react-dom.js', 'index'],
    ['a module every first route loads', '/ui/Field.tsx', 'index'],
    ['the login page', '/hub/src/features/auth/LoginPage.tsx', 'login'],
    ['a module only /login loads', '/ui/Form.tsx', 'login'],
    ['another module of the same chunk', '/domain/validation.ts', 'login'],
    ['the home page', '/hub/src/features/shell/HomePage.tsx', 'home'],
    ['a module only the home loads', '/ui/Card.tsx', 'home'],
    ['a chunk /login loads on demand keeps its chunk', '/ui/SelectControl.tsx', 'SelectControl'],
    [
      'a chunk of the home that /login loads on demand stays out of the home',
      '/nm/radix-primitive.mjs',
      'Primitive',
    ],
    ['a page no first route loads keeps its chunk', '/hub/src/features/admin/AdminPage.tsx', 'AdminPage'],
    ['a chunk named like one before gets a number', '/nm/radix-dialog/index.mjs', 'index2'],
  ])('%s', (_case, id, group) => {
    expect(groups.get(id)).toBe(group);
  });

  it('puts every module of the build in a chunk, so Rollup moves none into another', () => {
    const all = chunks.flatMap((planned) => planned.moduleIds);
    expect(all.filter((id) => !groups.has(id))).toEqual([]);
  });

  it('names a route whose module is not in the build', () => {
    const renamed: RoutePreload[] = [
      { name: 'login', paths: ['/login'], modules: ['src/features/auth/SignIn.tsx'] },
    ];
    expect(() => firstRouteGroups(chunks, root, renamed)).toThrow(
      'first-route-chunks: src/features/auth/SignIn.tsx (route "login") is not in the build',
    );
  });
});
