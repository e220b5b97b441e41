import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

// --- the search ---

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 16rem', maxInlineSize: '32rem' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// --- the lists ---

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const card = style({ flex: 1, minInlineSize: 0 });

export const summary = style({ margin: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.0625rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const draftBadge = style([
  badge,
  {
    background: vars.color.warningSurface,
    color: vars.color.text,
    border: `1px solid ${vars.color.warning}`,
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The article's body in its popup: a readable measure, paragraphs apart. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: '65ch',
  lineHeight: vars.lineHeight.normal,
});

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line' });

// --- the webinars ---

export const times = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const time = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const hostTime = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const seats = style({ margin: 0 });

export const why = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const registered = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** Read by screen readers only: which item a short button or link is about. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
