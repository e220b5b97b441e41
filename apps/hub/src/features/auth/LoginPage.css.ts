import { style } from '@vanilla-extract/css';
import { vars } from '@hub/ui';

export const failureTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold });
