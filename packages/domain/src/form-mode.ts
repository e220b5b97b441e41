// The form-mode machine (spec section 4): which modes start read-only, which buttons each mode shows,
// and a pure reducer over a form's state. Validation is injected (values -> field errors) so the ui form
// system stays generic; the same reducer backs the account details, shipping and admin forms.
import type { MessageDescriptor } from './messages';

/** The five form modes of the spec (section 4). */
export const formModes = [
  'default',
  'edit_save_cancel',
  'buttonless',
  'save_cancel',
  'edit_save_delete_cancel',
] as const;

/** One of the five form modes. */
export type FormMode = (typeof formModes)[number];

/** The buttons a form can show, in the order they are laid out. */
export const formButtons = ['edit', 'save', 'delete', 'cancel'] as const;

/** One of the buttons a form can show. */
export type FormButton = (typeof formButtons)[number];

/** How a mode behaves: whether it starts read-only, and its buttons while read-only and while editing. */
export interface FormModeSettings {
  startsReadOnly: boolean;
  readOnlyButtons: readonly FormButton[];
  editingButtons: readonly FormButton[];
}

// The spec names the modes by their buttons. Where it is silent we chose:
// - `default` is an always-editable form with one Save (submit) button, like the login form;
// - `buttonless` is always editable and shows no buttons (an outer control or Enter submits);
// - `edit_save_delete_cancel` shows Edit while read-only and Save, Delete, Cancel while editing (the
//   order of its name); deleting itself is the caller's action, the machine only shows the button.
/** The behaviour of each form mode (spec section 4). */
export const formModeSettings: Readonly<Record<FormMode, FormModeSettings>> = {
  default: { startsReadOnly: false, readOnlyButtons: [], editingButtons: ['save'] },
  edit_save_cancel: { startsReadOnly: true, readOnlyButtons: ['edit'], editingButtons: ['save', 'cancel'] },
  buttonless: { startsReadOnly: false, readOnlyButtons: [], editingButtons: [] },
  save_cancel: { startsReadOnly: false, readOnlyButtons: [], editingButtons: ['save', 'cancel'] },
  edit_save_delete_cancel: {
    startsReadOnly: true,
    readOnlyButtons: ['edit'],
    editingButtons: ['save', 'delete', 'cancel'],
  },
};

/** The key under which errors not tied to one field travel (Django REST framework's convention). */
export const nonFieldErrorsKey = 'non_field_errors';

/** Messages per field of a form; `non_field_errors` holds those not tied to a field. */
export type FormFieldErrors<V extends object> = Partial<
  Record<Extract<keyof V, string> | typeof nonFieldErrorsKey, readonly MessageDescriptor[]>
>;

/** What the form needs to know about its fields: how to validate values and which ones are required. */
export interface FormRules<V extends object> {
  /** Errors of the current values, per field (fields without errors may be absent or empty). */
  validate: (values: V) => FormFieldErrors<V>;
  /** Fields that must not be empty for Save to be enabled. */
  required?: readonly Extract<keyof V, string>[];
}

/** The state of one form. Build it with `initialFormState`, change it only through `formReducer`. */
export interface FormState<V extends object> {
  mode: FormMode;
  /** The values last loaded or saved: Cancel goes back to these. */
  baseline: V;
  values: V;
  readOnly: boolean;
  /** A save is pending (between `submit` and `saved` or `failed`). */
  saving: boolean;
  /** Fields the user has left at least once since the last edit, cancel or save. */
  touched: Partial<Record<Extract<keyof V, string>, true>>;
  /** A submit was attempted since the last edit, cancel or save: every field's errors show. */
  submitted: boolean;
  /** Client-side errors of the current values (all of them, shown or not). */
  errors: FormFieldErrors<V>;
  /** Errors the server gave for the last save; shown at once, a field's cleared when it changes. */
  serverErrors: FormFieldErrors<V>;
  /** Required fields that are empty. */
  missing: readonly Extract<keyof V, string>[];
}

type FieldOf<V extends object> = Extract<keyof V, string>;

/** Something that happens to a form. */
export type FormEvent<V extends object> =
  | { type: 'edit' }
  // Not a per-field union: generic form components must be able to build it for any field.
  | { type: 'change'; field: FieldOf<V>; value: V[FieldOf<V>] }
  | { type: 'blur'; field: FieldOf<V> }
  | { type: 'cancel' }
  | { type: 'submit' }
  /** The save succeeded; `values` are what the server stored (defaults to the values sent). */
  | { type: 'saved'; values?: V }
  /** The save failed; `errors` are the server's field errors, shown at once. */
  | { type: 'failed'; errors?: FormFieldErrors<V> }
  /** Fresh values arrived from outside (a refetch): they become the baseline. */
  | { type: 'reset'; values: V };

