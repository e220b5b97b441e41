import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  birthYearRange,
  familySurveySchema,
  formNameSchema,
  onboardingMessages,
  profileCompletionSchema,
  stepRefusal,
  userActionSchema,
} from './onboarding';
import {
  isOnboardingFamily,
  isOnboardingStep,
  nextOnboardingStep,
  onboardingAhead,
  onboardingProgress,
  onboardingSteps,
  uactionDestination,
  welcomeCheckPasses,
  type OnboardingStep,
  type OnboardingUser,
} from './onboarding-steps';
import type { SunsetState } from './access';
import { toEnglish, validate, type AnySchema } from './validation/issues';

function errorsOf(schema: AnySchema, input: unknown) {
  return toEnglish(validate(schema, input).errors);
}

describe('onboarding steps (spec sections 3 and 4)', () => {
  it.each<{ rule: string; done: string[]; passed: OnboardingStep[]; toPass: OnboardingStep[] }>([
    {
      rule: 'a user who did nothing has every step to pass, in order',
      done: [],
      passed: [],
      toPass: ['kit_setup', 'player_profiles', 'family_survey'],
    },
    {
      rule: 'a step whose action was done is passed and not to pass',
      done: ['player_profiles'],
      passed: ['player_profiles'],
      toPass: ['kit_setup', 'family_survey'],
    },
    {
      rule: 'steps keep their order whatever order they were done in',
      done: ['family_survey', 'kit_setup'],
      passed: ['kit_setup', 'family_survey'],
      toPass: ['player_profiles'],
    },
    {
      rule: 'actions of no step are ignored, and repeats count once',
      done: ['watched_tutorial', 'kit_setup', 'kit_setup'],
      passed: ['kit_setup'],
      toPass: ['player_profiles', 'family_survey'],
    },
    {
      rule: 'every step done leaves nothing to pass',
      done: [...onboardingSteps],
      passed: [...onboardingSteps],
      toPass: [],
    },
  ])('$rule', ({ done, passed, toPass }) => {
    expect(onboardingProgress(done)).toEqual({ passedSteps: passed, stepsToPass: toPass });
  });

  it.each([
    { stepsToPass: ['family_survey', 'kit_setup'] as OnboardingStep[], next: 'kit_setup' },
    { stepsToPass: ['family_survey'] as OnboardingStep[], next: 'family_survey' },
    { stepsToPass: [] as OnboardingStep[], next: null },
  ])('the next step of $stepsToPass is $next', ({ stepsToPass, next }) => {
    expect(nextOnboardingStep({ stepsToPass })).toBe(next);
  });

  it.each([
    { value: 'kit_setup', is: true },
    { value: 'family_survey', is: true },
    { value: 'welcome', is: false },
    { value: 42, is: false },
  ])('$value names a step: $is', ({ value, is }) => {
    expect(isOnboardingStep(value)).toBe(is);
  });
});

describe('the welcome page’s user check (spec section 2)', () => {
  it.each([
    { rule: 'passes for a customer with no step left', checkout: true, toPass: [], passes: true },
    { rule: 'fails while a step is left', checkout: true, toPass: ['kit_setup'], passes: false },
    {
      rule: 'fails for a customer who has not finished checkout',
      checkout: false,
      toPass: [],
      passes: false,
    },
  ])('$rule', ({ checkout, toPass, passes }) => {
    expect(
      welcomeCheckPasses({ checkout_completed: checkout }, { stepsToPass: toPass as OnboardingStep[] }),
    ).toBe(passes);
  });
});

const family: OnboardingUser = { checkout_completed: true, is_staff: false, is_coach: false };
const allSteps: OnboardingStep[] = [...onboardingSteps];

