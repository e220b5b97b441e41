import type { MessageDescriptor } from '@hub/domain';
import { createContext, useContext } from 'react';

/** What a Form shares with the fields inside it. Values are keyed by field name. */
export interface FormContextValue {
  values: Readonly<Record<string, unknown>>;
  /** Errors to show now, per field (after blur, after a submit attempt, or from the server at once). */
  errors: Readonly<Record<string, readonly MessageDescriptor[]>>;
  /** Warnings per field: shown, never blocking Save. */
  warnings: Readonly<Record<string, readonly MessageDescriptor[]>>;
  required: readonly string[];
  /** The form shows values as text (modes with Edit, before Edit). */
  readOnly: boolean;
  /** A save is pending: inputs keep their values and focus but take no changes. */
  locked: boolean;
  disabled: boolean;
  change: (name: string, value: unknown) => void;
  blur: (name: string) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** A field's connection to the Form around it. */
export interface FormFieldBinding<T = unknown> {
  name: string;
  value: T;
  setValue: (value: T) => void;
  /** Marks the field as left: its errors show from now on. */
  blur: () => void;
  errors: readonly MessageDescriptor[];
  warnings: readonly MessageDescriptor[];
  required: boolean;
  readOnly: boolean;
  locked: boolean;
  disabled: boolean;
}

const noMessages: readonly MessageDescriptor[] = [];

/** The Form around a component, or null outside one (for fields that bind several names). */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}

/** Binds a field to the Form around it by name; null when there is no Form (the field is standalone). */
export function useFormField<T = unknown>(name: string): FormFieldBinding<T> | null {
  const form = useContext(FormContext);
  if (!form) return null;
  return bindField<T>(form, name);
}

/** The binding of one name of a form (for components that bind several, such as an address block). */
export function bindField<T = unknown>(form: FormContextValue, name: string): FormFieldBinding<T> {
  return {
    name,
    value: form.values[name] as T,
    setValue: (value) => form.change(name, value),
    blur: () => form.blur(name),
    errors: form.errors[name] ?? noMessages,
    warnings: form.warnings[name] ?? noMessages,
    required: form.required.includes(name),
    readOnly: form.readOnly,
    locked: form.locked,
    disabled: form.disabled,
  };
}
