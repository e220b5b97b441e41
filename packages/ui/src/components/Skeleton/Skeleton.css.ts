import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 0.18 } });

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
});

export const shape = style({
  display: 'block',
  // The border colour, faded: visible on both the page background and a card's surface.
  background: vars.color.border,
  opacity: 0.35,
  borderRadius: vars.radius.sm,
  // Only for people who have not asked for less motion.
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const line = style({ blockSize: '0.9em', minBlockSize: '12px' });

export const block = style({ borderRadius: vars.radius.md });
