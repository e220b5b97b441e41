import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.infoSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  '@media': { [narrowScreen]: { padding: vars.space.lg, flexDirection: 'column', alignItems: 'stretch' } },
});

export const text = style({
  flex: '1 1 320px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  '@media': { [narrowScreen]: { flexBasis: 'auto' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.info,
  overflowWrap: 'anywhere',
});

export const body = style({ margin: 0, overflowWrap: 'anywhere' });

export const stores = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [narrowScreen]: { flexDirection: 'column' } },
});

// Store links look like the stores' own dark badges (white on the text colour, about 16:1).
export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '48px',
  inlineSize: '100%',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.textMuted },
    '&:focus-visible': focusRingStyles,
  },
});
