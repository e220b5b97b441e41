import { style } from '@vanilla-extract/css';
import { vars } from '@hub/ui';

// The page's column, heading, lead and sections, as the stats and content pages have them.
export { intro, lead, page, section, title } from '../../shared/page-layout.css';
export { link, statusLine } from './PlayerStatsPage.css';

export const form = style({ maxInlineSize: '32rem' });

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md });
