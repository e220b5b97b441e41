export { vars, lightTheme, narrowBreakpointPx, narrowScreen } from './theme';
export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
