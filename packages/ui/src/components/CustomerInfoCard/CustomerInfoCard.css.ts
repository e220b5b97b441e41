import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  gap: vars.space.xl,
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'none',
});

export const address = style({ margin: 0, fontStyle: 'normal', overflowWrap: 'anywhere' });

export const line = style({ display: 'block' });

export const same = style({ margin: 0, color: vars.color.textMuted });
