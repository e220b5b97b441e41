import { fieldLabels, limits } from '@hub/domain';
import type { ReactNode, Ref } from 'react';
import type { BindableFieldProps } from '../Field/use-field-binding';
import { useRenderMessage } from '../Form/message';
import { TextField } from '../TextField/TextField';

/** Autocomplete tokens an email input takes: `email`, or `username` where the email signs in. */
export const emailAutoCompletes = ['email', 'username', 'off'] as const;
export type EmailAutoComplete = (typeof emailAutoCompletes)[number];

export interface EmailFieldProps extends BindableFieldProps<string> {
  /** Defaults to the domain's "Email" label. */
  label?: ReactNode;
  /** Help text under the control, read as its description. */
  hint?: ReactNode;
  /** `email` by default; `username` on a sign-in form, so password managers pair it with the password. */
  autoComplete?: EmailAutoComplete;
  /** Defaults to the domain's email limit (254); the login form passes `limits.loginEmail`. */
  maxLength?: number;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
  /** The input element, to move focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An email input: `type="email"` with the email keyboard, no autocorrect or capitals, left-to-right in
 * every language (an address reads the same in Arabic), and the domain's length limit.
 */
export function EmailField({
  label,
  autoComplete = 'email',
  maxLength = limits.email,
  ...props
}: EmailFieldProps) {
  const renderMessage = useRenderMessage();
  return (
    <TextField
      {...props}
      label={label ?? renderMessage(fieldLabels.email)}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      maxLength={maxLength}
      spellCheck={false}
      autoCapitalize="none"
      dir="ltr"
    />
  );
}
EmailField.displayName = 'EmailField';
