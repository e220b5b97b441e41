import { style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

export const segment = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The payment method and the billing details side by side, stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const planHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const planName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const offerBadge = style([badge, { background: vars.color.successSurface }]);

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted });

export const description = style({ margin: 0 });

export const address = style({ fontStyle: 'normal' });

/** A popup's blocks (the coaching call, each offer, each plan). */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const optionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const paragraph = style({ margin: 0 });
