import { globalStyle, style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

/** The pages outside the shell: one column in the middle of the page. */
export const page = style({
  boxSizing: 'border-box',
  maxInlineSize: '48rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [narrowScreen]: { padding: vars.space.md },
    print: { maxInlineSize: 'none', padding: 0 },
  },
});

/** Back and Print: for the screen only. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const sheet = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [narrowScreen]: { padding: vars.space.md },
    // On paper: no frame, black on white, nothing cut between pages.
    print: { padding: 0, border: 'none', borderRadius: 0, background: 'white', color: 'black' },
  },
});

export const brand = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr', rowGap: vars.space.xxs } },
});

export const term = style({ color: vars.color.textMuted, '@media': { print: { color: 'black' } } });

export const value = style({ margin: 0, '@media': { [narrowScreen]: { marginBlockEnd: vars.space.sm } } });

export const amount = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const address = style({ fontStyle: 'normal' });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem 1fr',
  columnGap: vars.space.md,
  alignItems: 'start',
});

export const marker = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const markerState = {
  done: style({ background: vars.color.success, borderColor: vars.color.success, color: vars.color.surface }),
  current: style({ borderColor: vars.color.primary, color: vars.color.primary }),
  upcoming: style({}),
};

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const stepText = style({ margin: 0 });

export const stepState = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

// Printed, the page is the invoice alone: the app's background goes.
globalStyle('html, body', { '@media': { print: { background: 'white' } } });
