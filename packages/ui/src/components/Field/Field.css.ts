import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const error = style([message, { color: vars.color.danger }]);

export const warning = style([
  message,
  {
    color: vars.color.warning,
    background: vars.color.warningSurface,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
  },
]);

export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.1em' });

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A value shown as text in a read-only form: full contrast, not a greyed-out input. */
export const readOnlyValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const notProvided = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** A text input, the same look as the Select trigger. */
export const input = style({
  minBlockSize: '44px',
  inlineSize: '100%',
  minInlineSize: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&:hover:not(:disabled):not(:read-only)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
    // Locked while a save is pending: still readable, clearly not taking input.
    '&:read-only': { background: vars.color.surfaceMuted },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** An input with something attached at its inline end or start (a toggle, a calling code). */
export const inputGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  minInlineSize: 0,
  position: 'relative',
});

export const groupedInput = style({ flex: '1 1 auto' });

export const textarea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  minBlockSize: '88px',
});
