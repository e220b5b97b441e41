import { style } from '@vanilla-extract/css';
import { focusRingStyles, narrowScreen, vars } from '@hub/ui';

// A card's section heading (here `subheading`), as the pages' section titles have it.
export { sectionTitle as subheading } from '../../../shared/page-layout.css';

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const invitedBadge = style([badge, { background: vars.color.infoSurface }]);

/** A device's kiosk switch: the native checkbox (role switch), large enough to tap, and its state. */
export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  cursor: 'pointer',
});

export const switchInput = style({
  inlineSize: '1.375rem',
  blockSize: '1.375rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { cursor: 'progress' } },
});

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minInlineSize: '4ch' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [narrowScreen]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

export const divider = style({
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
  margin: 0,
  marginBlock: vars.space.sm,
});

/** A link in a card (the children's profiles, adding a child). */
export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRingStyles },
});
