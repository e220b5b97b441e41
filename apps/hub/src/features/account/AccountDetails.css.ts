import { style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

export const form = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [narrowScreen]: { padding: vars.space.md } },
});

export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

/** The notice of an email waiting for its confirmation, above the form. */
export const pending = style({ marginBlockEnd: vars.space.md });
