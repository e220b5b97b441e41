// Fields of the admin forms that @hub/ui has no bound version of: the user's language (a select) and
// whether they pay for the account (a checkbox), each bound to the Form around it by name.
import { uiLanguages } from '@hub/domain';
import { Field, Select, useFormField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './AccountDetails.css';

const languageOptions = uiLanguages.map((language) => ({
  value: language.code,
  label: language.nativeName,
  textValue: language.nativeName,
  lang: language.code,
}));

/** The user's language among the ten UI languages, each named in its own language. */
export function LanguageField({ name }: { name: string }) {
  const { t } = useLingui();
  const field = useFormField<string>(name);
  if (!field) return null;
  const label = t`Language`;
  if (field.readOnly) {
    const language = uiLanguages.find((entry) => entry.code === field.value);
    return (
      <Field
        label={label}
        readOnly
        readOnlyValue={language ? <span lang={language.code}>{language.nativeName}</span> : field.value}
      >
        {() => null}
      </Field>
    );
  }
  return (
    <Select
      label={label}
      options={languageOptions}
      value={field.value ?? ''}
      onValueChange={field.setValue}
      placeholder={<Trans>Choose a language</Trans>}
      disabled={field.disabled || field.locked}
      name={name}
    />
  );
}

/** Whether the user pays for the account (a billing user sees Subscription & Billing). */
export function BillingUserField({ name }: { name: string }) {
  const { t } = useLingui();
  const field = useFormField<boolean>(name);
  if (!field) return null;
  if (field.readOnly) {
    return (
      <Field
        label={t`Billing user`}
        readOnly
        readOnlyValue={field.value ? t`Yes, pays for the account` : t`No`}
      >
        {() => null}
      </Field>
    );
  }
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.checkbox}
        name={name}
        checked={Boolean(field.value)}
        disabled={field.disabled || field.locked}
        onChange={(event) => field.setValue(event.target.checked)}
        onBlur={field.blur}
      />
      <Trans>Billing user (pays for the account)</Trans>
    </label>
  );
}
