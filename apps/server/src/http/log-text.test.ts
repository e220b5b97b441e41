import { describe, expect, it } from 'vitest';
import { logText } from './log-text';

describe('text from a request in a log line', () => {
  it.each([
    ['a plain path', '/api/v2/user/', '/api/v2/user/'],
    ['a forged second line', '/x\nINFO admin signed in', '/x\\nINFO admin signed in'],
    ['a carriage return and a tab', 'a\rb\tc', 'a\\rb\\tc'],
    ['an escape sequence that recolours a terminal', 'a\u001b[31mred', 'a\\u{1b}[31mred'],
    ['a Unicode line separator', 'a\u2028b', 'a\\u{2028}b'],
    ['a C1 control', 'a\u0085b', 'a\\u{85}b'],
  ])('keeps %s on one line', (_, value, logged) => {
    expect(logText(value)).toBe(logged);
  });

  it('bounds a long value and says how much was left out', () => {
    expect(logText('a'.repeat(250))).toBe(`${'a'.repeat(200)}…(50 more)`);
    expect(logText('a'.repeat(100_000)).length).toBeLessThan(220);
  });
});
