// The layout the coaching, content and player stats pages share: the page's column, its heading and lead, and its
// titled sections. Area-specific styles stay in the areas' own .css.ts files.
import { style } from '@vanilla-extract/css';
import { focusRingStyles, vars } from '@hub/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The page's h1 (focusable: a page moves focus to it after a retry). */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRingStyles },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});
