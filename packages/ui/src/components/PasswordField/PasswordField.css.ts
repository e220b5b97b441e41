import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInsetStyles } from '../../theme/focus.css';

const toggleSize = '44px';

/**
 * Room for the show/hide toggle at the page's inline end. The input itself is left-to-right (a password is
 * ASCII) while the toggle follows the page, so the side comes from the page's direction: physical
 * properties on purpose here, mirrored for a right-to-left page.
 */
export const input = style({
  paddingRight: toggleSize,
  selectors: {
    '[dir="rtl"] &': { paddingRight: vars.space.md, paddingLeft: toggleSize },
  },
});

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: toggleSize,
  minBlockSize: toggleSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': focusRingInsetStyles,
    '&[aria-pressed="true"]': { color: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const ruleMet = style([rule, { color: vars.color.success }]);

export const ruleIcon = style({ flexShrink: 0, marginBlockStart: '0.1em' });

/** An open circle for a rule not met yet, the size of the check icon. */
export const ruleDot = style({
  flexShrink: 0,
  inlineSize: '1.1em',
  blockSize: '1.1em',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '::before': {
    content: '""',
    inlineSize: '0.5em',
    blockSize: '0.5em',
    borderRadius: vars.radius.pill,
    border: '1.5px solid currentColor',
  },
});
