import { describe, expect, it } from 'vitest';
import { lightThemeValues } from '../theme/tokens';
import { contrastRatio, formatRatio } from './contrast';

const { color } = lightThemeValues;

describe('contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
  ])('of %s on %s is %d', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 5);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('rgb(0, 0, 0)', '#ffffff')).toThrow('Not a #rrggbb colour');
  });

  it('rounds down, so a ratio just under 4.5 never reads as passing', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(6.18)).toBe('6.1:1');
  });
});

// WCAG 2.2 AA as the light theme promises it (theme/light.css.ts): 4.5:1 for text, 3:1 for what is not text.
describe('the light theme', () => {
  it.each([
    ['text', 'background', 4.5],
    ['text', 'surface', 4.5],
    ['text', 'surfaceMuted', 4.5],
    ['textMuted', 'surface', 4.5],
    ['textMuted', 'background', 4.5],
    ['textMuted', 'surfaceMuted', 4.5],
    ['primary', 'surface', 4.5],
    ['onPrimary', 'primary', 4.5],
    ['onPrimary', 'primaryHover', 4.5],
    ['onDanger', 'danger', 4.5],
    ['danger', 'surface', 4.5],
    ['danger', 'dangerSurface', 4.5],
    ['success', 'successSurface', 4.5],
    ['warning', 'warningSurface', 4.5],
    ['info', 'infoSurface', 4.5],
    ['border', 'surface', 3],
    ['focus', 'surface', 3],
    ['focus', 'background', 3],
    ['focus', 'surfaceMuted', 3],
  ] as const)('puts %s on %s at %d:1 or more', (foreground, background, minimum) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(minimum);
  });
});