describe('onboarding ahead of a user (docs/decisions.md "Issue 28")', () => {
  it.each<{ rule: string; user: OnboardingUser; toPass: OnboardingStep[]; ahead: boolean }>([
    { rule: 'a family with every step left has it ahead', user: family, toPass: allSteps, ahead: true },
    {
      rule: 'a family with one step left has it ahead',
      user: family,
      toPass: ['family_survey'],
      ahead: true,
    },
    { rule: 'a family with no step left has none ahead', user: family, toPass: [], ahead: false },
    {
      rule: 'the special user kind is a family here',
      user: { ...family, user_kind: 'educator' },
      toPass: allSteps,
      ahead: true,
    },
    {
      rule: 'a customer who has not finished checkout has checkout ahead first',
      user: { ...family, checkout_completed: false },
      toPass: allSteps,
      ahead: false,
    },
    {
      rule: 'staff have none (their hub is work)',
      user: { ...family, is_staff: true },
      toPass: allSteps,
      ahead: false,
    },
    { rule: 'a coach has none', user: { ...family, is_coach: true }, toPass: allSteps, ahead: false },
  ])('$rule', ({ user, toPass, ahead }) => {
    expect(onboardingAhead(user, { stepsToPass: toPass })).toBe(ahead);
  });

  it.each<{ who: string; user: OnboardingUser; is: boolean }>([
    { who: 'a family', user: family, is: true },
    { who: 'the special user kind', user: { ...family, user_kind: 'educator' }, is: true },
    { who: 'a customer still in checkout', user: { ...family, checkout_completed: false }, is: false },
    { who: 'staff', user: { ...family, is_staff: true }, is: false },
    { who: 'a coach', user: { ...family, is_coach: true }, is: false },
  ])('onboarding is for $who: $is', ({ user, is }) => {
    expect(isOnboardingFamily(user)).toBe(is);
  });
});

describe('the dashboard’s uaction (spec section 2, docs/decisions.md "Issue 28")', () => {
  it.each<{
    rule: string;
    uaction: string | null;
    user?: OnboardingUser;
    sunset?: SunsetState;
    toPass?: OnboardingStep[];
    leads: string | null;
  }>([
    {
      rule: 'welcome (after sign-in) leads to the welcome page while a step is left',
      uaction: 'welcome',
      leads: 'welcome',
    },
    {
      rule: 'a step’s name leads to that step while it is left',
      uaction: 'player_profiles',
      leads: 'player_profiles',
    },
    {
      rule: 'a step already passed stays Home',
      uaction: 'kit_setup',
      toPass: ['player_profiles', 'family_survey'],
      leads: null,
    },
    { rule: 'welcome stays Home once every step is passed', uaction: 'welcome', toPass: [], leads: null },
    { rule: 'an unknown uaction stays Home', uaction: 'watched_tutorial', leads: null },
    { rule: 'no uaction stays Home', uaction: null, leads: null },
    {
      rule: 'a sunset account lands on its account details instead (Home sends it there)',
      uaction: 'welcome',
      sunset: 'sunset',
      leads: null,
    },
    {
      rule: 'staff stay Home after sign-in',
      uaction: 'welcome',
      user: { ...family, is_staff: true },
      leads: null,
    },
    {
      rule: 'a coach stays Home after sign-in',
      uaction: 'welcome',
      user: { ...family, is_coach: true },
      leads: null,
    },
  ])('$rule', ({ uaction, user = family, sunset = 'supported', toPass = allSteps, leads }) => {
    expect(uactionDestination({ uaction, user, sunset, progress: { stepsToPass: toPass } })).toBe(leads);
  });
});

describe('passing a step', () => {
  it.each<{ rule: string; step: OnboardingStep; incomplete: number; refusal: string | null }>([
    {
      rule: 'the profiles step waits for every profile',
      step: 'player_profiles',
      incomplete: 1,
      refusal: 'Complete every child’s profile first.',
    },
    {
      rule: 'the profiles step passes once none is incomplete',
      step: 'player_profiles',
      incomplete: 0,
      refusal: null,
    },
    { rule: 'the other steps do not wait for profiles', step: 'kit_setup', incomplete: 3, refusal: null },
  ])('$rule', ({ step, incomplete, refusal }) => {
    const message = stepRefusal(step, { incompleteProfiles: incomplete });
    expect(message === null ? null : formatMessage(message)).toBe(refusal);
  });
});

describe('user action names', () => {
  it.each([
    { rule: 'accepts a step', input: { action: 'kit_setup' }, errors: {} },
    { rule: 'accepts digits and underscores after a letter', input: { action: 'a1_b2' }, errors: {} },
    { rule: 'requires the action', input: {}, errors: { action: ['This field is required.'] } },
    {
      rule: 'refuses an empty action',
      input: { action: '' },
      errors: { action: ['This field is required.'] },
    },
    { rule: 'refuses null', input: { action: null }, errors: { action: ['This field is required.'] } },
    { rule: 'refuses a number', input: { action: 7 }, errors: { action: ['Not a valid string.'] } },
    {
      rule: 'refuses capitals',
      input: { action: 'Kit_setup' },
      errors: { action: [formatMessage(onboardingMessages.unknownAction)] },
    },
    {
      rule: 'refuses a leading digit',
      input: { action: '1kit' },
      errors: { action: [formatMessage(onboardingMessages.unknownAction)] },
    },
    {
      rule: 'refuses other characters',
      input: { action: 'kit-setup' },
      errors: { action: [formatMessage(onboardingMessages.unknownAction)] },
    },
    {
      rule: 'refuses more than 64 characters',
      input: { action: 'a'.repeat(65) },
      errors: { action: [formatMessage(onboardingMessages.unknownAction)] },
    },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(userActionSchema, input)).toEqual(errors);
  });
});

