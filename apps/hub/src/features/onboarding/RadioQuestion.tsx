import { useFormField, useRenderMessage } from '@hub/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './Onboarding.css';

export interface RadioQuestionProps {
  /** The field's name in the Form around it. */
  name: string;
  /** The question, as the group's legend. */
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
}

/** One question answered by one choice, bound to the Form around it by name (a fieldset of radios). */
export function RadioQuestion({ name, legend, options }: RadioQuestionProps) {
  const field = useFormField<string>(name);
  const render = useRenderMessage();
  const errorId = useId();
  const legendId = useId();
  const errors = field?.errors ?? [];
  return (
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={errors.length > 0 ? errorId : undefined}
      aria-invalid={errors.length > 0 || undefined}
      aria-required={field?.required || undefined}
    >
      <legend className={styles.legend} id={legendId}>
        {legend}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radio}>
          <input
            type="radio"
            className={styles.radioInput}
            name={name}
            value={option.value}
            checked={field?.value === option.value}
            disabled={field?.disabled || field?.locked}
            onChange={() => field?.setValue(option.value)}
            onBlur={() => field?.blur()}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {errors.length > 0 ? (
        <p className={styles.error} id={errorId}>
          {errors.map((message) => render(message)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
