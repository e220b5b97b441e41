import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Base document styles under the theme class, so an app that imports @hub/ui opts in by applying it.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
