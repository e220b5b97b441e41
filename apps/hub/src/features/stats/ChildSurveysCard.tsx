import { formResponsesQueryOptions, playerSurveysQueryOptions, type FormResponse } from '@hub/api-client';
import { familySurveyForm, type FamilySurveyGoal, type FamilySurveyPlayTime } from '@hub/domain';
import { Card, EmptyState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import * as styles from './ChildProfilePage.css';
import type { StatsFormat } from './use-stats';

/** The family survey's answers, in words (onboarding asks them; shown again here). */
function useSurveyWords() {
  const { t } = useLingui();
  const goals: Record<FamilySurveyGoal, string> = {
    big_feelings: t`Handling big feelings`,
    focus: t`Focus`,
    confidence: t`Confidence`,
    sleep: t`Sleep`,
    other: t`Something else`,
  };
  const playTimes: Record<FamilySurveyPlayTime, string> = {
    morning: t`In the morning`,
    after_school: t`After school`,
    evening: t`In the evening`,
    weekends: t`At weekends`,
  };
  return {
    goal: (value: unknown) => (typeof value === 'string' && goals[value as FamilySurveyGoal]) || null,
    playTime: (value: unknown) =>
      (typeof value === 'string' && playTimes[value as FamilySurveyPlayTime]) || null,
  };
}

/** The family's latest answers to the survey of onboarding. */
function FamilyAnswers({ response, format }: { response: FormResponse; format: StatsFormat }) {
  const words = useSurveyWords();
  const { answers } = response;
  const notes = typeof answers.notes === 'string' && answers.notes !== '' ? answers.notes : null;
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt className={styles.muted}>
          <Trans>What the games should help with</Trans>
        </dt>
        <dd>{words.goal(answers.goal) ?? '–'}</dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.muted}>
          <Trans>When the family plays</Trans>
        </dt>
        <dd>{words.playTime(answers.play_time) ?? '–'}</dd>
      </div>
      {notes ? (
        <div className={styles.row}>
          <dt className={styles.muted}>
            <Trans>Notes</Trans>
          </dt>
          <dd>{notes}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt className={styles.muted}>
          <Trans>Answered</Trans>
        </dt>
        <dd>{format.moment(response.created_at)}</dd>
      </div>
    </dl>
  );
}

/**
 * Surveys (issue 28): the surveys the game asked the child, answered or not (`GET
 * /api/v2/player/surveys/?player_id=`), and the family's own answers to onboarding's survey (the form
 * service's responses), where a parent looks for them: on the child's page.
 */
export function ChildSurveysCard({ playerId, format }: { playerId: number; format: StatsFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const surveys = useQuery(playerSurveysQueryOptions(hub.api, playerId));
  const responses = useQuery(formResponsesQueryOptions(hub.api, familySurveyForm));

  let childSurveys;
  if (surveys.data) {
    childSurveys =
      surveys.data.length === 0 ? (
        <p className={styles.statusLine}>
          <Trans>The game has not asked any surveys yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Surveys in the game`}>
          {surveys.data.map((survey) => (
            <li key={survey.id} className={styles.row}>
              <span>{survey.title}</span>
              <span className={styles.muted}>
                {survey.answered_at ? (
                  <Trans>Answered {format.moment(survey.answered_at)}</Trans>
                ) : (
                  <Trans>Not answered yet</Trans>
                )}
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (surveys.isError && !surveys.isFetching) {
    childSurveys = (
      <QueryFailure query={surveys} title={<Trans>The surveys could not be loaded</Trans>} headingLevel={3} />
    );
  } else {
    childSurveys = <Skeleton variant="lines" lines={2} label={t`Loading the surveys…`} />;
  }

  let family;
  const latest = responses.data?.at(-1);
  if (responses.data) {
    family = latest ? (
      <FamilyAnswers response={latest} format={format} />
    ) : (
      <EmptyState
        headingLevel={4}
        title={<Trans>No family survey answers yet</Trans>}
        description={
          <Trans>The survey of the welcome steps asks what your family hopes the games help with.</Trans>
        }
      />
    );
  } else if (responses.isError && !responses.isFetching) {
    family = (
      <QueryFailure
        query={responses}
        title={<Trans>Your survey answers could not be loaded</Trans>}
        headingLevel={4}
      />
    );
  } else {
    family = <Skeleton variant="lines" lines={3} label={t`Loading your survey answers…`} />;
  }

  return (
    <Card title={<Trans>Surveys</Trans>}>
      <div className={styles.section}>
        {childSurveys}
        <h3 className={styles.subTitle}>
          <Trans>Your family survey</Trans>
        </h3>
        {family}
      </div>
    </Card>
  );
}
