import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInsetStyles, focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

// Inverted colours mark the staff area: the surface colour on the text colour (about 16:1).
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xl,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  '@media': { [narrowScreen]: { paddingInline: vars.space.md, columnGap: vars.space.md } },
});

export const nav = style({ flex: '1 1 auto', minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const onDark = {
  '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
  // The usual blue ring is too dark on this bar; the same ring in the surface colour contrasts with it.
  '&:focus-visible': { ...focusRingInsetStyles, outlineColor: vars.color.surface },
} as const;

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    ...onDark,
    '&[aria-current="page"]': {
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
      textDecorationThickness: '2px',
    },
  },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInlineStart: 'auto',
});

export const userName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const logout = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    ...onDark,
    '&:focus-visible': { ...focusRingStyles, outlineColor: vars.color.surface },
  },
});
