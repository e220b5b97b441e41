import { useLingui } from '@lingui/react/macro';
import { fieldLabels, limits, phoneCountries, usStates, type ShippingField } from '@hub/domain';
import { memo, type ReactNode, useCallback, useId, useMemo, useRef } from 'react';
import { FieldMessages, ReadOnlyValue } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { bindField, type FormFieldBinding, useFormContext } from '../Form/form-context';
import { useRenderMessage } from '../Form/message';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './AddressFields.css';

/** The fields of the block, in the domain's order (timezone is not typed by people). */
export const addressParts = ['address1', 'address2', 'city', 'state', 'zipcode', 'country'] as const;
export type AddressPart = (typeof addressParts)[number] & ShippingField;

export interface AddressFieldsProps {
  /** Names the group (a fieldset legend), e.g. "Shipping address". */
  legend: ReactNode;
  /** Form field names of the parts, when they differ from the domain's (`address1`, `city`…). */
  names?: Partial<Record<AddressPart, string>>;
  /** Labels of the parts; by default the domain's field labels (Address, Address line 2, City…). */
  labels?: Partial<Record<AddressPart, ReactNode>>;
  /** Help text under the legend, read as the group's description. */
  hint?: ReactNode;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

// Long lists: typing in the other fields must not re-render their options.
const MemoSelect = memo(Select);

/** A Select bound to a form field; its error shows after it is left, not while its list is open. */
function BoundSelect({
  binding,
  label,
  options,
  autoComplete,
  placeholder,
}: {
  binding: FormFieldBinding<string>;
  label: ReactNode;
  options: readonly SelectOption[];
  autoComplete: string;
  placeholder?: ReactNode;
}) {
  const renderMessage = useRenderMessage();
  const open = useRef(false);
  const latest = useRef(binding);
  latest.current = binding;
  const onValueChange = useCallback((value: string) => latest.current.setValue(value), []);
  const onOpenChange = useCallback((isOpen: boolean) => {
    open.current = isOpen;
  }, []);
  // Opening the list moves focus into it: that is not leaving the field.
  const onBlur = useCallback(() => {
    if (!open.current) latest.current.blur();
  }, []);
  const errors = binding.errors.map(renderMessage);
  return (
    <MemoSelect
      label={label}
      options={options}
      // Radix Select shows the placeholder for '' (nothing chosen yet).
      value={binding.value ?? ''}
      onValueChange={onValueChange}
      onOpenChange={onOpenChange}
      onBlur={onBlur}
      name={binding.name}
      autoComplete={autoComplete}
      placeholder={placeholder}
      required={binding.required}
      disabled={binding.disabled || binding.locked}
      error={errors.length > 0 ? errors.join(' ') : undefined}
    />
  );
}

/**
 * A postal address inside a Form: address lines, city, state, zipcode and country, bound by name. The
 * state is a list of US states (with DC, the territories and the military codes AA, AE, AP) when the
 * country is the US and free text elsewhere. The form's warnings show (a PO box), never blocking Save.
 * Read-only, the address shows as one block of text.
 */
export function AddressFields({ legend, names, labels, hint, className }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const renderMessage = useRenderMessage();
  const form = useFormContext();
  const warningId = `${useId()}-warning`;

  const name = (part: AddressPart) => names?.[part] ?? part;
  const label = (part: AddressPart) => labels?.[part] ?? renderMessage(fieldLabels[part]);
  const value = (part: AddressPart) => String(form?.values[name(part)] ?? '');
  const country = value('country');
  const isUs = country === 'US';

  const countries = useMemo(() => phoneCountries(i18n.locale), [i18n.locale]);
  const countryOptions = useMemo<SelectOption[]>(
    () => countries.map((entry) => ({ value: entry.code, label: entry.name })),
    [countries],
  );
  const stateOptions = useMemo<SelectOption[]>(
    () => usStates.map((state) => ({ value: state.code, label: state.name })),
    [],
  );

  if (!form) throw new Error('AddressFields binds to a Form: put it inside one.');
  const countryBinding = bindField<string>(form, name('country'));
  // The state list belongs to the US: a code chosen there means nothing elsewhere, and the reverse.
  const countryWithStateReset: FormFieldBinding<string> = {
    ...countryBinding,
    setValue: (next) => {
      if ((next === 'US') !== isUs) form.change(name('state'), '');
      countryBinding.setValue(next);
    },
  };

  const classes = [styles.fieldset, className].filter(Boolean).join(' ');

  if (form.readOnly) {
    const countryName = countries.find((entry) => entry.code === country)?.name ?? country;
    // "Springfield, IL 62701": the state as its code, as US addresses write it.
    const locality = [value('city'), [value('state'), value('zipcode')].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const lines = [value('address1'), value('address2'), locality, countryName].filter(Boolean);
    const warnings = [
      ...(form.warnings[name('address1')] ?? []),
      ...(form.warnings[name('address2')] ?? []),
    ].map(renderMessage);
    return (
      <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
        <span className={fieldStyles.label}>{legend}</span>
        <ReadOnlyValue>
          {value('address1') === '' ? null : <bdi dir="auto">{lines.join('\n')}</bdi>}
        </ReadOnlyValue>
        <FieldMessages errorId="" warningId={warningId} errors={[]} warnings={[...new Set(warnings)]} />
      </div>
    );
  }

  return (
    <fieldset className={classes} disabled={form.disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={fieldStyles.hint}>{hint}</p> : null}
      <TextField
        name={name('address1')}
        label={label('address1')}
        autoComplete="address-line1"
        maxLength={limits.address}
      />
      <TextField
        name={name('address2')}
        label={label('address2')}
        autoComplete="address-line2"
        maxLength={limits.address}
        optional
      />
      <TextField
        name={name('city')}
        label={label('city')}
        autoComplete="address-level2"
        maxLength={limits.city}
      />
      <div className={styles.row}>
        <div className={styles.state}>
          {isUs ? (
            <BoundSelect
              // The domain requires a state for US addresses.
              binding={{ ...bindField<string>(form, name('state')), required: true }}
              label={label('state')}
              options={stateOptions}
              autoComplete="address-level1"
              placeholder={t`Choose a state`}
            />
          ) : (
            <TextField
              name={name('state')}
              label={label('state')}
              autoComplete="address-level1"
              maxLength={limits.address}
            />
          )}
        </div>
        <div className={styles.zipcode}>
          <TextField
            name={name('zipcode')}
            label={label('zipcode')}
            autoComplete="postal-code"
            maxLength={limits.zipcode}
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
      </div>
      <BoundSelect
        binding={countryWithStateReset}
        label={label('country')}
        options={countryOptions}
        autoComplete="country"
        placeholder={t`Choose a country`}
      />
    </fieldset>
  );
}
AddressFields.displayName = 'AddressFields';
