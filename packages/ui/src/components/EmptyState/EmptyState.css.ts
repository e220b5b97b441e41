import { style } from '@vanilla-extract/css';
import * as state from '../../internal/state.css';
import { vars } from '../../theme/contract.css';

export const icon = style([state.icon, { color: vars.color.textMuted }]);
