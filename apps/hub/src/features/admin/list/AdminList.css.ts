// The staff lists' layout (accounts, orders, outstanding billing requests, shipments): a title, the search
// and filters in a row that wraps, the count, the table; badges for statuses and flags in the cells.
import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
  '@media': { [narrowScreen]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

/** The search and the filters: side by side where they fit, aligned on their controls. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '1 1 22rem',
  minInlineSize: 0,
});

export const searchField = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const filter = style({ flex: '0 1 12rem', minInlineSize: '10rem' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A row of small badges that wraps inside its cell. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const goodBadge = style([badge, { background: vars.color.successSurface }]);
export const warningBadge = style([badge, { background: vars.color.warningSurface }]);
export const dangerBadge = style([badge, { background: vars.color.dangerSurface }]);
export const infoBadge = style([badge, { background: vars.color.infoSurface }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A cell of two lines (a name over its email). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRingStyles },
});

/** The buttons of a row. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A popup's form: its fields one under the other. */
export const popupForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });
