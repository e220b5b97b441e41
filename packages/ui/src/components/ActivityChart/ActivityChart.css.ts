import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingColor, focusRingInsetStyles, focusRingWidth } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

// Colours (light theme, on the white surface): bars `primary` 6.7:1, goal line and its key `success`
// 7.1:1, baseline `border` 3.2:1, tick labels `textMuted` 7.5:1, focus ring `focus` 6.2:1. Grid rows use
// `surfaceMuted`: they are decoration, the tick labels and the table carry the values.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  // The same surface as Card (which it does not use: the plot needs the title's id and aria-busy).
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  boxShadow: vars.shadow.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [narrowScreen]: { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  minInlineSize: 0,
  flex: '1 1 12rem',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBlockEnd: `calc(-1 * ${vars.space.xs})`,
});

export const goalKey = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});

export const goalSwatch = style({
  inlineSize: '24px',
  blockSize: '4px',
  stroke: vars.color.success,
  strokeWidth: 2,
  strokeDasharray: '6 4',
});

export const unit = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The plot's box: its width drives the chart (ResizeObserver); the tooltip is positioned inside it.
export const plot = style({
  position: 'relative',
  inlineSize: '100%',
  minInlineSize: 0,
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
  fontFamily: vars.font.body,
});

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

export const gridLine = style({ stroke: vars.color.surfaceMuted, strokeWidth: 1 });

export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 });

export const goalHalo = style({ stroke: vars.color.surface, strokeWidth: 5, pointerEvents: 'none' });

export const goalLine = style({
  stroke: vars.color.success,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  pointerEvents: 'none',
});

export const bar = style({ fill: vars.color.primary, pointerEvents: 'none' });

export const barHighlighted = style({ fill: vars.color.primaryHover });

// The column a bar stands in: the pointer's and the keyboard's target, invisible until focused.
export const column = style({
  fill: 'transparent',
  stroke: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { stroke: focusRingColor, strokeWidth: focusRingWidth },
  },
});

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.zIndex.popup,
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  transform: 'translate(-50%, calc(-100% - 8px))',
});

export const tooltipValue = style({ fontWeight: vars.fontWeight.bold });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The table scrolls inside a box of its own (a year of days is long), which takes keyboard focus so the
// arrow keys scroll it; the ring is drawn inside, where the box does not clip it.
export const tableRegion = style({
  maxBlockSize: '22rem',
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingInsetStyles },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const headerCell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.surfaceMuted}`,
  fontWeight: vars.fontWeight.regular,
});

export const numberCell = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
