import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onboardingReducer, type OnboardingAction, type OnboardingState } from './onboarding';

const start: OnboardingState = {
  passedSteps: ['welcome'],
  stepsToPass: ['profile', 'routine', 'tutorial'],
  incompleteProfiles: {
    count: 2,
    results: [
      { id: 7, player_name: 'Maya' },
      { id: 8, player_name: 'Leo' },
    ],
  },
};

describe('profile onboarding (spec section 4)', () => {
  it.each<{ rule: string; action: OnboardingAction; expected: Partial<OnboardingState> }>([
    {
      rule: 'a completed step leaves stepsToPass and joins passedSteps',
      action: { type: 'stepCompleted', step: 'routine' },
      expected: { passedSteps: ['welcome', 'routine'], stepsToPass: ['profile', 'tutorial'] },
    },
    {
      rule: 'a step completed again is listed once',
      action: { type: 'stepCompleted', step: 'welcome' },
      expected: { passedSteps: ['welcome'], stepsToPass: ['profile', 'routine', 'tutorial'] },
    },
    {
      rule: 'completing a player profile removes it and decrements the count',
      action: { type: 'profileCompleted', playerId: 7 },
      expected: { incompleteProfiles: { count: 1, results: [{ id: 8, player_name: 'Leo' }] } },
    },
    {
      rule: 'completing a profile that is not listed changes nothing',
      action: { type: 'profileCompleted', playerId: 99 },
      expected: { incompleteProfiles: start.incompleteProfiles },
    },
  ])('$rule', ({ action, expected }) => {
    expect(onboardingReducer(start, action)).toMatchObject(expected);
  });

  it('never lets the count go below zero', () => {
    const state: OnboardingState = {
      ...start,
      incompleteProfiles: { count: 0, results: [{ id: 7, player_name: 'Maya' }] },
    };
    expect(onboardingReducer(state, { type: 'profileCompleted', playerId: 7 }).incompleteProfiles).toEqual({
      count: 0,
      results: [],
    });
  });

  it('keeps every step in exactly one of the two lists, and the count equal to the profiles listed', () => {
    const steps = ['a', 'b', 'c', 'd', 'e'];
    const action = fc.oneof(
      fc.constantFrom(...steps).map((step): OnboardingAction => ({ type: 'stepCompleted', step })),
      fc
        .integer({ min: 1, max: 6 })
        .map((playerId): OnboardingAction => ({ type: 'profileCompleted', playerId })),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const initial: OnboardingState = {
          passedSteps: [],
          stepsToPass: steps,
          incompleteProfiles: {
            count: 4,
            results: [1, 2, 3, 4].map((id) => ({ id, player_name: `Player ${id}` })),
          },
        };
        const state = actions.reduce(onboardingReducer, initial);
        expect([...state.passedSteps, ...state.stepsToPass].sort()).toEqual(steps);
        expect(state.incompleteProfiles.count).toBe(state.incompleteProfiles.results.length);
      }),
    );
  });
});
