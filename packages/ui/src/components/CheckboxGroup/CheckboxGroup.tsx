import { type FocusEvent, type ReactNode, useId } from 'react';
import { FieldMessages, ReadOnlyValue } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { type BindableFieldProps, useFieldBinding } from '../Field/use-field-binding';
import { useFormContext } from '../Form/form-context';
import { TextField } from '../TextField/TextField';
import * as styles from './CheckboxGroup.css';

/** A text field that appears while its option is chosen, and is then required (the "other" reason). */
export interface CheckboxDetail {
  /** Its name in the Form (the domain's `other_reason`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  /** A text area rather than one line (default: true). */
  multiline?: boolean;
}

/** One choice of the group. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Shown under the label, part of the checkbox's description. */
  description?: ReactNode;
  disabled?: boolean;
  detail?: CheckboxDetail;
}

export interface CheckboxGroupProps extends BindableFieldProps<readonly string[]> {
  /** Names the group (a fieldset legend): the question being asked. */
  legend: ReactNode;
  /** Help text under the legend, read as the group's description. */
  hint?: ReactNode;
  /** The choices, in order; one with `detail` shows its text field while chosen. */
  options: readonly CheckboxOption[];
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

const none: readonly string[] = [];

/**
 * Several choices under one question (a fieldset with its legend), bound by name to a list of values. An
 * option may carry a detail text field that appears right after it while it is chosen, required then; Tab
 * reaches it next, and focus is never moved for the user. A detail's text is kept when its option is
 * unticked, so ticking it again brings it back.
 */
export function CheckboxGroup({ legend, hint, options, className, ...bindable }: CheckboxGroupProps) {
  const field = useFieldBinding<readonly string[]>(bindable, none);
  const form = useFormContext();
  const generatedId = useId();
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const warningId = `${generatedId}-warning`;
  const chosen = Array.isArray(field.value) ? field.value : none;

  if (field.readOnly) {
    const lines = options
      .filter((option) => chosen.includes(option.value))
      .map((option) => {
        const detail = option.detail ? String(form?.values[option.detail.name] ?? '').trim() : '';
        return (
          <li key={option.value}>
            {option.label}
            {detail ? (
              <span className={styles.readOnlyDetail}>
                <bdi>{detail}</bdi>
              </span>
            ) : null}
          </li>
        );
      });
    return (
      <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
        <span className={fieldStyles.label}>{legend}</span>
        <ReadOnlyValue as="div">
          {lines.length > 0 ? <ul className={styles.readOnlyList}>{lines}</ul> : null}
        </ReadOnlyValue>
      </div>
    );
  }

  function toggle(value: string, checked: boolean) {
    if (field.locked) return;
    // Keep the options' order whatever the order of clicks.
    const next = options
      .map((option) => option.value)
      .filter((candidate) => (candidate === value ? checked : chosen.includes(candidate)));
    field.setValue(next);
  }

  // The group is left when focus goes outside it (not from one checkbox to the next).
  function handleBlur(event: FocusEvent<HTMLFieldSetElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) field.blur();
  }

  const invalid = field.errors.length > 0;
  const describedBy =
    [hint ? hintId : '', field.warnings.length > 0 ? warningId : '', invalid ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      disabled={field.disabled}
      onBlur={handleBlur}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => {
          const inputId = `${generatedId}-${option.value}`;
          const descriptionId = `${inputId}-description`;
          const checked = chosen.includes(option.value);
          return (
            <div key={option.value} className={styles.option}>
              <div className={styles.choice}>
                <input
                  id={inputId}
                  className={styles.checkbox}
                  type="checkbox"
                  name={bindable.name}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  aria-readonly={field.locked || undefined}
                  aria-describedby={option.description ? descriptionId : undefined}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                />
                <label htmlFor={inputId} className={styles.label}>
                  {option.label}
                  {option.description ? (
                    <span id={descriptionId} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </label>
              </div>
              {option.detail && checked ? (
                <div className={styles.detail}>
                  <TextField
                    name={option.detail.name}
                    label={option.detail.label}
                    hint={option.detail.hint}
                    maxLength={option.detail.maxLength}
                    multiline={option.detail.multiline ?? true}
                    required
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldMessages
        errorId={errorId}
        warningId={warningId}
        errors={field.errors}
        warnings={field.warnings}
      />
    </fieldset>
  );
}
CheckboxGroup.displayName = 'CheckboxGroup';
