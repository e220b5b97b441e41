import { globalStyle, style } from '@vanilla-extract/css';
import { narrowScreen, vars } from '@hub/ui';

// The report fits one printed page (A4 or Letter): a column of 48rem on screen, the whole width of the
// paper with small margins in print, the chart kept short and nothing split across pages.

/** The page outside the shell: one column in the middle. */
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
    print: { maxInlineSize: 'none', padding: 0, gap: vars.space.md },
  },
});

/** Back and Print: on screen only. */
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
    print: {
      padding: 0,
      border: 'none',
      borderRadius: 0,
      background: 'white',
      color: 'black',
      gap: vars.space.md,
      breakInside: 'avoid',
    },
  },
});

export const brand = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The goal beside the facts; one column on a phone. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [narrowScreen]: { gridTemplateColumns: '1fr' }, print: { gridTemplateColumns: 'auto 1fr' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': {
    [narrowScreen]: { gridTemplateColumns: '1fr' },
    print: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { color: 'black' } },
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { color: 'black' } },
});

/** On paper the chart is a picture: its table toggle and tooltips stay on screen. */
globalStyle(`${sheet} button`, { '@media': { print: { display: 'none' } } });
globalStyle('html, body', { '@media': { print: { background: 'white' } } });
