import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px', // WCAG 2.2 target size, with room to spare
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRingStyles,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { minBlockSize: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: {},
});

export const fullWidth = style({ inlineSize: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${spin} 0.8s linear infinite`,
    },
  },
});
