import { style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

// The page's lead, as the coaching, content and player stats pages have it.
export { lead } from '../../shared/page-layout.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const markerDone = style([
  marker,
  { background: vars.color.successSurface, color: vars.color.success },
]);

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** A link that looks like the primary button. */
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const checklist = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const profiles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space.xs,
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  cursor: 'pointer',
});

export const radioInput = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const survey = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
