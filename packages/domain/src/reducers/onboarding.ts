// Profile onboarding in app state (spec sections 3 and 4): a completed step leaves stepsToPass and joins
// passedSteps; a completed player profile leaves incompleteProfiles and its count goes down, never below 0.
// Choices: a step completed twice is listed once; completing a profile that is not listed changes nothing.

/** A player whose profile is incomplete, as `GET /api/v2/accounts/{id}/incomplete_profiles/` lists it. */
export interface IncompleteProfileEntry {
  id: number;
  player_name: string;
}

/** The onboarding state. */
export interface OnboardingState {
  passedSteps: string[];
  stepsToPass: string[];
  incompleteProfiles: { count: number; results: IncompleteProfileEntry[] };
}

/** What can happen during onboarding. */
export type OnboardingAction =
  { type: 'stepCompleted'; step: string } | { type: 'profileCompleted'; playerId: number };

/** The onboarding state after an action. */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'stepCompleted':
      return {
        ...state,
        stepsToPass: state.stepsToPass.filter((step) => step !== action.step),
        passedSteps: state.passedSteps.includes(action.step)
          ? state.passedSteps
          : [...state.passedSteps, action.step],
      };
    case 'profileCompleted': {
      const { count, results } = state.incompleteProfiles;
      if (!results.some((profile) => profile.id === action.playerId)) return state;
      return {
        ...state,
        incompleteProfiles: {
          count: Math.max(0, count - 1),
          results: results.filter((profile) => profile.id !== action.playerId),
        },
      };
    }
  }
}
