import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.surfaceMuted}`,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  // Wrapped under its label (a long order number), a value still ends at the inline end.
  marginInlineStart: 'auto',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const totalRow = style({
  borderBlockStart: `2px solid ${vars.color.text}`,
  borderBlockEnd: 'none',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const totalTerm = style({ color: vars.color.text });

export const recurringRow = style({
  borderBlockEnd: 'none',
  paddingBlockStart: 0,
  fontSize: vars.fontSize.sm,
});
