import { useLingui } from '@lingui/react';
import {
  defaults,
  fieldLabels,
  formatPhoneInput,
  formatStoredPhone,
  isPhoneCountry,
  limits,
  normalizeStoredPhone,
  parseStoredPhone,
  phoneCallingCode,
  phoneCountries,
  phoneMask,
  toStoredPhone,
  type PhoneCountryCode,
} from '@hub/domain';
import { memo, type ReactNode, type Ref, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { type BindableFieldProps, useFieldBinding } from '../Field/use-field-binding';
import { useFormField } from '../Form/form-context';
import { useRenderMessage } from '../Form/message';
import { Select, type SelectOption } from '../Select/Select';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps extends BindableFieldProps<string> {
  /** Label of the number; defaults to the domain's "Phone". */
  label?: ReactNode;
  /** Label of the country select; defaults to the domain's "Phone country". */
  countryLabel?: ReactNode;
  /** Help text under the control, read as its description. */
  hint?: ReactNode;
  /**
   * The country while there is no number and no `countryName` value: the caller's (the spec's default
   * phone country comes from configuration, so the component has none of its own).
   */
  defaultCountry: PhoneCountryCode;
  /**
   * Inside a Form, also writes the chosen country to this field (the domain's `phone_country`), so a
   * validator can check the number against the selected country.
   */
  countryName?: string;
  /** Called with the country chosen in the select. */
  onCountryChange?: (country: PhoneCountryCode) => void;
  /** Id of the number input; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The number input, to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

interface PhoneInput {
  country: PhoneCountryCode;
  /** What the input shows: the national number grouped as the country writes it. */
  text: string;
  /** The value this field last emitted (or last read from outside): another value means a reset. */
  emitted: string;
}

// The country list has every country: typing in the number must not re-render its options.
const CountrySelect = memo(Select);

/** The input's state for a stored value: its country and formatted national number (text kept if not a number). */
function fromStored(value: string, fallback: PhoneCountryCode): PhoneInput {
  const parsed = value ? parseStoredPhone(value) : null;
  if (parsed) {
    return {
      country: parsed.country,
      text: formatPhoneInput(parsed.country, parsed.nationalNumber),
      emitted: value,
    };
  }
  return { country: fallback, text: value, emitted: value };
}

/**
 * The value to emit for what is typed: the stored form `+<code><digits>` once the number is valid for the
 * country; until then the text as typed (so the validator names it invalid, never "required").
 */
function toValue(country: PhoneCountryCode, text: string): string {
  if (text.trim() === '') return '';
  return toStoredPhone(country, text) ?? text;
}

/**
 * A phone number with its country: the priority countries first, then the rest by name; the number is
 * formatted as it is typed in the country's grouping and emitted in the stored form `+<code><digits>`.
 * A stored value read back selects its country. A full international number typed or pasted picks its
 * country too.
 */
export function PhoneField({
  label,
  countryLabel,
  hint,
  defaultCountry,
  countryName,
  onCountryChange,
  id,
  className,
  ref,
  ...bindable
}: PhoneFieldProps) {
  const { i18n } = useLingui();
  const renderMessage = useRenderMessage();
  const field = useFieldBinding<string>(bindable, '');
  const countryField = useFormField<string>(countryName ?? '');
  const countryBinding = countryName ? countryField : null;
  const value = String(field.value ?? '');
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-phone`;
  const prefixId = `${generatedId}-code`;

  // The domain's account form keeps the country apart (`phone_country`) and the number as typed: a value
  // that is not in the stored form is read in that country.
  const formCountry = countryBinding && isPhoneCountry(countryBinding.value) ? countryBinding.value : null;
  // A configured country outside the phone list (the hub reads the configuration by its shape only) is
  // no country to start on: the list's own default is.
  if (!isPhoneCountry(defaultCountry)) defaultCountry = defaults.country;
  const [input, setInput] = useState<PhoneInput>(() => fromStored(value, formCountry ?? defaultCountry));
  // The value changed from outside (Cancel, fresh data): read it back, country included. Without a
  // number, a country the form got from outside (Cancel, fresh values) is the one shown.
  let current = input;
  if (value !== input.emitted) {
    current = fromStored(value, formCountry ?? input.country);
    setInput(current);
  } else if (value === '' && input.text === '' && formCountry && formCountry !== input.country) {
    current = { ...input, country: formCountry };
    setInput(current);
  }

  const countries = useMemo(() => phoneCountries(i18n.locale), [i18n.locale]);
  const options = useMemo<SelectOption[]>(
    () =>
      countries.map((country) => ({
        value: country.code,
        // The code is isolated left-to-right: in an Arabic line "+1" would otherwise be drawn "1+". In a
        // narrow select a long name gives way (ellipsis) and the code stays in view.
        label: (
          <span className={styles.countryOption}>
            <span className={styles.countryName}>{country.name}</span>{' '}
            <bdi dir="ltr" className={styles.callingCode}>
              (+{country.callingCode})
            </bdi>
          </span>
        ),
        textValue: country.name,
      })),
    [countries],
  );

  function emit(next: Omit<PhoneInput, 'emitted'>) {
    const nextValue = toValue(next.country, next.text);
    setInput({ ...next, emitted: nextValue });
    if (nextValue !== value) field.setValue(nextValue);
    if (next.country !== current.country) {
      countryBinding?.setValue(next.country);
      onCountryChange?.(next.country);
    }
  }

  function handleType(raw: string) {
    // A whole international number (typed with + or pasted) picks its own country.
    if (raw.trim().startsWith('+')) {
      const parsed = parseStoredPhone(normalizeStoredPhone(raw) ?? '');
      if (parsed) {
        emit({ country: parsed.country, text: formatPhoneInput(parsed.country, parsed.nationalNumber) });
        return;
      }
    }
    emit({ country: current.country, text: formatPhoneInput(current.country, raw) });
  }

  function handleCountry(code: string) {
    if (!isPhoneCountry(code)) return;
    emit({ country: code, text: current.text === '' ? '' : formatPhoneInput(code, current.text) });
  }

  // Stable handlers for the memoised select, calling the latest closures.
  const latest = useRef({ handleCountry, blurCountry: countryBinding?.blur });
  latest.current = { handleCountry, blurCountry: countryBinding?.blur };
  const selectCountry = useCallback((code: string) => latest.current.handleCountry(code), []);
  const onCountryBlur = useCallback(() => latest.current.blurCountry?.(), []);

  const numberLabel = label ?? renderMessage(fieldLabels.phone);
  const countryErrors = countryBinding ? countryBinding.errors.map(renderMessage) : [];

  if (field.readOnly) {
    return (
      <Field
        label={numberLabel}
        readOnly
        readOnlyValue={
          value === '' ? null : (
            <bdi dir="ltr">{formatStoredPhone(toStoredPhone(current.country, value) ?? value)}</bdi>
          )
        }
        warnings={field.warnings}
        className={className}
      >
        {() => null}
      </Field>
    );
  }

  const locked = field.locked;
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <CountrySelect
        className={styles.country}
        label={countryLabel ?? renderMessage(fieldLabels.phoneCountry)}
        options={options}
        value={current.country}
        onValueChange={selectCountry}
        onBlur={onCountryBlur}
        name={countryName}
        disabled={field.disabled || locked}
        required
        error={countryErrors.length > 0 ? countryErrors.join(' ') : undefined}
      />
      <Field
        id={inputId}
        className={styles.number}
        label={numberLabel}
        hint={hint}
        errors={field.errors}
        warnings={field.warnings}
        describedBy={prefixId}
      >
        {(control) => (
          <div className={fieldStyles.inputGroup} dir="ltr">
            <span id={prefixId} className={styles.prefix} dir="ltr">
              +{phoneCallingCode(current.country)}
            </span>
            <input
              {...control}
              ref={ref}
              className={[fieldStyles.input, styles.input].join(' ')}
              type="tel"
              inputMode="tel"
              name={bindable.name}
              value={current.text}
              onChange={(event) => handleType(event.currentTarget.value)}
              onBlur={field.blur}
              required={field.required}
              readOnly={locked}
              disabled={field.disabled}
              autoComplete="tel-national"
              maxLength={limits.phoneInput}
              placeholder={phoneMask(current.country)}
              dir="ltr"
            />
          </div>
        )}
      </Field>
    </div>
  );
}
PhoneField.displayName = 'PhoneField';
