import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrowScreen } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
});

// The fade at an end of the row that hides more tabs. A mask works on alpha only, so the gradient's
// black and transparent are not colours of the page: the row's own background shows through.
const fade = '2rem';
const fadeBothEnds = `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`;
const fadeRight = `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)`;
const fadeLeft = `linear-gradient(to left, #000 calc(100% - ${fade}), transparent)`;

// On narrow screens the tabs scroll sideways rather than wrap, keeping one row of tabs; the end that
// hides more tabs fades out (the component sets data-more-start / data-more-end as the row scrolls).
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-more-end]': { maskImage: fadeRight },
    '[dir="rtl"] &[data-more-end]': { maskImage: fadeLeft },
    '&[data-more-start]': { maskImage: fadeLeft },
    '[dir="rtl"] &[data-more-start]': { maskImage: fadeRight },
    '&[data-more-start][data-more-end]': { maskImage: fadeBothEnds },
  },
});

export const trigger = style({
  flexShrink: 0,
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '@media': {
    // A long label wraps on a phone rather than fill the row: the next tab always peeks in.
    [narrowScreen]: { whiteSpace: 'normal', maxInlineSize: '70%', textWrap: 'balance' },
  },
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBlockEndColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
