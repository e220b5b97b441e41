import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

// The page's column, heading, lead and sections, as the coaching and content pages have them.
export { intro, lead, page, section, title } from '../../shared/page-layout.css';

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
});

// --- the player picker ---

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pickerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRingStyles,
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const badge = style({
  paddingBlock: '0.0625rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

// --- the summary cards ---

/** Two columns where they fit (the goal beside the totals), one on a phone. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) minmax(16rem, 2fr)',
  gap: vars.space.md,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const statusLine = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

/** A small form of the game settings: its fields and its button in a row where they fit. */
export const settingsForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
