import { limits, passwordClassCount, passwordContainsName, type PasswordNames } from '@hub/domain';

/** The new-password rules shown as a checklist, in the order they are listed. */
export const passwordChecklistRules = ['length', 'classes', 'names'] as const;
export type PasswordChecklistRule = (typeof passwordChecklistRules)[number];

/** One line of the checklist: which rule, and whether the password meets it yet. */
export interface PasswordChecklistItem {
  rule: PasswordChecklistRule;
  met: boolean;
}

/**
 * Which of the new-password rules a password meets, judged by the domain's own predicates and limits
 * (spec section 5). The name rule is listed only when there are names to check against. Characters
 * outside the allowed set are not a line of the list: the field's error names them once it is left.
 */
export function passwordChecklist(password: string, names: PasswordNames = {}): PasswordChecklistItem[] {
  const hasNames = [names.firstName, names.lastName].some((name) => (name ?? '').trim() !== '');
  const items: PasswordChecklistItem[] = [
    {
      rule: 'length',
      met: password.length >= limits.passwordMin && password.length <= limits.passwordMax,
    },
    { rule: 'classes', met: passwordClassCount(password) >= 3 },
  ];
  if (hasNames) {
    items.push({ rule: 'names', met: password !== '' && !passwordContainsName(password, names) });
  }
  return items;
}
