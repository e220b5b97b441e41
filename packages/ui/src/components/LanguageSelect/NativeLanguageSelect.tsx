import { useLingui } from '@lingui/react/macro';
import { isUiLanguage } from '@hub/domain';
import { ChevronDownIcon } from '../../internal/icons';
import { useDocumentDirection } from '../../internal/use-direction';
import { Field } from '../Field/Field';
import * as selectStyles from '../Select/Select.css';
import { languageOptions, type LanguageSelectProps } from './languages';
import * as styles from './NativeLanguageSelect.css';

/** The same props as LanguageSelect's. */
export type NativeLanguageSelectProps = LanguageSelectProps;

/**
 * The ten UI languages on the browser's own `<select>`, each in its own language: for a page that must work
 * before its script has run (the hub's prerendered login page, whose `/choose-language.js` acts on the
 * `data-language-select` control until the page hydrates) and that should not load Radix Select.
 */
export function NativeLanguageSelect({
  value,
  onChange,
  label,
  hideLabel,
  disabled,
  id,
  className,
  dir,
}: NativeLanguageSelectProps) {
  const { t } = useLingui();
  const direction = useDocumentDirection(dir);
  return (
    <Field id={id} label={label ?? t`Language`} hideLabel={hideLabel} className={className}>
      {(control) => (
        <div className={styles.frame}>
          <select
            {...control}
            name="lang"
            data-language-select=""
            dir={direction}
            className={`${selectStyles.trigger} ${styles.select}`}
            value={value}
            disabled={disabled}
            onChange={(event) => {
              if (isUiLanguage(event.target.value)) onChange(event.target.value);
            }}
          >
            {languageOptions.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className={`${selectStyles.icon} ${styles.icon}`}>
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </Field>
  );
}
NativeLanguageSelect.displayName = 'NativeLanguageSelect';
