import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

// On wide screens every row shares the list's columns (subgrid), so amounts and actions line up.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  columnGap: vars.space.lg,
  '@media': { [narrowScreen]: { display: 'flex', flexDirection: 'column' } },
});

export const item = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  gridTemplateAreas: '"main amount actions"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.surfaceMuted}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&:focus-visible': focusRingStyles,
  },
  '@media': {
    [narrowScreen]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"main amount" "actions actions"',
    },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const description = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  gridArea: 'amount',
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [narrowScreen]: { justifyContent: 'flex-start' } },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

// Each status colour on its own surface is at least 5.6:1 (see the theme).
export const badgeTone = styleVariants({
  info: { color: vars.color.info, background: vars.color.infoSurface, borderColor: vars.color.info },
  success: {
    color: vars.color.success,
    background: vars.color.successSurface,
    borderColor: vars.color.success,
  },
  danger: { color: vars.color.danger, background: vars.color.dangerSurface, borderColor: vars.color.danger },
  warning: {
    color: vars.color.warning,
    background: vars.color.warningSurface,
    borderColor: vars.color.warning,
  },
  neutral: {
    color: vars.color.textMuted,
    background: vars.color.surfaceMuted,
    borderColor: vars.color.border,
  },
});

export const printLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRingStyles,
  },
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space.md });
