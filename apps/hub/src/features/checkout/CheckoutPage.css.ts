import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

export const page = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const language = style({ minInlineSize: '12rem' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [narrowScreen]: { paddingBlock: vars.space.md, paddingInline: vars.space.md } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The form beside the summary; the summary goes under the form below the breakpoint. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

/**
 * Checkout's form beside the summary and the promo code, Place order under the form. Place order comes last
 * in the markup, so below the breakpoint the one column reads (and tabs) form, summary, promo code, Place
 * order; on wider screens the grid's areas put the summary beside the form and the button under it.
 */
export const checkoutLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  // The second row takes what the summary's column is taller by, so the button stays under the form.
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"form aside" "actions aside"',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [narrowScreen]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"form" "aside" "actions"',
    },
  },
});

export const formColumn = style([column, { gridArea: 'form' }]);

export const aside = style({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  '@media': { [narrowScreen]: { position: 'static' } },
});

/** Place order and why it is disabled, as @hub/ui's Form lays out its buttons. */
export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  // Below the breakpoint the button is full width, easy to reach with a thumb.
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const actionsHint = style({
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The plans, one choice each. */
export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.md,
});

export const plan = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.infoSurface },
    '&:has(input:focus-visible)': focusRingStyles,
  },
});

export const radio = style({
  marginBlockStart: vars.space.xxs,
  accentColor: vars.color.primary,
  flexShrink: 0,
});

export const planText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const planName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const planPrice = style({ fontWeight: vars.fontWeight.medium });

export const listPrice = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});

/** The summary's lines: a term and its amount. */
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const summaryTotal = style([
  summaryRow,
  {
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const term = style({ margin: 0 });

export const promoRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const promoInput = style({ flex: '1 1 10rem' });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

/** A text in a panel (the confirmation's next steps). */
export const panelText = style({ margin: 0 });

/** The confirmation's ways on, side by side where they fit. */
export const panelLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
