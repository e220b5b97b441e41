import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrowScreen } from '../../theme/tokens';

export const nav = style({
  inlineSize: '100%',
  maxInlineSize: '280px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.surfaceMuted}`,
  fontFamily: vars.font.body,
  // Below the spec's 900px breakpoint the MobileMenu takes over.
  '@media': { [narrowScreen]: { display: 'none' } },
});
