import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

// The label, hint and error are Field's; these style the trigger and its list.
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '44px',
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
    // Radix marks the placeholder; muted but still AA on white.
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minInlineSize: 0,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.popup,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'min(var(--radix-select-content-available-height), 320px)',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '40px',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '24px',
  color: vars.color.textMuted,
  cursor: 'default',
});
