import { style } from '@vanilla-extract/css';

// The fade at an end of a sideways-scrolling element that hides more content (`useScrollEnds` sets the
// data attributes). A mask works on alpha only, so the gradient's black and transparent are not colours
// of the page: whatever is behind shows through.
const fade = '2rem';
const fadeBothEnds = `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`;
const fadeRight = `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)`;
const fadeLeft = `linear-gradient(to left, #000 calc(100% - ${fade}), transparent)`;

/** Fades out the ends of a scrolling element that hide content; the inline ends follow the direction. */
export const scrollFade = style({
  selectors: {
    '&[data-more-end]': { maskImage: fadeRight },
    '[dir="rtl"] &[data-more-end]': { maskImage: fadeLeft },
    '&[data-more-start]': { maskImage: fadeLeft },
    '[dir="rtl"] &[data-more-start]': { maskImage: fadeRight },
    '&[data-more-start][data-more-end]': { maskImage: fadeBothEnds },
  },
});
