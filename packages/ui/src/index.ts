// The public surface of @hub/ui: each component on its own line with its Props type, grouped by kind.

// --- theme ---
export { vars, lightTheme, narrowBreakpointPx, narrowScreen } from './theme';

// --- actions ---
export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';

// --- popups and overlays ---
export { Popup, popupVariants, popupSizes } from './components/Popup/Popup';
export type {
  PopupProps,
  PopupVariant,
  PopupSize,
  PopupAction,
  PopupPrimaryAction,
} from './components/Popup/Popup';

// --- navigation ---

// --- content ---

// --- forms and fields ---
export { Select } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';

// --- activity chart ---
