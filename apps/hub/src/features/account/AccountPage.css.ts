import { style } from '@vanilla-extract/css';
import { vars } from '@hub/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

/** The details form and the cards under it. */
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
