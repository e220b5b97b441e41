import { style } from '@vanilla-extract/css';

/** Digits of equal width, so dates in a column line up. */
export const date = style({ fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' });
