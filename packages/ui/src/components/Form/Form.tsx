import { useLingui } from '@lingui/react/macro';
import {
  canSave,
  formModes,
  formReducer,
  initialFormState,
  isDirty,
  nonFieldErrorsKey,
  visibleButtons,
  visibleErrors,
  type FormButton,
  type FormEvent,
  type FormFieldErrors,
  type FormMode,
  type FormState,
  type MessageDescriptor,
} from '@hub/domain';
import {
  type FormEvent as ReactFormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { ErrorIcon, SuccessIcon } from '../../internal/icons';
import { Button } from '../Button/Button';
import * as styles from './Form.css';
import { FormContext, type FormContextValue } from './form-context';
import { useRenderMessage } from './message';

export { formModes };
export type { FormMode };

/** What `onSubmit` may resolve to: the server's field errors (the save failed) or the values it stored. */
export interface FormSubmitResult<V extends object> {
  /** Field errors of the server, keyed by field; `non_field_errors` shows in the form's error slot. */
  errors?: FormFieldErrors<V>;
  /** What the server stored, when it differs from what was sent (defaults to the values sent). */
  values?: V;
}

/** A snapshot of the form for controls outside it (a popup's footer button that submits it). */
export interface FormStatus {
  canSave: boolean;
  saving: boolean;
  dirty: boolean;
  readOnly: boolean;
  /** The user left a field or tried to save: when a disabled Save may say why (the form's own hint). */
  interacted: boolean;
}

/** A Form's overridable texts: its buttons' labels and the disabled-Save hint (`null` hides the hint). */
export type FormLabels = Partial<Record<FormButton | 'saving', ReactNode>> & { saveHint?: ReactNode };

export const formHeadingLevels = [2, 3, 4] as const;
export type FormHeadingLevel = (typeof formHeadingLevels)[number];

export interface FormProps<V extends object> {
  /** One of the spec's five modes (section 4); the domain's machine decides buttons and read-only. */
  mode?: FormMode;
  /** The values loaded (the baseline Cancel returns to). New values from outside replace untouched ones. */
  values: V;
  /** Field errors of the values (messages as MessageDescriptors); a field in error disables Save. */
  validate?: (values: V) => FormFieldErrors<V>;
  /** Fields that must not be empty for Save to be enabled. */
  required?: readonly Extract<keyof V, string>[];
  /** Field warnings of the values: shown beside the field, never blocking Save (a PO box). */
  warn?: (values: V) => FormFieldErrors<V>;
  /**
   * Saves the values. Resolve with `{ errors }` for a validation failure of the server (shown at once), with
   * nothing or `{ values }` for success; a rejection is a failure without field errors (`failureMessage`).
   */
  onSubmit?: (values: V) => void | FormSubmitResult<V> | Promise<void | FormSubmitResult<V>>;
  /** The Delete button of `edit_save_delete_cancel` (confirming is the caller's part). */
  onDelete?: () => void;
  /** Called when Edit is pressed (the form turns editable). */
  onEdit?: () => void;
  /** Called when Cancel is pressed, after the values are restored. */
  onCancel?: () => void;
  /** Called with all values whenever one changes. */
  onValuesChange?: (values: V) => void;
  /** Called when what the form can do changes: can save, saving, changed (dirty), read-only. */
  onStatusChange?: (status: FormStatus) => void;
  /** Server field errors pushed from outside (a mutation's error): shown at once, each until its field changes. */
  serverErrors?: FormFieldErrors<V>;
  /** A form-level error from the caller, shown while given. */
  error?: ReactNode;
  /** Shown in the error slot after a save failed, until the next change (spec 8: "Error processing user data"). */
  failureMessage?: ReactNode;
  /** Shown after a save succeeded, until the next edit (spec 8: "Account information saved"). */
  successMessage?: ReactNode;
  /** A heading that also names the form for assistive technology. */
  title?: ReactNode;
  /** Level of the title's heading (2 by default), to fit the page's outline. */
  headingLevel?: FormHeadingLevel;
  /** Names the form when it has no title. */
  'aria-label'?: string;
  /**
   * Overrides of the buttons' labels (by default Lingui messages: Edit, Save, Saving…, Cancel, Delete) and
   * of `saveHint`, the text saying why Save is disabled (`null` hides it).
   */
  labels?: FormLabels;
  /** Nothing can be edited or saved (no permission, data still loading). */
  disabled?: boolean;
  /** Id of the form element (for a submit button outside it). */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  children: ReactNode;
}

// Controls Edit focuses first; Radix Select's hidden native select is aria-hidden and skipped.
const focusableControl =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]):not([aria-hidden="true"]), button[role="combobox"]:not([disabled])';

