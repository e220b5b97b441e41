import { useLingui } from '@lingui/react/macro';
import { isUiLanguage } from '@hub/domain';
import { Select } from '../Select/Select';
import { languageOptions, type LanguageSelectProps } from './languages';

export type { LanguageSelectProps } from './languages';

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
