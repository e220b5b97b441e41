import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

type NativeButtonProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'type'
  | 'onClick'
  | 'disabled'
  | 'form'
  | 'name'
  | 'value'
  | 'id'
  | 'aria-label'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
>;

export interface ButtonProps extends NativeButtonProps {
  children: ReactNode;
  /** How much it stands out: `primary` for the main action, `secondary` beside it, `ghost` for low-key actions, `destructive` for removing or cancelling for good. */
  variant?: ButtonVariant;
  /** `sm` for compact rows (still at least 36px high), `md` otherwise. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks while an action runs. */
  pending?: boolean;
  /** Fills the width of its container (phones, stacked actions). */
  fullWidth?: boolean;
  /** The button element, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button in one of the design system's variants; `pending` marks an action in progress. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  pending = false,
  fullWidth = false,
  type = 'button',
  disabled,
  onClick,
  ref,
  ...native
}: ButtonProps) {
  const className = [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...native}
      ref={ref}
      type={type}
      className={className}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={pending ? (event) => event.preventDefault() : onClick}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
Button.displayName = 'Button';