describe('completing a profile: the birth year', () => {
  const schema = profileCompletionSchema(2026);
  const range = 'Enter a year between 2008 and 2023.';

  it('takes children of 3 to 18 this year', () => {
    expect(birthYearRange(2026)).toEqual({ min: 2008, max: 2023 });
  });

  it.each([
    { rule: 'accepts a year as a number', input: { birth_year: 2017 }, output: { birth_year: 2017 } },
    { rule: 'accepts a year typed as text', input: { birth_year: ' 2008 ' }, output: { birth_year: 2008 } },
    { rule: 'accepts the youngest age', input: { birth_year: 2023 }, output: { birth_year: 2023 } },
  ])('$rule', ({ input, output }) => {
    expect(validate(schema, input)).toMatchObject({ success: true, output });
  });

  it.each([
    { rule: 'requires it', input: {}, errors: { birth_year: ['Birth year is required'] } },
    {
      rule: 'refuses an empty field',
      input: { birth_year: '' },
      errors: { birth_year: ['Birth year is required'] },
    },
    { rule: 'refuses null', input: { birth_year: null }, errors: { birth_year: ['Birth year is required'] } },
    { rule: 'refuses a year too recent', input: { birth_year: 2024 }, errors: { birth_year: [range] } },
    { rule: 'refuses a year too long ago', input: { birth_year: '2007' }, errors: { birth_year: [range] } },
    { rule: 'refuses a fraction', input: { birth_year: 2017.5 }, errors: { birth_year: [range] } },
    { rule: 'refuses letters', input: { birth_year: '20x7' }, errors: { birth_year: [range] } },
    { rule: 'refuses a long text', input: { birth_year: '2017 and more' }, errors: { birth_year: [range] } },
    { rule: 'refuses a boolean', input: { birth_year: true }, errors: { birth_year: [range] } },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });
});

describe('the family survey', () => {
  it('keeps the answers, the notes trimmed and empty when not given', () => {
    expect(
      validate(familySurveySchema, { goal: 'focus', play_time: 'evening', notes: '  Loves drums ' }),
    ).toMatchObject({ success: true, output: { goal: 'focus', play_time: 'evening', notes: 'Loves drums' } });
    expect(validate(familySurveySchema, { goal: 'sleep', play_time: 'weekends' })).toMatchObject({
      success: true,
      output: { notes: '' },
    });
    expect(validate(familySurveySchema, { goal: 'sleep', play_time: 'weekends', notes: null })).toMatchObject(
      {
        success: true,
        output: { notes: '' },
      },
    );
  });

  it.each([
    {
      rule: 'requires a goal and a play time',
      input: {},
      errors: {
        goal: ['This field is required.'],
        play_time: ['This field is required.'],
      },
    },
    {
      rule: 'refuses a goal not in the list, repeating what was sent',
      input: { goal: 'chess', play_time: 'morning' },
      errors: { goal: ['"chess" is not a valid choice.'] },
    },
    {
      rule: 'refuses notes longer than 500 characters',
      input: { goal: 'focus', play_time: 'morning', notes: 'x'.repeat(501) },
      errors: { notes: ['Notes must be less than 500 characters'] },
    },
    {
      rule: 'refuses notes that are not text',
      input: { goal: 'focus', play_time: 'morning', notes: 5 },
      errors: { notes: ['Not a valid string.'] },
    },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(familySurveySchema, input)).toEqual(errors);
  });

  it('names the form it answers', () => {
    expect(validate(formNameSchema, { form: 'family_survey' }).success).toBe(true);
    expect(errorsOf(formNameSchema, { form: 'tax_return' })).toEqual({
      form: ['"tax_return" is not a valid choice.'],
    });
  });
});
