import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

/** A history list: one entry under the other, divided by a line. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' }, '&:focus-visible': focusRingStyles },
});

/** An entry's first line: what it is, and its state or date at the inline end. */
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const itemTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const more = style({ marginBlockStart: vars.space.sm });

/** The rules under the plan: small print. */
export const rules = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