/** Whether a value counts as empty for a required field: nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function derive<V extends object>(values: V, rules: FormRules<V>) {
  return {
    errors: rules.validate(values),
    missing: (rules.required ?? []).filter((field) => isEmptyValue(values[field])),
  };
}

function hasMessages(errors: FormFieldErrors<object>): boolean {
  return Object.values(errors).some((messages) => (messages?.length ?? 0) > 0);
}

/** The state of a form as it first shows: read-only in modes that have Edit, no errors shown. */
export function initialFormState<V extends object>(
  mode: FormMode,
  values: V,
  rules: FormRules<V>,
): FormState<V> {
  return {
    mode,
    baseline: values,
    values,
    readOnly: formModeSettings[mode].startsReadOnly,
    saving: false,
    touched: {},
    submitted: false,
    serverErrors: {},
    ...derive(values, rules),
  };
}

/** Whether the values differ from the baseline. */
export function isDirty<V extends object>(state: FormState<V>): boolean {
  return !sameValue(state.values, state.baseline);
}

/** Whether Save is enabled: editing, not saving, no field in error and no required value empty. */
export function canSave<V extends object>(state: FormState<V>): boolean {
  return (
    !state.readOnly &&
    !state.saving &&
    state.missing.length === 0 &&
    !hasMessages(state.errors) &&
    !hasMessages(state.serverErrors)
  );
}

/** The buttons the form shows now (spec section 4). */
export function visibleButtons<V extends object>(state: FormState<V>): readonly FormButton[] {
  const settings = formModeSettings[state.mode];
  return state.readOnly ? settings.readOnlyButtons : settings.editingButtons;
}

/**
 * The errors to show now: a field's own errors once it was left (blur) or a submit was attempted; the
 * server's errors at once. Server messages come first.
 */
export function visibleErrors<V extends object>(state: FormState<V>): FormFieldErrors<V> {
  const shown: Record<string, readonly MessageDescriptor[]> = {};
  const fields = new Set([...Object.keys(state.errors), ...Object.keys(state.serverErrors)]);
  for (const field of fields) {
    const key = field as FieldOf<V>;
    const own = state.submitted || state.touched[key] ? (state.errors[key] ?? []) : [];
    const messages = [...(state.serverErrors[key] ?? []), ...own];
    if (messages.length > 0) shown[field] = messages;
  }
  return shown as FormFieldErrors<V>;
}

/** A clean slate after edit, cancel or save: nothing touched, no submit attempt, no server errors. */
function settled<V extends object>(
  state: FormState<V>,
  values: V,
  baseline: V,
  rules: FormRules<V>,
): FormState<V> {
  return {
    ...state,
    baseline,
    values,
    readOnly: formModeSettings[state.mode].startsReadOnly,
    saving: false,
    touched: {},
    submitted: false,
    serverErrors: {},
    ...derive(values, rules),
  };
}

/** The form's reducer for the given rules: `(state, event) => state`, pure, usable with React's useReducer. */
export function formReducer<V extends object>(
  rules: FormRules<V>,
): (state: FormState<V>, event: FormEvent<V>) => FormState<V> {
  return (state, event) => {
    switch (event.type) {
      case 'edit':
        if (!state.readOnly) return state;
        return { ...state, readOnly: false, touched: {}, submitted: false, serverErrors: {} };
      case 'change': {
        if (state.readOnly || state.saving) return state;
        const values = { ...state.values, [event.field]: event.value };
        const serverErrors = { ...state.serverErrors };
        delete serverErrors[event.field];
        // A form-wide server error (non_field_errors) was about the values sent: any change may fix it.
        delete serverErrors[nonFieldErrorsKey];
        return { ...state, values, serverErrors, ...derive(values, rules) };
      }
      case 'blur':
        if (state.readOnly || state.touched[event.field]) return state;
        return { ...state, touched: { ...state.touched, [event.field]: true } };
      case 'cancel':
        if (state.saving) return state;
        return settled(state, state.baseline, state.baseline, rules);
      case 'submit':
        if (state.readOnly || state.saving) return state;
        return { ...state, submitted: true, saving: canSave(state) };
      case 'saved': {
        const values = event.values ?? state.values;
        return settled(state, values, values, rules);
      }
      case 'failed':
        return { ...state, saving: false, serverErrors: event.errors ?? {} };
      case 'reset': {
        if (state.saving) return state;
        // Keep what the user is typing: fresh data replaces the values nobody has changed, field by field
        // (a field left as it was loaded takes the new value, so a later save does not put the old back).
        const values = { ...event.values };
        for (const field of Object.keys(state.values) as (keyof V)[]) {
          if (!sameValue(state.values[field], state.baseline[field])) values[field] = state.values[field];
        }
        return { ...state, baseline: event.values, values, ...derive(values, rules) };
      }
    }
  };
}
