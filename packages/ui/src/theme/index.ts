export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { narrowBreakpointPx, narrowScreen } from './tokens';
export { focusRing, focusRingStyles, focusRingInsetStyles } from './focus.css';
