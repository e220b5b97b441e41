import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { ErrorIcon, WarningIcon } from '../../internal/icons';
import { visuallyHidden } from '../../internal/visually-hidden.css';
import * as styles from './Field.css';

/** What the control inside a Field spreads on itself: its id and its accessible description and state. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** Id of the control; generated when absent. */
  id?: string;
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Hides the label on screen but keeps it for assistive technology (a compact header control). */
  hideLabel?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error messages (rendered): the control is `aria-invalid` and described by them. */
  errors?: readonly ReactNode[];
  /** Warnings (rendered): shown and described, never making the control invalid. */
  warnings?: readonly ReactNode[];
  /** Shows "(optional)" after the label, for the few fields a form does not require. */
  optional?: boolean;
  /** Shows the value as text instead of the control (a read-only form). */
  readOnly?: boolean;
  /** The value as read-only text; empty shows "Not provided". */
  readOnlyValue?: ReactNode;
  /** Ids of more elements that describe the control (a phone number's calling code). */
  describedBy?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** Renders the control with the props that connect it to the label, hint and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || node === false || node === '';
}

/** The messages under a control or a group: errors first, then warnings. Shared by the field components. */
export function FieldMessages({
  errorId,
  warningId,
  errors,
  warnings,
}: {
  errorId: string;
  warningId: string;
  errors: readonly ReactNode[];
  warnings: readonly ReactNode[];
}) {
  return (
    <>
      {errors.length > 0 ? (
        <div id={errorId} className={styles.messages}>
          {errors.map((message, index) => (
            <p key={index} className={styles.error}>
              <ErrorIcon className={styles.messageIcon} size="1.1em" />
              <span>{message}</span>
            </p>
          ))}
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div id={warningId} className={styles.messages}>
          {warnings.map((message, index) => (
            <p key={index} className={styles.warning}>
              <WarningIcon className={styles.messageIcon} size="1.1em" />
              <span>{message}</span>
            </p>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** A value as read-only text, or "Not provided" when it is empty; `div` for block content (a list). */
export function ReadOnlyValue({ children, as: Element = 'p' }: { children?: ReactNode; as?: 'p' | 'div' }) {
  const { t } = useLingui();
  return (
    <Element className={styles.readOnlyValue}>
      {isEmpty(children) ? <span className={styles.notProvided}>{t`Not provided`}</span> : children}
    </Element>
  );
}

/**
 * A labelled control with its hint, errors and warnings wired through `aria-describedby`; in a read-only
 * form, the label and the value as text (readable at full contrast, not a disabled input).
 */
export function Field({
  id,
  label,
  hideLabel = false,
  hint,
  errors = [],
  warnings = [],
  optional = false,
  readOnly = false,
  readOnlyValue,
  describedBy,
  className,
  children,
}: FieldProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const warningId = `${controlId}-warning`;
  const classes = [styles.field, className].filter(Boolean).join(' ');
  const labelClass = hideLabel ? visuallyHidden : styles.label;

  if (readOnly) {
    return (
      <div className={classes}>
        <span className={labelClass}>{label}</span>
        <ReadOnlyValue>{readOnlyValue}</ReadOnlyValue>
        <FieldMessages errorId={errorId} warningId={warningId} errors={[]} warnings={warnings} />
      </div>
    );
  }

  const invalid = errors.length > 0;
  const description =
    [describedBy, hint ? hintId : '', warnings.length > 0 ? warningId : '', invalid ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={classes}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className={styles.optional}>{t`(optional)`}</span>
          </>
        ) : null}
      </label>
      {children({ id: controlId, 'aria-describedby': description, 'aria-invalid': invalid || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessages errorId={errorId} warningId={warningId} errors={errors} warnings={warnings} />
    </div>
  );
}
Field.displayName = 'Field';
