import { useEffect, useRef, useState, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { ChevronDownIcon } from '../../internal/icons';
import { type Direction, useDocumentDirection } from '../../internal/use-direction';
import { Field, type FieldControlProps } from '../Field/Field';
import type { SelectControlProps, SelectOption, SelectProps } from './select-types';
import * as styles from './Select.css';

export type { SelectOption, SelectProps } from './select-types';

type SelectControlComponent = (props: SelectControlProps) => ReactNode;

// Radix Select (with floating-ui and its scroll lock, about 30 KiB gzip) is its own chunk, loaded when the
// visitor shows intent: a pointer over the select or focus on it starts the download, a press or an opening
// key opens the list as soon as it is there. Until then a look-alike trigger stands in (same markup, classes
// and name), so a page with a select paints, and goes idle, without it (the signed-in home's 160 KiB, issue
// 30). Once loaded, every later select renders Radix's at once. docs/decisions.md "Radix Select after first
// paint".
let loadedControl: SelectControlComponent | null = null;
let loading: Promise<SelectControlComponent> | null = null;

/** Loads the Radix part (once; again after a failed attempt, say a dropped connection). */
export function loadSelectControl(): Promise<SelectControlComponent> {
  loading ??= import('./SelectControl').then(
    (module) => (loadedControl = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Stories: back to a page that has not loaded Radix Select yet. */
export function forgetSelectControl(): void {
  loadedControl = null;
  loading = null;
}

const openingKeys = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

interface LookAlikeProps {
  control: FieldControlProps;
  direction: Direction;
  options: readonly SelectOption[];
  value: string | undefined;
  placeholder: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  form?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  onFocusChange: (focused: boolean) => void;
  onOpenWanted: () => void;
  /** A pointer came over the trigger: the list may be wanted soon. */
  onIntent: () => void;
}

/** The trigger as Radix renders it when closed, before Radix has loaded: asking for the list loads it. */
function LookAlikeTrigger({
  control,
  direction,
  options,
  value,
  placeholder,
  disabled,
  required,
  name,
  form,
  triggerRef,
  onBlur,
  onFocusChange,
  onOpenWanted,
  onIntent,
}: LookAlikeProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        {...control}
        ref={triggerRef}
        dir={direction}
        className={styles.trigger}
        disabled={disabled}
        aria-required={required || undefined}
        data-state="closed"
        data-stand-in=""
        data-placeholder={chosen ? undefined : ''}
        onPointerEnter={onIntent}
        onPointerDown={(event) => {
          // As Radix does: a mouse press opens the list and keeps focus where the list will put it.
          if (event.button !== 0 || event.pointerType !== 'mouse') return;
          event.preventDefault();
          onOpenWanted();
        }}
        onClick={onOpenWanted}
        onKeyDown={(event) => {
          if (!openingKeys.has(event.key)) return;
          event.preventDefault();
          onOpenWanted();
        }}
        onFocus={() => onFocusChange(true)}
        onBlur={(event) => {
          onFocusChange(false);
          onBlur?.(event);
        }}
      >
        <span className={styles.value} style={{ pointerEvents: 'none' }}>
          {chosen ? chosen.lang ? <span lang={chosen.lang}>{chosen.label}</span> : chosen.label : placeholder}
        </span>
        <span aria-hidden="true" className={styles.icon}>
          <ChevronDownIcon />
        </span>
      </button>
      {name ? <input type="hidden" name={name} form={form} value={value ?? ''} /> : null}
    </>
  );
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
  const [Control, setControl] = useState<SelectControlComponent | null>(() => loadedControl);
  const [openWanted, setOpenWanted] = useState(false);
  const focused = useRef(false);

  const swapIn = () =>
    loadSelectControl().then(
      (loaded) => setControl(() => loaded),
      // The look-alike stays; reaching for it tries again.
      () => {},
    );

  useEffect(() => {
    if (Control || !open) return;
    // A caller that opens the list itself needs Radix now.
    let active = true;
    loadSelectControl().then(
      (loaded) => active && setControl(() => loaded),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [Control, open]);

  const wantOpen = () => {
    if (disabled) return;
    setOpenWanted(true);
    void swapIn();
  };

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
      {(control) =>
        Control ? (
          <Control
            control={control}
            direction={direction}
            options={options}
            value={value}
            defaultValue={defaultValue}
            onValueChange={onValueChange}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            name={name}
            form={form}
            autoComplete={autoComplete}
            open={open}
            onOpenChange={onOpenChange}
            onBlur={onBlur}
            triggerRef={ref}
            openAtMount={openWanted}
            focusAtMount={focused.current}
          />
        ) : (
          <LookAlikeTrigger
            control={control}
            direction={direction}
            options={options}
            value={value ?? defaultValue}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            name={name}
            form={form}
            triggerRef={ref}
            onBlur={onBlur}
            onFocusChange={(now) => {
              focused.current = now;
              // Focused, Radix takes over (focus moves to its trigger), so typing a letter picks as it does.
              if (now) void swapIn();
            }}
            onOpenWanted={wantOpen}
            // Hovered, the chunk downloads; the look-alike stays until a press, so the press lands on it.
            onIntent={() => void loadSelectControl().catch(() => {})}
          />
        )
      }
    </Field>
  );
}
Select.displayName = 'Select';
