import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The focus ring's colour and width; an SVG shape draws it as a stroke (the activity chart's bars). */
export const focusRingColor = vars.color.focus;
export const focusRingWidth = '3px';

/**
 * The one focus indicator, to spread into a `:focus-visible` selector: a 3px ring in the theme's focus
 * colour, 2px outside the element. The focus colour is at least 3:1 (WCAG 2.2 AA, non-text contrast)
 * against every surface a control sits on: 6.2:1 on `surface`, 5.8:1 on `background`, 5.4:1 on
 * `surfaceMuted` and on the notices' tinted surfaces.
 */
export const focusRingStyles = {
  outline: `${focusRingWidth} solid ${focusRingColor}`,
  outlineOffset: '2px',
} as const;

/**
 * The same ring drawn inside the element's edge: for elements whose parent clips or scrolls (a row of
 * tabs, menu entries, a scrolling popup body), where an outer ring would be cut off.
 */
export const focusRingInsetStyles = { ...focusRingStyles, outlineOffset: `-${focusRingWidth}` } as const;

/** The ring as a class, for an element that needs nothing else on focus. */
export const focusRing = style({ selectors: { '&:focus-visible': focusRingStyles } });
