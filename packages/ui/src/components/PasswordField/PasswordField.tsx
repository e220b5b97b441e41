import { useLingui } from '@lingui/react/macro';
import { fieldLabels, limits, newPasswordChecks, type PasswordNames } from '@hub/domain';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { CheckIcon, EyeIcon, EyeOffIcon } from '../../internal/icons';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { type BindableFieldProps, useFieldBinding } from '../Field/use-field-binding';
import { useRenderMessage } from '../Form/message';
import * as styles from './PasswordField.css';

/** `current`: a password the user has (sign-in); `new`: one being chosen, with the rules as a checklist. */
export const passwordPurposes = ['current', 'new'] as const;
export type PasswordPurpose = (typeof passwordPurposes)[number];

export interface PasswordFieldProps extends BindableFieldProps<string> {
  /** Defaults to the domain's "Password" label. */
  label?: ReactNode;
  /** Help text under the control, read as its description. */
  hint?: ReactNode;
  /** Sets the autocomplete token and the limit; `new` lists the rules. Defaults to `current`. */
  purpose?: PasswordPurpose;
  /** The user's names, for the rule that a new password must not contain them. */
  names?: PasswordNames;
  /** Shows the rules checklist of a new password (default: true for `new`; off for a confirmation). */
  showRules?: boolean;
  /** Defaults to the login limit (40) for `current` and the new-password limit (255) for `new`. */
  maxLength?: number;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The input element, to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle (a toggle button: `aria-pressed`, one constant name). For a new
 * password the rules are listed under it and tick as they are met, judged by the domain's predicates.
 */
export function PasswordField({
  label,
  hint,
  purpose = 'current',
  names,
  showRules = purpose === 'new',
  maxLength = purpose === 'new' ? limits.passwordMax : limits.loginPassword,
  id,
  className,
  ref,
  ...bindable
}: PasswordFieldProps) {
  const { t } = useLingui();
  const renderMessage = useRenderMessage();
  const field = useFieldBinding<string>(bindable, '');
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-password`;
  const rulesId = `${generatedId}-rules`;
  const value = String(field.value ?? '');
  // The rules and their texts are the domain's; a rule turns to Done as the typed password meets it.
  const checklist = showRules ? newPasswordChecks(value, names) : [];

  return (
    <Field
      id={inputId}
      label={label ?? renderMessage(fieldLabels.password)}
      hint={hint}
      errors={field.errors}
      warnings={field.warnings}
      readOnly={field.readOnly}
      readOnlyValue={
        value === '' ? null : (
          <>
            <span aria-hidden="true">••••••••</span>
            <span className={visuallyHidden}>{t`Hidden`}</span>
          </>
        )
      }
      describedBy={checklist.length > 0 ? rulesId : undefined}
      className={className}
    >
      {(control) => (
        <>
          <div className={fieldStyles.inputGroup}>
            <input
              {...control}
              ref={ref}
              className={[fieldStyles.input, styles.input].join(' ')}
              type={visible ? 'text' : 'password'}
              name={bindable.name}
              value={value}
              onChange={(event) => field.setValue(event.currentTarget.value)}
              onBlur={field.blur}
              required={field.required}
              readOnly={field.locked}
              disabled={field.disabled}
              autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
              maxLength={maxLength}
              spellCheck={false}
              autoCapitalize="none"
              dir="ltr"
            />
            <button
              type="button"
              className={styles.toggle}
              aria-label={t`Show password`}
              aria-pressed={visible}
              aria-controls={inputId}
              disabled={field.disabled}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </div>
          {checklist.length > 0 ? (
            <ul id={rulesId} className={styles.rules}>
              {checklist.map((item) => (
                <li key={item.id} className={item.met ? styles.ruleMet : styles.rule}>
                  {item.met ? (
                    <CheckIcon className={styles.ruleIcon} size="1.1em" />
                  ) : (
                    <span className={styles.ruleDot} aria-hidden="true" />
                  )}
                  <span className={visuallyHidden}>{item.met ? t`Done:` : t`To do:`}</span>
                  <span>{renderMessage(item.label)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
PasswordField.displayName = 'PasswordField';
