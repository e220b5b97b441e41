import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Colours (light theme, on the white surface): bars `primary` 6.7:1, goal line and its label `success`
// 7.1:1, baseline `border` 3.2:1, tick labels `textMuted` 7.5:1, focus ring `focus` 6.4:1. Grid rows use
// `surfaceMuted`: they are decoration, the tick labels and the table carry the values.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
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

export const goalLine = style({ stroke: vars.color.success, strokeWidth: 2, strokeDasharray: '6 4' });

// A halo in the surface colour keeps the label readable where it crosses a bar.
export const goalLabel = style({
  fill: vars.color.success,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  stroke: vars.color.surface,
  strokeWidth: 4,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
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
    '&:focus-visible': { stroke: vars.color.focus, strokeWidth: 3 },
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

// --- loading, empty and error states ---

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const stateText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxInlineSize: '40ch',
});

export const errorState = style({ background: vars.color.dangerSurface });

export const errorTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
});

export const skeleton = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const skeletonBar = style({
  flex: 1,
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  opacity: 0.6,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});
