import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const brand = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'stretch',
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
  '@media': { [narrowScreen]: { paddingBlock: vars.space.md, paddingInline: vars.space.md } },
});

export const contentInner = style({
  inlineSize: '100%',
  maxInlineSize: '60rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  zIndex: vars.zIndex.toast,
  selectors: {
    '&:focus-visible': {
      transform: 'none',
      ...focusRingStyles,
      outlineOffset: 0,
    },
  },
});
