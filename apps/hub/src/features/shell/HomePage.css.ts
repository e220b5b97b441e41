import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
});

/** The children's heading with the way to add a child beside it (issue 28). */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A child card's links: their stats and their profile. */
export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** Cards side by side where they fit, one column on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});

export const item = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** "In the program" reads as good news. */
export const inProgram = style([
  value,
  {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.successSurface,
    color: vars.color.success,
  },
]);

/** The text of a card of the page ("Finish setting up"). */
export const cardText = style({ margin: 0 });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' } },
});

/** A whole tile is the link: a large target on a phone. */
export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRingStyles,
  },
});

export const shortcutTitle = style({ color: vars.color.primary, fontWeight: vars.fontWeight.bold });

export const shortcutText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
