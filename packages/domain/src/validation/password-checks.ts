// The new-password rules (spec section 5) one by one, for a checklist that ticks as the user types. The
// same predicates and limits as `newPasswordFieldSchema`: every check met exactly when the schema accepts.
import { limits } from '../constants';
import { withValues, type MessageDescriptor } from '../messages';
import { passwordCharacters, passwordClassCount, passwordContainsName, type PasswordNames } from './fields';
import { passwordRuleLabels, validationMessages } from './messages';

/** The rules of a new password, in the order a checklist lists them. */
export const newPasswordRules = ['length', 'characters', 'classes', 'names'] as const;
export type NewPasswordRule = (typeof newPasswordRules)[number];

/** One rule of a new password: whether the password meets it, and its text. */
export interface NewPasswordCheck {
  id: NewPasswordRule;
  met: boolean;
  label: MessageDescriptor;
}

/**
 * Which of the new-password rules a password meets: 8 to 255 characters, only allowed characters, three
 * of the four classes, not containing the first or last name. The name rule is listed only when a name
 * is given. An empty password meets none (nothing is ticked before anything is typed).
 */
export function newPasswordChecks(password: string, names: PasswordNames = {}): NewPasswordCheck[] {
  const typed = password !== '';
  const checks: NewPasswordCheck[] = [
    {
      id: 'length',
      met: password.length >= limits.passwordMin && password.length <= limits.passwordMax,
      label: withValues(passwordRuleLabels.length, { min: limits.passwordMin, max: limits.passwordMax }),
    },
    {
      id: 'characters',
      met: typed && passwordCharacters.test(password),
      label: passwordRuleLabels.characters,
    },
    { id: 'classes', met: passwordClassCount(password) >= 3, label: passwordRuleLabels.classes },
  ];
  const hasNames = [names.firstName, names.lastName].some((name) => (name ?? '').trim() !== '');
  if (hasNames) {
    checks.push({
      id: 'names',
      met: typed && !passwordContainsName(password, names),
      label: validationMessages.passwordContainsName,
    });
  }
  return checks;
}
