import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';
import { narrowScreen } from '../../theme/tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  minBlockSize: '64px',
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.surfaceMuted}`,
  fontFamily: vars.font.body,
  '@media': { [narrowScreen]: { paddingInline: vars.space.md, gap: vars.space.sm } },
});

export const menu = style({ display: 'flex' });

export const brand = style({ display: 'flex', alignItems: 'center', fontWeight: vars.fontWeight.bold });

export const greeting = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  '@media': {
    // On a phone the greeting takes its own row under the controls.
    [narrowScreen]: { order: 10, flexBasis: '100%', fontSize: vars.fontSize.md },
  },
});

export const spacer = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInlineStart: 'auto',
  '@media': { [narrowScreen]: { gap: vars.space.sm } },
});

export const language = style({ inlineSize: '200px', '@media': { [narrowScreen]: { inlineSize: '150px' } } });

export const signOut = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  minInlineSize: '44px',
  justifyContent: 'center',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRingStyles,
  },
  '@media': { [narrowScreen]: { paddingInline: 0 } },
});

// The sign-out label is only visually hidden on phones: the icon stays, the name stays for screen readers.
export const signOutLabel = style({
  '@media': {
    [narrowScreen]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});
