import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

export const promo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space.lg } },
});

export const media = style({ flexShrink: 0, display: 'flex', justifyContent: 'center' });

export const text = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  marginBlockStart: vars.space.xs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': focusRingStyles,
  },
  '@media': { [narrowScreen]: { alignSelf: 'stretch', justifyContent: 'center' } },
});
