// The server runs this package's source through tsx, which compiles a file with the automatic JSX runtime
// only when the file says so (tsx applies a tsconfig to the files that tsconfig includes, and the server's
// does not include this package). Every component file must say it, or the server fails at its first
// email with "React is not defined".
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['./**/*.tsx', '!./**/*.stories.tsx', '!./**/*.test.tsx', '!./stories-support.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('every component file runs without a JSX setting', () => {
  it('finds the component files', () => {
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(sources))('%s starts with the automatic runtime pragma', (_file, source) => {
    expect(source.split('\n')[0]).toBe('/** @jsxRuntime automatic */');
  });
});
