import { useLingui } from '@lingui/react/macro';
import { isUiLanguage, uiLanguages, type UiLanguage } from '@hub/domain';
import type { ReactNode } from 'react';
import type { Direction } from '../../internal/use-direction';
import { Select, type SelectOption } from '../Select/Select';

// Each language is named in its own language and marked with its `lang`, so screen readers pronounce it.
const languageOptions: SelectOption[] = uiLanguages.map((language) => ({
  value: language.code,
  label: language.nativeName,
  textValue: language.nativeName,
  lang: language.code,
}));

export interface LanguageSelectProps {
  /** The language in use. */
  value: UiLanguage;
  /** Called with the language chosen. */
  onChange: (language: UiLanguage) => void;
  /** "Language" by default. */
  label?: ReactNode;
  /** Keeps the label for screen readers only (in the header). */
  hideLabel?: boolean;
  /** Takes no input; the language stays readable. */
  disabled?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /**
   * The writing direction; the document's when absent. A page rendered without a document (the hub's
   * prerendered login page) passes its language's.
   */
  dir?: Direction;
}

/** The ten UI languages, each in its own language, on Select. */
export function LanguageSelect({
  value,
  onChange,
  label,
  hideLabel,
  disabled,
  id,
  className,
  dir,
}: LanguageSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={label ?? t`Language`}
      hideLabel={hideLabel}
      options={languageOptions}
      value={value}
      onValueChange={(next) => {
        if (isUiLanguage(next)) onChange(next);
      }}
      disabled={disabled}
      id={id}
      className={className}
      dir={dir}
    />
  );
}
LanguageSelect.displayName = 'LanguageSelect';
