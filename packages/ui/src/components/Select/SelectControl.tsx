// The Radix part of Select, in its own chunk: Radix Select with its positioning (floating-ui) and scroll
// lock weighs about 30 KiB gzip, which a page should not pay before its first paint (issue 15). Select
// renders a look-alike trigger until this module has loaded (Select.tsx).
import * as RadixSelect from '@radix-ui/react-select';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../../internal/icons';
import type { SelectControlProps } from './select-types';
import * as styles from './Select.css';

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export default function SelectControl({
  control,
  direction,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  name,
  form,
  autoComplete,
  open,
  onOpenChange,
  onBlur,
  triggerRef,
  openAtMount,
  focusAtMount,
}: SelectControlProps) {
  const ownRef = useRef<HTMLButtonElement | null>(null);
  // In the commit that swaps the look-alike out: a key pressed in between must not land on the page.
  useLayoutEffect(() => {
    if (focusAtMount) ownRef.current?.focus();
    // Only at mount: later renders leave focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
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
      defaultOpen={openAtMount && !disabled}
      onOpenChange={onOpenChange}
      dir={direction}
    >
      <RadixSelect.Trigger
        {...control}
        ref={(element) => {
          ownRef.current = element;
          setRef(triggerRef, element);
        }}
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
  );
}
