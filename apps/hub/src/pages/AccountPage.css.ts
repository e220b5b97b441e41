import { style } from '@vanilla-extract/css';
import { vars } from '@hub/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const form = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
