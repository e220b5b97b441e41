import * as RadixSelect from '@radix-ui/react-select';
import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../../internal/icons';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { Field } from '../Field/Field';
import * as styles from './Select.css';

/** One choice in a Select. `textValue` is what typeahead matches when `label` is not plain text. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  textValue?: string;
  disabled?: boolean;
  /** Language of the label, when it differs from the page's (a language named in its own language). */
  lang?: string;
}

export interface SelectProps {
  /** The visible label; always given, so the combobox has an accessible name. */
  label: ReactNode;
  /** Hides the label on screen but keeps it for assistive technology (a compact header control). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, when the caller controls it. */
  value?: string;
  /** The value chosen at first, when the select controls itself. */
  defaultValue?: string;
  /** Called with the value chosen. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** An error message: marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Takes no input; the value stays readable. */
  disabled?: boolean;
  /** A choice is required (announced as such, checked in native forms). */
  required?: boolean;
  /** Name of the value in a submitted form (Radix renders a hidden native select inside forms). */
  name?: string;
  /** Id of the native form the value belongs to, when the select is outside it. */
  form?: string;
  /** Autofill token for the hidden native select (`country`, `address-level1`). */
  autoComplete?: string;
  /** Id of the trigger; generated when absent. */
  id?: string;
  /** Called when focus leaves the trigger. */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The list open or closed, when the caller controls it. */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Defaults to the document's direction, so Arabic lists align to the right. */
  dir?: Direction;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The trigger button, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A labelled single choice from a list, with keyboard and typeahead from Radix Select. The label, hint and
 * error come from `Field`, wired to the trigger the same way as a text field's.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  optional,
  disabled,
  required,
  name,
  form,
  autoComplete,
  id,
  onBlur,
  open,
  onOpenChange,
  dir,
  className,
  ref,
}: SelectProps) {
  const direction = useDocumentDirection(dir);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      errors={hasError ? [error] : []}
      optional={optional}
      className={className}
    >
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
          form={form}
          autoComplete={autoComplete}
          open={open}
          onOpenChange={onOpenChange}
          dir={direction}
        >
          <RadixSelect.Trigger
            {...control}
            ref={ref}
            className={styles.trigger}
            aria-required={required || undefined}
            onBlur={onBlur}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDownIcon />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4} dir={direction}>
              <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                <ChevronUpIcon />
              </RadixSelect.ScrollUpButton>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    textValue={option.textValue}
                    className={styles.item}
                  >
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <CheckIcon />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>
                      {option.lang ? <span lang={option.lang}>{option.label}</span> : option.label}
                    </RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
              <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                <ChevronDownIcon />
              </RadixSelect.ScrollDownButton>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
