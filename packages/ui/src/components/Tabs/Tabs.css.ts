import { style } from '@vanilla-extract/css';
import { scrollFade } from '../../internal/scroll-fade.css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInsetStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
});

// On narrow screens the tabs scroll sideways rather than wrap, keeping one row of tabs; the end that
// hides more tabs fades out (the component sets data-more-start / data-more-end as the row scrolls).
export const list = style([
  scrollFade,
  {
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'thin',
  },
]);

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
    '&:focus-visible': focusRingInsetStyles,
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBlockEndColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style([focusRing]);
