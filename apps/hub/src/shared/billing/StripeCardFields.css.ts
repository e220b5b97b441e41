import { focusRingStyles, vars } from '@hub/ui';
import { style } from '@vanilla-extract/css';

/**
 * The frame a Stripe Element mounts in, drawn as the hub's text inputs are (@hub/ui's Field input): the
 * Element's iframe draws only the text, in the colours and font read off this frame.
 */
export const frame = style({
  minBlockSize: '44px',
  inlineSize: '100%',
  minInlineSize: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
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
    // Focus is inside the Element's iframe: the frame draws the ring the hub's inputs draw.
    '&:focus-within': focusRingStyles,
    '&:hover': { borderColor: vars.color.text },
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-locked="true"]': { background: vars.color.surfaceMuted },
  },
});

/** The Element fills its frame. */
export const element = style({ flex: 1, minInlineSize: 0 });

/** Where the placeholder's colour is read from (never shown). */
export const placeholderProbe = style({ color: vars.color.textMuted, display: 'none' });

/** What the form says while Stripe.js loads, and when it could not. */
export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
