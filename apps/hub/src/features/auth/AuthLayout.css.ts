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
  justifyContent: 'flex-end',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
});

export const language = style({ minInlineSize: '12rem' });

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'start center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [narrowScreen]: { paddingBlock: vars.space.md, paddingInline: vars.space.md } },
});

export const panel = style({
  inlineSize: '100%',
  maxInlineSize: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [narrowScreen]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});

/** A button that reads as one of the links beside it (an action on the page, not an address). */
export const textButton = style([
  link,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
