// The layout EmptyState and ErrorState share: a centred icon, title, description and action.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The icon's box; each state gives it its colour. */
export const icon = style({
  display: 'inline-flex',
  marginBlockEnd: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxInlineSize: '48ch',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.sm });