function hasMessages(errors: object | undefined): boolean {
  return Object.values(errors ?? {}).some((list) => Array.isArray(list) && list.length > 0);
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A form in one of the spec's five modes, driven by the domain's form-mode reducer: Edit makes fields
 * editable, Cancel restores the values from before the edit, Save is disabled while a field has an
 * error or a required value is empty, errors show after blur or at once from the server, and a pending
 * save locks the fields. Fields inside bind by `name` (`useFormField`).
 */
export function Form<V extends object>({
  mode = 'default',
  values,
  validate,
  required,
  warn,
  onSubmit,
  onDelete,
  onEdit,
  onCancel,
  onValuesChange,
  onStatusChange,
  serverErrors,
  error,
  failureMessage,
  successMessage,
  title,
  headingLevel = 2,
  'aria-label': ariaLabel,
  labels,
  disabled = false,
  id,
  className,
  children,
}: FormProps<V>) {
  const { t } = useLingui();
  const renderMessage = useRenderMessage();
  const generatedId = useId();
  const titleId = `${generatedId}-title`;
  const saveHintId = `${generatedId}-save-hint`;

  // The rules may be new functions on every render: the reducer reads the latest through a ref.
  const rulesRef = useRef({ validate: validate ?? (() => ({})), required });
  rulesRef.current = { validate: validate ?? (() => ({})), required };
  const reducer = useCallback(
    (state: FormState<V>, event: FormEvent<V>) => formReducer<V>(rulesRef.current)(state, event),
    [],
  );
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialFormState<V>(mode, values, rulesRef.current),
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  // The outcome of the last save, for the success and failure slots; cleared by the next edit or change.
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  // Fresh values from outside (a refetch) become the baseline; untouched fields take them.
  const lastValues = useRef(values);
  useEffect(() => {
    if (sameJson(lastValues.current, values)) return;
    lastValues.current = values;
    dispatch({ type: 'reset', values });
  }, [values]);

  // Server errors pushed from outside show at once.
  const lastServerErrors = useRef<FormFieldErrors<V> | undefined>(undefined);
  useEffect(() => {
    if (sameJson(lastServerErrors.current, serverErrors)) return;
    lastServerErrors.current = serverErrors;
    if (hasMessages(serverErrors)) {
      dispatch({ type: 'failed', errors: serverErrors });
      setOutcome('failed');
    }
  }, [serverErrors]);

  const dirty = isDirty(state);
  const saveAllowed = canSave(state);
  // Why Save is disabled, once the user has done something (left a field, tried to save): on a pristine
  // form (a login page nobody has typed in yet) it would read as a reproach.
  const interacted = state.submitted || Object.keys(state.touched).length > 0;
  useEffect(() => {
    onStatusChange?.({
      canSave: saveAllowed,
      saving: state.saving,
      dirty,
      readOnly: state.readOnly,
      interacted,
    });
  }, [onStatusChange, saveAllowed, state.saving, dirty, state.readOnly, interacted]);

  const shownErrors = useMemo(() => visibleErrors(state), [state]);
  const warnings = useMemo(() => (warn ? warn(state.values) : {}), [warn, state.values]);

  // A refused submit moves focus to the first field in error, once React has rendered the errors.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = useCallback(() => setFocusRequest((count) => count + 1), []);
  useEffect(() => {
    if (focusRequest === 0) return;
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Focus follows the mode: Edit moves it to the first field, leaving editing puts it back on Edit.
  const wasReadOnly = useRef(state.readOnly);
  useLayoutEffect(() => {
    if (wasReadOnly.current === state.readOnly) return;
    wasReadOnly.current = state.readOnly;
    const focusInForm = formRef.current?.contains(document.activeElement) ?? false;
    if (!focusInForm && document.activeElement !== document.body) return;
    if (state.readOnly) editRef.current?.focus();
    else fieldsRef.current?.querySelector<HTMLElement>(focusableControl)?.focus();
  }, [state.readOnly]);

  const change = useCallback(
    (name: string, value: unknown) => {
      if (stateRef.current.readOnly || stateRef.current.saving) return;
      dispatch({ type: 'change', field: name, value } as FormEvent<V>);
      setOutcome(null);
      onValuesChange?.({ ...stateRef.current.values, [name]: value });
    },
    [onValuesChange],
  );
  const blur = useCallback((name: string) => {
    dispatch({ type: 'blur', field: name as Extract<keyof V, string> });
  }, []);

  async function submit() {
    const before = stateRef.current;
    if (disabled || before.readOnly || before.saving || inFlight.current) return;
    dispatch({ type: 'submit' });
    if (!canSave(before)) {
      // Nothing is sent; every field's errors show and the first one takes focus.
      focusFirstInvalid();
      return;
    }
    inFlight.current = true;
    try {
      const result = await onSubmit?.(before.values);
      if (result && hasMessages(result.errors)) {
        dispatch({ type: 'failed', errors: result.errors });
        setOutcome('failed');
        focusFirstInvalid();
      } else {
        dispatch({ type: 'saved', values: result?.values });
        lastValues.current = result?.values ?? before.values;
        setOutcome('saved');
      }
    } catch {
      dispatch({ type: 'failed' });
      setOutcome('failed');
    } finally {
      inFlight.current = false;
    }
  }

  function handleSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  // Enter in a text input submits, also when Save is disabled (the errors then show) or absent (buttonless).
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(target instanceof HTMLInputElement))
      return;
    if (['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(target.type)) return;
    event.preventDefault();
    void submit();
  }

  function edit() {
    dispatch({ type: 'edit' });
    setOutcome(null);
    onEdit?.();
  }

  function cancel() {
    dispatch({ type: 'cancel' });
    setOutcome(null);
    onCancel?.();
  }

  const context = useMemo<FormContextValue>(
    () => ({
      values: state.values as Record<string, unknown>,
      errors: shownErrors as Record<string, never[]>,
      warnings: warnings as Record<string, never[]>,
      required: (required ?? []) as readonly string[],
      readOnly: state.readOnly,
      locked: state.saving,
      disabled,
      change,
      blur,
    }),
    [state.values, shownErrors, warnings, required, state.readOnly, state.saving, disabled, change, blur],
  );

  const buttons = visibleButtons(state);
  const saveBlocked = !state.saving && !saveAllowed;
  const saveHint =
    labels?.saveHint === undefined
      ? t`Fill in the required fields and correct any errors to save.`
      : labels.saveHint;
  const showSaveHint =
    saveBlocked &&
    interacted &&
    !disabled &&
    buttons.includes('save') &&
    saveHint !== null &&
    saveHint !== false &&
    saveHint !== '';
  // Errors not tied to a field: the server's at once, the validator's after a submit attempt.
  const formErrors = (shownErrors as Record<string, readonly MessageDescriptor[] | undefined>)[
    nonFieldErrorsKey
  ];
  // The same text twice (the caller's error and the failure message) shows once.
  const errorItems: ReactNode[] = [
    ...(error ? [error] : []),
    ...(outcome === 'failed' && failureMessage ? [failureMessage] : []),
    ...(formErrors ?? []).map((message) => renderMessage(message)),
  ].filter((item, index, items) => typeof item !== 'string' || items.indexOf(item) === index);
  const Heading = `h${headingLevel}` as const;

  const buttonLabel: Record<FormButton | 'saving', ReactNode> = {
    edit: labels?.edit ?? t`Edit`,
    save: labels?.save ?? t`Save`,
    saving: labels?.saving ?? t`Saving…`,
    cancel: labels?.cancel ?? t`Cancel`,
    delete: labels?.delete ?? t`Delete`,
  };

  return (
    <form
      ref={formRef}
      id={id}
      className={[styles.form, className].filter(Boolean).join(' ')}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-busy={state.saving || undefined}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {/* Live regions stay in the page so that what appears in them is announced. */}
      <div role="alert" className={errorItems.length > 0 ? styles.formError : styles.emptySlot}>
        {errorItems.length > 0 ? (
          <>
            <ErrorIcon className={styles.slotIcon} />
            <div className={styles.slotText}>
              {errorItems.map((item, index) => (
                <p key={index} className={styles.slotLine}>
                  {item}
                </p>
              ))}
            </div>
          </>
        ) : null}
      </div>
      <div
        role="status"
        className={outcome === 'saved' && successMessage ? styles.formSuccess : styles.emptySlot}
      >
        {outcome === 'saved' && successMessage ? (
          <>
            <SuccessIcon className={styles.slotIcon} />
            <p className={styles.slotLine}>{successMessage}</p>
          </>
        ) : null}
      </div>
      <FormContext.Provider value={context}>
        <div ref={fieldsRef} className={styles.fields}>
          {children}
        </div>
      </FormContext.Provider>
      {buttons.length > 0 ? (
        <div className={styles.actions}>
          {buttons.map((button) => {
            switch (button) {
              case 'edit':
                return (
                  <Button
                    key="edit"
                    ref={editRef}
                    variant="secondary"
                    disabled={disabled}
                    aria-describedby={title ? titleId : undefined}
                    onClick={edit}
                  >
                    {buttonLabel.edit}
                  </Button>
                );
              case 'save':
                return (
                  <Button
                    key="save"
                    type="submit"
                    pending={state.saving}
                    disabled={disabled || saveBlocked}
                    aria-describedby={showSaveHint ? saveHintId : undefined}
                  >
                    {state.saving ? buttonLabel.saving : buttonLabel.save}
                  </Button>
                );
              case 'delete':
                return (
                  <Button
                    key="delete"
                    variant="destructive"
                    disabled={disabled || state.saving}
                    onClick={onDelete}
                  >
                    {buttonLabel.delete}
                  </Button>
                );
              case 'cancel':
                return (
                  <Button key="cancel" variant="secondary" disabled={state.saving} onClick={cancel}>
                    {buttonLabel.cancel}
                  </Button>
                );
            }
          })}
          {showSaveHint ? (
            <p id={saveHintId} className={styles.saveHint}>
              {saveHint}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
Form.displayName = 'Form';
