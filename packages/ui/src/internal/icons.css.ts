import { style } from '@vanilla-extract/css';

/** For icons that point along the line (previous/next, sign out): flipped in right-to-left documents. */
export const mirrorInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
