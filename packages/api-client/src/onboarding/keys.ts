// Onboarding's query keys (issue 12): the user's actions and form responses. Apart from
// http/query-keys.ts, so the first paint does not carry them.
export const onboardingKeys = {
  userActions: () => ['hub', 'user', 'actions'] as const,
  hasDone: (action: string) => ['hub', 'user', 'actions', 'has-done', action] as const,
  formResponses: (form: string) => ['hub', 'user', 'form-responses', form] as const,
};
