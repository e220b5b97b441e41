import { style } from '@vanilla-extract/css';
import * as state from '../../internal/state.css';
import { vars } from '../../theme/contract.css';

export const icon = style([state.icon, { color: vars.color.danger }]);

/** The words of the alert: title and description. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
