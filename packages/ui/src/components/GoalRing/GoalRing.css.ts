import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Colours (light theme, on the white surface): the arc and reached days `success` 7.1:1, the track and
// missed days `border` 3.2:1 (non-text contrast), upcoming days a dashed `textMuted` outline.

export const root = style({
  margin: 0,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
});

export const ring = style({ position: 'relative', inlineSize: '8rem', blockSize: '8rem' });

export const svg = style({
  inlineSize: '100%',
  blockSize: '100%',
  // Right to left, the ring fills the other way round, as the page reads.
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const track = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 8 });

export const arc = style({
  fill: 'none',
  stroke: vars.color.success,
  strokeWidth: 10,
  strokeLinecap: 'round',
});

export const value = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const days = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: '2rem',
});

const dotBase = style({
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  borderRadius: vars.radius.pill,
  boxSizing: 'border-box',
});

export const dot = styleVariants({
  reached: [dotBase, { background: vars.color.success, border: `2px solid ${vars.color.success}` }],
  missed: [dotBase, { background: 'transparent', border: `2px solid ${vars.color.border}` }],
  upcoming: [dotBase, { background: 'transparent', border: `2px dashed ${vars.color.textMuted}` }],
});

export const dayLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
