import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInsetStyles } from '../theme/focus.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const item = style({ display: 'flex', flexDirection: 'column' });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: '44px',
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.md,
  border: 'none',
  borderInlineStart: '4px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRingInsetStyles,
    '&[aria-current="page"]': {
      background: vars.color.infoSurface,
      color: vars.color.primary,
      borderInlineStartColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

// Disabled entries stay readable (textMuted is AA on the surface) and focusable, with their reason below.
export const disabledEntry = style({
  color: vars.color.textMuted,
  cursor: 'not-allowed',
  selectors: { '&:hover': { background: 'transparent' } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const externalIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const reason = style({
  paddingInlineStart: `calc(${vars.space.md} + 4px + 1.25em + ${vars.space.md})`,
  paddingInlineEnd: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
