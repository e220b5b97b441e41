import { type ReactNode, useState } from 'react';
import { useFormField } from '../Form/form-context';
import { useRenderMessage } from '../Form/message';

/** Props every field shares: a name to bind to the Form around it, or value and handlers when standalone. */
export interface BindableFieldProps<T> {
  /** The field's name in the Form around it (and in a submitted native form). */
  name: string;
  /** Standalone (outside a Form): the value, controlled. Inside a Form the form holds it. */
  value?: T;
  /** Standalone: the starting value, uncontrolled. */
  defaultValue?: T;
  /** Called with every new value, inside a Form too. */
  onValueChange?: (value: T) => void;
  /** Called when focus leaves the field. */
  onBlur?: () => void;
  /** An error from the caller, shown besides the form's own. */
  error?: ReactNode;
  /** A warning from the caller, shown besides the form's own. */
  warning?: ReactNode;
  /** Required (announced as required); inside a Form also when the form lists the name as required. */
  required?: boolean;
  /** Shows the value as text; inside a Form the form's mode decides. */
  readOnly?: boolean;
  /** Takes no input; the value stays readable. Inside a Form also while the form is disabled. */
  disabled?: boolean;
}

/** A field's state wherever it lives: in a Form (by name) or standalone (by props). */
export interface FieldBinding<T> {
  value: T;
  setValue: (value: T) => void;
  blur: () => void;
  errors: ReactNode[];
  warnings: ReactNode[];
  required: boolean;
  readOnly: boolean;
  /** A save is pending: the control keeps focus and value but takes no input. */
  locked: boolean;
  disabled: boolean;
}

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Connects a field to the Form around it by name, or to its own props outside one. */
export function useFieldBinding<T>(props: BindableFieldProps<T>, empty: T): FieldBinding<T> {
  const form = useFormField<T>(props.name);
  const renderMessage = useRenderMessage();
  const [local, setLocal] = useState<T>(props.defaultValue ?? empty);
  const value = form ? (form.value ?? empty) : props.value !== undefined ? props.value : local;
  return {
    value,
    setValue: (next) => {
      if (form) form.setValue(next);
      else if (props.value === undefined) setLocal(next);
      props.onValueChange?.(next);
    },
    blur: () => {
      form?.blur();
      props.onBlur?.();
    },
    errors: [...(form?.errors ?? []).map(renderMessage), ...(present(props.error) ? [props.error] : [])],
    warnings: [
      ...(form?.warnings ?? []).map(renderMessage),
      ...(present(props.warning) ? [props.warning] : []),
    ],
    required: Boolean(props.required) || (form?.required ?? false),
    readOnly: form ? form.readOnly : Boolean(props.readOnly),
    locked: form?.locked ?? false,
    disabled: Boolean(props.disabled) || (form?.disabled ?? false),
  };
}
