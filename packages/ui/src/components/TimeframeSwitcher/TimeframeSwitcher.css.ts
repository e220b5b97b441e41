import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

// A segmented control: one bordered strip; the options are labels around visually hidden radios.
export const options = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 auto',
  minBlockSize: '36px', // above the 24px target size of WCAG 2.2
  minInlineSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:has(input:checked)': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': focusRingStyles,
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The native radio stays in the page for keyboard and screen readers, invisible on screen. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
