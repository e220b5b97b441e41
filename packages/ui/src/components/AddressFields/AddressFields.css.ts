import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** State and zipcode side by side, wrapping on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const state = style({ flex: '2 1 12rem', minInlineSize: 0 });

export const zipcode = style({ flex: '1 1 8rem', minInlineSize: 0 });
