import { style } from '@vanilla-extract/css';
import { focusRingStyles, vars } from '@hub/ui';

export const centered = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});
