import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrowScreen } from '../../theme/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

/** A live region with nothing in it: present, taking no room. */
export const emptySlot = style({ display: 'contents' });

const slot = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const formError = style([
  slot,
  {
    background: vars.color.dangerSurface,
    color: vars.color.danger,
    borderInlineStartColor: vars.color.danger,
  },
]);

export const formSuccess = style([
  slot,
  {
    background: vars.color.successSurface,
    color: vars.color.success,
    borderInlineStartColor: vars.color.success,
  },
]);

export const slotIcon = style({ flexShrink: 0, marginBlockStart: '0.1em' });

export const slotText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const slotLine = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    // Below the spec's breakpoint the buttons stack at full width, easy to reach with a thumb.
    [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const saveHint = style({
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
