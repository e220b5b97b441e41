import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightThemeValues } from './tokens';
// The base document styles come with the theme: a bundle keeps this module for `lightTheme`, and with it
// them. (Imported from the side-effect-free theme index instead, a library build dropped them.)
import './global.css';

/**
 * The light theme. Colour pairs are chosen for WCAG 2.2 AA: text on its background is at least 4.5:1,
 * borders and focus rings at least 3:1 against the surface they sit on.
 */
export const lightTheme = createTheme(vars, lightThemeValues);
