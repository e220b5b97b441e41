import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Base document styles. Their values are the theme's variables, so they take effect where an app puts the
// theme class (on the root element): box sizing, the body's font, text colour and background.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
