import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The checkbox and its label: the whole row is the target, at least 44px tall. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  margin: 0,
  marginBlockStart: '2px',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The detail field, indented under its checkbox's label. */
export const detail = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
  paddingBlockEnd: vars.space.sm,
});

export const readOnlyList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const readOnlyDetail = style({ display: 'block', color: vars.color.textMuted });
