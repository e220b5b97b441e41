import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The native select wears Select's trigger (Select.css.ts `trigger`): the browser's arrow gives way to
// the same chevron, drawn over the select's end and letting clicks through to it.
export const frame = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} + 1.25em + ${vars.space.sm})`,
});

export const icon = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.md,
  alignItems: 'center',
  pointerEvents: 'none',
});
