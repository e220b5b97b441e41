// Onboarding's demo data: the same people and steps as the server's demo world (src/seed/demo-account.ts).
import { onboardingSteps } from '@hub/domain';
import type { IncompleteProfile } from '../stats/schemas';
import type { UserAction } from './schemas';

/**
 * The actions (steps passed) each demo account's user starts with, by user id; none when not listed. The
 * established families (the parent, sunset, blocked) are onboarded as on the server (src/seed/demo.ts);
 * welcome@, the customer still in checkout, staff and the coach have done none.
 */
export const doneActionsByUser: Readonly<Record<number, readonly string[]>> = {
  1: onboardingSteps,
  2: onboardingSteps,
  6: onboardingSteps,
  7: onboardingSteps,
  8: onboardingSteps,
  10: onboardingSteps,
};

/** The children whose profile is incomplete, by account (the parent's Leo; welcome@'s two). */
export const incompleteProfilesByAccount: Readonly<Record<number, IncompleteProfile[]>> = {
  101: [{ id: 22, player_name: 'Leo' }],
  109: [
    { id: 91, player_name: 'Mila' },
    { id: 92, player_name: 'Theo' },
  ],
};

/** The moment the fixtures were made: recorded actions and responses carry it. */
export const onboardingFixtureTime = '2026-11-25T15:00:00.000Z';

/** A user's actions as the server lists them. */
export function userActionsFixture(actions: readonly string[]): UserAction[] {
  return actions.map((action, index) => ({ id: index + 1, action, created_at: onboardingFixtureTime }));
}

/** The server's English answers of onboarding's refusals. */
export const onboardingErrorBodies = {
  profilesIncomplete: { detail: 'Complete every child’s profile first.' },
  birthYearRange: { birth_year: ['Enter a year between 2008 and 2023.'] },
} as const;
