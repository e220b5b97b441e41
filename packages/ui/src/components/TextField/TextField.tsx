import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { type BindableFieldProps, useFieldBinding } from '../Field/use-field-binding';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'maxLength'
  | 'inputMode'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'pattern'
  | 'min'
  | 'max'
  | 'step'
>;

export interface TextFieldProps extends BindableFieldProps<string>, NativeInputProps {
  /** The visible label; it names the input. */
  label: ReactNode;
  /** Help text under the control, read as its description. */
  hint?: ReactNode;
  /**
   * The input's type; `email`, `tel` and `url` bring the phone keyboards for them; `number` a spin button
   * bounded by `min` and `max` (the value stays text; the caller's schema checks it).
   */
  type?: TextFieldType;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /**
   * Text direction of the input. `auto` (the default) follows what is typed, so an Arabic name in an
   * English page and a Latin one in an Arabic page both read right; emails and numbers use `ltr`.
   */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** A text area for longer answers (a reason to cancel); `rows` sets its starting height. */
  multiline?: boolean;
  /** Starting height of the text area, in lines (with `multiline`). */
  rows?: number;
  /** How the value reads in a read-only form (defaults to the value itself). */
  formatReadOnly?: (value: string) => ReactNode;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The input, or the text area when `multiline`. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled text input (one line, or a text area with `multiline`); binds to the Form around it by `name`, or works standalone. */
export function TextField({
  label,
  hint,
  type = 'text',
  optional,
  dir = 'auto',
  formatReadOnly,
  multiline = false,
  rows = 3,
  id,
  className,
  ref,
  autoComplete,
  maxLength,
  inputMode,
  placeholder,
  spellCheck,
  autoCapitalize,
  pattern,
  min,
  max,
  step,
  ...bindable
}: TextFieldProps) {
  const field = useFieldBinding<string>(bindable, '');
  const value = String(field.value ?? '');
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={field.errors}
      warnings={field.warnings}
      optional={optional}
      readOnly={field.readOnly}
      readOnlyValue={
        value === '' ? null : (
          <bdi dir={dir === 'auto' ? undefined : dir}>{formatReadOnly ? formatReadOnly(value) : value}</bdi>
        )
      }
      className={className}
    >
      {(control) => {
        const shared = {
          ...control,
          name: bindable.name,
          value,
          onBlur: field.blur,
          required: field.required,
          readOnly: field.locked,
          disabled: field.disabled,
          dir,
          autoComplete,
          maxLength,
          placeholder,
          spellCheck,
          autoCapitalize,
        };
        return multiline ? (
          <textarea
            {...shared}
            ref={ref as Ref<HTMLTextAreaElement>}
            className={[fieldStyles.input, fieldStyles.textarea].join(' ')}
            rows={rows}
            onChange={(event) => field.setValue(event.currentTarget.value)}
          />
        ) : (
          <input
            {...shared}
            ref={ref as Ref<HTMLInputElement>}
            className={fieldStyles.input}
            type={type}
            inputMode={inputMode}
            pattern={pattern}
            min={min}
            max={max}
            step={step}
            onChange={(event) => field.setValue(event.currentTarget.value)}
          />
        );
      }}
    </Field>
  );
}
TextField.displayName = 'TextField';
