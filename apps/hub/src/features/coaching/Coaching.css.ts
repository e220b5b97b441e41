import { style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const slots = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const link = style({
  overflowWrap: 'anywhere',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const code = style({
  flex: '1 1 16rem',
  minInlineSize: 0,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  direction: 'ltr',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
});
