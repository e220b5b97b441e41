import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyles } from '../../theme/focus.css';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.md,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

// Text stays in the text colour; the tone shows in the border, icon and title, each AA on its surface.
export const tone = styleVariants({
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
});

export const toneText = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingBlockStart: '2px' });

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
  paddingBlock: vars.space.xxs,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0 });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '36px',
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(0, 0, 0, 0.06)' },
    '&:focus-visible': focusRingStyles,
  },
});
