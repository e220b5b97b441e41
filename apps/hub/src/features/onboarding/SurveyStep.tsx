import { submitFamilySurvey, type UserAction } from '@hub/api-client';
import {
  familySurveyNotesMax,
  familySurveySchema,
  schemaValidator,
  type FamilySurveyGoal,
  type FamilySurveyPlayTime,
  type OnboardingProgress,
} from '@hub/domain';
import { Form, TextField, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './Onboarding.css';
import { RadioQuestion } from './RadioQuestion';
import { useHub } from '../../shared/use-hub';
import type { useOnboarding } from './use-onboarding';

interface SurveyValues {
  goal: string;
  play_time: string;
  notes: string;
}

const validateSurvey = schemaValidator(familySurveySchema);
const emptySurvey: SurveyValues = { goal: '', play_time: '', notes: '' };

/**
 * The family survey, answered through the form service (`POST /api/v2/user/form_responses/`): saving the
 * answers also passes the step, on the server, in one go.
 */
export function SurveyStep({
  progress,
  passed,
}: {
  progress: OnboardingProgress;
  passed: ReturnType<typeof useOnboarding>['passed'];
}) {
  const hub = useHub();
  const { t } = useLingui();
  const goals: { value: FamilySurveyGoal; label: string }[] = [
    { value: 'big_feelings', label: t`Handling big feelings` },
    { value: 'focus', label: t`Focus and attention` },
    { value: 'confidence', label: t`Confidence` },
    { value: 'sleep', label: t`Winding down before bed` },
    { value: 'other', label: t`Something else` },
  ];
  const playTimes: { value: FamilySurveyPlayTime; label: string }[] = [
    { value: 'morning', label: t`In the morning` },
    { value: 'after_school', label: t`After school` },
    { value: 'evening', label: t`In the evening` },
    { value: 'weekends', label: t`At weekends` },
  ];

  async function send(values: SurveyValues): Promise<FormSubmitResult<SurveyValues>> {
    const answers = {
      goal: values.goal as FamilySurveyGoal,
      play_time: values.play_time as FamilySurveyPlayTime,
      notes: values.notes.trim(),
    };
    const result = await submitFamilySurvey(hub.api, answers);
    if (result.ok) {
      const row: UserAction = {
        id: result.data.id,
        action: 'family_survey',
        created_at: result.data.created_at,
      };
      passed(row, progress);
      return {};
    }
    // The form checks every answer as the server does: a refusal left is a failure to say so.
    throw new Error('The answers were not saved');
  }

  return (
    <Form<SurveyValues>
      aria-label={t`Tell us about your family`}
      className={styles.survey}
      values={emptySurvey}
      validate={validateSurvey}
      required={['goal', 'play_time']}
      onSubmit={send}
      labels={{ save: <Trans>Send my answers</Trans>, saving: <Trans>Sending…</Trans> }}
      failureMessage={
        <Trans>Your answers could not be saved. Please try again. If it persists, contact support.</Trans>
      }
    >
      <RadioQuestion
        name="goal"
        legend={<Trans>What do you hope the games help with most?</Trans>}
        options={goals}
      />
      <RadioQuestion
        name="play_time"
        legend={<Trans>When will your children usually play?</Trans>}
        options={playTimes}
      />
      <TextField
        name="notes"
        label={<Trans>Anything else we should know?</Trans>}
        optional
        multiline
        rows={3}
        maxLength={familySurveyNotesMax}
      />
    </Form>
  );
}
