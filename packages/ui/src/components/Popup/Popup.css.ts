import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInsetStyles, focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
});

// Centred by inset 0 + auto margins (no left/translate), so it needs no mirroring in right-to-left.
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  margin: 'auto',
  blockSize: 'fit-content',
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.xl})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${rise} ${vars.duration.normal} ease-out` },
    [narrowScreen]: { maxBlockSize: `calc(100dvh - 2 * ${vars.space.md})` },
  },
});

export const size = styleVariants({
  sm: { inlineSize: `min(420px, calc(100vw - 2 * ${vars.space.md}))` },
  md: { inlineSize: `min(560px, calc(100vw - 2 * ${vars.space.md}))` },
  lg: { inlineSize: `min(760px, calc(100vw - 2 * ${vars.space.md}))` },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
  paddingInline: vars.space.xl,
  '@media': { [narrowScreen]: { paddingInline: vars.space.lg, paddingBlockStart: vars.space.lg } },
});

export const titleIcon = style({
  display: 'inline-flex',
  color: vars.color.danger,
  paddingBlockStart: '2px',
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '44px',
  blockSize: '44px',
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRingStyles,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const description = style({
  margin: 0,
  paddingBlockStart: vars.space.sm,
  paddingInline: vars.space.xl,
  color: vars.color.textMuted,
  '@media': { [narrowScreen]: { paddingInline: vars.space.lg } },
});

export const body = style({
  flex: '1 1 auto',
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRingInsetStyles },
  '@media': { [narrowScreen]: { paddingInline: vars.space.lg } },
});

// The body's own first and last margins would add to its padding.
globalStyle(`${body} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${body} > :last-child`, { marginBlockEnd: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: vars.space.xl,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.surfaceMuted}`,
  '@media': {
    [narrowScreen]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
      paddingInline: vars.space.lg,
      paddingBlockEnd: vars.space.lg,
    },
  },
});
