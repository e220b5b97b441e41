import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

/** The page: a column of the header and the tabs, padded, never wider than reads well. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  '@media': { [narrowScreen]: { padding: vars.space.md } },
});

/** A tab's panel: its cards one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two cards side by side where there is room, stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const back = style({
  alignSelf: 'flex-start',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [narrowScreen]: { fontSize: vars.fontSize.xl } },
});

/** A row of badges and short facts that wraps. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const goodBadge = style([badge, { background: vars.color.successSurface }]);
export const warningBadge = style([badge, { background: vars.color.warningSurface }]);
export const dangerBadge = style([badge, { background: vars.color.dangerSurface }]);
export const infoBadge = style([badge, { background: vars.color.infoSurface }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Terms and their values: two columns, one on phones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', rowGap: 0 } },
});

export const term = style({
  color: vars.color.textMuted,
  '@media': { [narrowScreen]: { marginBlockStart: vars.space.xs } },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** Buttons in a row that wraps; stacked full width on phones. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** A control and its button on one line (add a tag, the timeline's filter). */
export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 14rem', minInlineSize: 0 });

/** A polite live region under a control: always there (so it is announced), taking no room while empty. */
export const liveStatus = style({
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space.sm } },
});

/** A plain list of items separated by lines (notes, shipments, tickets, events). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 }, '&:last-child': { borderBlockEnd: 'none' } },
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** A note's text as it was typed (line breaks kept, long words broken). */
export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** A remote config's JSON value, as stored (left to right in every language). */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  maxBlockSize: '12rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.sm,
  textAlign: 'left',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style([
  badge,
  { paddingInlineEnd: vars.space.xxs, gap: vars.space.xs, whiteSpace: 'normal', overflowWrap: 'anywhere' },
]);

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { background: vars.color.border },
    '&:focus-visible': focusRingStyles,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A user's form under a small heading, apart from the next. */
export const person = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 }, '&:last-child': { borderBlockEnd: 'none' } },
});

export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A table that scrolls sideways inside its card rather than widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxInlineSize: '100%' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium }]);

export const numeric = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

/** The danger zone's card edge. */
export const danger = style({ borderInlineStart: `4px solid ${vars.color.danger}` });

export const ltr = style({ unicodeBidi: 'isolate' });

/** A checkbox with its label after it. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  cursor: 'pointer',
});

export const checkbox = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': focusRingStyles },
});
