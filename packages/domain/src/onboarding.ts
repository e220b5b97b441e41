// Onboarding (spec sections 2, 3 and 4: `root.user.onboarding`, `passedSteps` and `stepsToPass`): the
// forms of the steps a new family goes through at /dashboard/welcome (the profiles' birth year, the family
// survey) and the texts the server and the hub share. The steps themselves, what counts as having passed
// one and who onboarding is for are onboarding-steps.ts, apart so the first paint (sign-in's landing,
// Home's card) loads them without these schemas. The state changes (a completed step leaves stepsToPass,
// a completed profile leaves the incomplete ones) are reducers/onboarding.ts.
//
// Choices where the spec is silent (docs/decisions.md "Onboarding and account"):
// - The profiles step can be passed only once no active player's profile is incomplete.
// - A profile is completed with the child's birth year, for children of 3 to 18 this calendar year.
import * as v from 'valibot';
import { withValues, type MessageDescriptor } from './messages';
import { fields } from './validation/object-schema';
import { choiceField } from './validation/choice';
import { encodeMessage as m } from './validation/issues';
import { requiredMessage, tooLongMessage, validationMessages } from './validation/messages';
import type { OnboardingStep } from './onboarding-steps';

/** The texts of onboarding the server and the hub share. */
export const onboardingMessages = {
  profilesIncomplete: /*i18n*/ {
    id: 'onboarding.profilesIncomplete',
    message: 'Complete every child’s profile first.',
  },
  unknownAction: /*i18n*/ {
    id: 'onboarding.unknownAction',
    message: 'Use lowercase letters, digits and underscores, at most 64 characters.',
  },
  birthYearRange: /*i18n*/ {
    id: 'onboarding.birthYearRange',
    message: 'Enter a year between {min} and {max}.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Why a step cannot be passed yet, or null when it can: the profiles step waits for every profile.
 */
export function stepRefusal(
  step: OnboardingStep,
  context: { incompleteProfiles: number },
): MessageDescriptor | null {
  if (step === 'player_profiles' && context.incompleteProfiles > 0)
    return onboardingMessages.profilesIncomplete;
  return null;
}

// --- user actions ------------------------------------------------------------------------------------

/** The longest name of a user action. */
export const userActionMaxLength = 64;

// Checked by length first, then character by character (no pattern runs on unbounded input).
function isActionName(value: string): boolean {
  if (value.length === 0 || value.length > userActionMaxLength) return false;
  for (const character of value) {
    const lower = character >= 'a' && character <= 'z';
    if (!lower && !(character >= '0' && character <= '9') && character !== '_') return false;
  }
  return value[0]! >= 'a' && value[0]! <= 'z';
}

function actionField() {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => value !== undefined && value !== null && value !== '',
        m(validationMessages.fieldRequired),
      ),
      v.check((value) => typeof value === 'string', m(validationMessages.notAString)),
      v.check((value) => isActionName(value as string), m(onboardingMessages.unknownAction)),
      v.transform((value) => value as string),
    ),
    { abortPipeEarly: true },
  );
}

/** The name of a user action (`?action=` of has_done, the body of recording one): `snake_case`, ≤ 64. */
export const userActionSchema = fields({ action: actionField() }, {});

// --- player profiles ---------------------------------------------------------------------------------

/** The ages a profile's birth year may give this calendar year. */
export const playerAgeRange = { min: 3, max: 18 } as const;

/** The label of the birth year field. */
export const birthYearLabel: MessageDescriptor = /*i18n*/ { id: 'field.birthYear', message: 'Birth year' };

/** The birth years a profile accepts in a calendar year: oldest first. */
export function birthYearRange(currentYear: number): { min: number; max: number } {
  return { min: currentYear - playerAgeRange.max, max: currentYear - playerAgeRange.min };
}

/**
 * Completing a player profile in onboarding (`POST /api/v2/accounts/{id}/incomplete_profiles/{playerId}/complete/`): the birth year as a whole number or its
 * digits as text (a form field), within `birthYearRange` of the year given.
 */
export function profileCompletionSchema(currentYear: number) {
  const range = birthYearRange(currentYear);
  const outOfRange = m(withValues(onboardingMessages.birthYearRange, range));
  return fields(
    {
      birth_year: v.config(
        v.pipe(
          v.unknown(),
          v.check(
            (value) => value !== null && value !== '' && value !== undefined,
            m(requiredMessage(birthYearLabel)),
          ),
          v.check(
            (value) =>
              (typeof value === 'number' && Number.isInteger(value)) ||
              (typeof value === 'string' && value.trim().length <= 4 && /^\d{1,4}$/.test(value.trim())),
            outOfRange,
          ),
          v.transform((value) => Number(typeof value === 'string' ? value.trim() : value)),
          v.check((year) => year >= range.min && year <= range.max, outOfRange),
        ),
        { abortPipeEarly: true },
      ),
    },
    { birth_year: birthYearLabel },
  );
}

/** What completes a player profile. */
export type ProfileCompletion = v.InferOutput<ReturnType<typeof profileCompletionSchema>>;

// --- the family survey (form service) ----------------------------------------------------------------

/** The form of the survey step in the form service. */
export const familySurveyForm = 'family_survey';

/** What a family hopes the games help with. */
export const familySurveyGoals = ['big_feelings', 'focus', 'confidence', 'sleep', 'other'] as const;
export type FamilySurveyGoal = (typeof familySurveyGoals)[number];

/** When the family means to play. */
export const familySurveyPlayTimes = ['morning', 'after_school', 'evening', 'weekends'] as const;
export type FamilySurveyPlayTime = (typeof familySurveyPlayTimes)[number];

/** The longest free text of the survey. */
export const familySurveyNotesMax = 500;

/** The label of the survey's free text, as its length message names it. */
export const familySurveyNotesLabel: MessageDescriptor = /*i18n*/ {
  id: 'field.surveyNotes',
  message: 'Notes',
};

/** The survey's answers: a goal and a play time, chosen from their lists; notes optional (≤ 500). */
export const familySurveySchema = fields(
  {
    goal: choiceField(familySurveyGoals),
    play_time: choiceField(familySurveyPlayTimes),
    notes: v.nullish(
      v.config(
        v.pipe(
          v.string(m(validationMessages.notAString)),
          v.maxLength(familySurveyNotesMax, m(tooLongMessage(familySurveyNotesLabel, familySurveyNotesMax))),
          v.trim(),
        ),
        { abortPipeEarly: true },
      ),
      '',
    ),
  },
  {},
);

/** The survey's answers as saved. */
export type FamilySurveyAnswers = v.InferOutput<typeof familySurveySchema>;

/** The form named by a response sent to the form service (only the survey for now); its answers apart. */
export const formNameSchema = fields({ form: choiceField([familySurveyForm] as const) }, {});
