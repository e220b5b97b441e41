import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The country select and the number side by side, wrapping when there is no room (narrow screens). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const country = style({ flex: '1 1 14rem', minInlineSize: 0 });

/** A country in the list and in the closed select: the name shrinks with an ellipsis, never the code. */
export const countryOption = style({
  display: 'flex',
  gap: '0.3em',
  minInlineSize: 0,
  maxInlineSize: '100%',
});

export const countryName = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const callingCode = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const number = style({ flex: '2 1 14rem', minInlineSize: 0 });

/** The calling code, attached to the input's start (the group is left-to-right in every language). */
export const prefix = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineEndWidth: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // Its own left-to-right run, whatever the page's direction: "+1", never "1+".
  unicodeBidi: 'isolate',
});

export const input = style({
  flex: '1 1 auto',
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
});
