// The props of Select and of its Radix part, apart from both: Select loads SelectControl with `import()`
// and SelectControl names Select's props, so with the types in either file the two would import each
// other. Both import from here; Select re-exports the public ones.
import type { FocusEventHandler, ReactNode, Ref } from 'react';
import type { Direction } from '../../internal/use-direction';
import type { FieldControlProps } from '../Field/Field';

/** One choice in a Select. `textValue` is what typeahead matches when `label` is not plain text. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  textValue?: string;
  disabled?: boolean;
  /** Language of the label, when it differs from the page's (a language named in its own language). */
  lang?: string;
}

export interface SelectProps {
  /** The visible label; always given, so the combobox has an accessible name. */
  label: ReactNode;
  /** Hides the label on screen but keeps it for assistive technology (a compact header control). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, when the caller controls it. */
  value?: string;
  /** The value chosen at first, when the select controls itself. */
  defaultValue?: string;
  /** Called with the value chosen. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** An error message: marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Takes no input; the value stays readable. */
  disabled?: boolean;
  /** A choice is required (announced as such, checked in native forms). */
  required?: boolean;
  /** Name of the value in a submitted form (Radix renders a hidden native select inside forms). */
  name?: string;
  /** Id of the native form the value belongs to, when the select is outside it. */
  form?: string;
  /** Autofill token for the hidden native select (`country`, `address-level1`). */
  autoComplete?: string;
  /** Id of the trigger; generated when absent. */
  id?: string;
  /** Called when focus leaves the trigger. */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The list open or closed, when the caller controls it. */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Defaults to the document's direction, so Arabic lists align to the right. */
  dir?: Direction;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The trigger button, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** What Select hands its Radix part (SelectControl.tsx). */
export interface SelectControlProps extends Pick<
  SelectProps,
  | 'options'
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'placeholder'
  | 'disabled'
  | 'required'
  | 'name'
  | 'form'
  | 'autoComplete'
  | 'open'
  | 'onOpenChange'
> {
  control: FieldControlProps;
  direction: Direction;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  triggerRef?: Ref<HTMLButtonElement>;
  /** The visitor already asked for the list (on the look-alike trigger): open it at once. */
  openAtMount: boolean;
  /** The look-alike trigger had focus: the real one takes it over. */
  focusAtMount: boolean;
}
