/** The breakpoint below which the side menu becomes a slide-in panel (spec section 9: 900px). */
export const narrowBreakpointPx = 900;

/** Media query for layouts narrower than the spec's breakpoint. */
export const narrowScreen = `screen and (max-width: ${narrowBreakpointPx - 1}px)`;
