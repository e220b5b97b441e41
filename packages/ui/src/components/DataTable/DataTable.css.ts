import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { scrollFade } from '../../internal/scroll-fade.css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
});

// Wide tables scroll sideways inside this frame on narrow screens instead of breaking the page; the end
// that hides columns fades. A container, so the caption can be as wide as the frame (not the table).
export const scroller = style([
  scrollFade,
  focusRing,
  {
    overflowX: 'auto',
    containerType: 'inline-size',
    border: `1px solid ${vars.color.surfaceMuted}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

// The caption stays in view while the columns scroll: as wide as the frame, stuck to its start.
export const caption = style({
  position: 'sticky',
  insetInlineStart: 0,
  maxInlineSize: '100cqi',
  boxSizing: 'border-box',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '32px',
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRingStyles,
  },
});

export const sortIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const sortIconActive = style({ color: vars.color.primary });

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: 'top',
  // Words wrap only at spaces: an email stays whole and a narrow screen scrolls the table instead.
  overflowWrap: 'normal',
});

export const row = style({});
globalStyle(`${row}:last-child > td`, { borderBlockEnd: 'none' });

export const skeletonBar = style({
  display: 'block',
  blockSize: '0.9em',
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

// The rows could not load: the error state has its own spacing and alignment.
export const failed = style({ padding: 0 });

export const paging = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const pageStatus = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  marginInline: vars.space.sm,
  // On a phone the status takes its own line above the two buttons, which then sit together.
  '@media': { [narrowScreen]: { flexBasis: '100%', order: -1, textAlign: 'end' } },
});
