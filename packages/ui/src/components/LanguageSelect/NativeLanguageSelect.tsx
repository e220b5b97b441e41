import { useLingui } from '@lingui/react/macro';
import { isUiLanguage, uiLanguages, type UiLanguage } from '@hub/domain';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../internal/icons';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { Field } from '../Field/Field';
import * as selectStyles from '../Select/Select.css';
import * as styles from './NativeLanguageSelect.css';

export interface NativeLanguageSelectProps {
  /** The language in use. */
  value: UiLanguage;
  /** Called with the language chosen. */
  onChange: (language: UiLanguage) => void;
  /** "Language" by default. */
  label?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Takes no input; the language stays readable. */
  disabled?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The writing direction; the document's when absent (a prerendered page passes its language's). */
  dir?: Direction;
}

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
            {uiLanguages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
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
