import { hasDoneQueryOptions } from '@hub/api-client';
import { isOnboardingStep, nextOnboardingStep, onboardingSteps, type OnboardingStep } from '@hub/domain';
import { ErrorState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { homePath, welcomePath } from '../../shared/paths';
import { useHub } from '../../shared/use-hub';
import { KitSetupStep } from './KitSetupStep';
import * as styles from './Onboarding.css';
import { stepPath } from './paths';
import { ProfilesStep } from './ProfilesStep';
import { StepDescription, StepTitle } from './StepText';
import { SurveyStep } from './SurveyStep';
import { useOnboarding } from './use-onboarding';

/**
 * One onboarding step (spec section 2, root.user.onboarding.step): its title, what it asks, and its
 * content; a step already done (`GET /api/v1/actions/has_done`) says so and points on.
 */
export function Component() {
  const params = useParams();
  // The route's loader lets only steps through; the check keeps the type honest.
  const step: OnboardingStep = isOnboardingStep(params.step) ? params.step : 'kit_setup';
  return <StepPage key={step} step={step} />;
}
Component.displayName = 'OnboardingStepPage';

function StepPage({ step }: { step: OnboardingStep }) {
  const hub = useHub();
  const { t } = useLingui();
  const headingId = useId();
  const { user, actions, progress, pass, passed } = useOnboarding();
  const hasDone = useQuery(hasDoneQueryOptions(hub.api, step));
  const number = onboardingSteps.indexOf(step) + 1;
  const total = onboardingSteps.length;

  let content;
  if (actions.isError || hasDone.isError) {
    content = (
      <ErrorState
        title={<Trans>This step could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => {
          void actions.refetch();
          void hasDone.refetch();
        }}
        retrying={actions.isFetching || hasDone.isFetching}
        retryLabel={<Trans>Try again</Trans>}
        headingLevel={2}
      />
    );
  } else if (!progress || !hasDone.data || !user.data) {
    content = <Skeleton lines={5} label={t`Loading this step…`} />;
  } else if (hasDone.data.has_done && !pass.isPending) {
    const next = nextOnboardingStep(progress);
    content = (
      <Notice tone="success" title={<Trans>You have done this step</Trans>}>
        {next ? (
          <Link className={styles.link} to={stepPath(next)}>
            <Trans>
              Next: <StepTitle step={next} />
            </Trans>
          </Link>
        ) : (
          <Link className={styles.link} to={homePath}>
            <Trans>Go to Home</Trans>
          </Link>
        )}
      </Notice>
    );
  } else if (step === 'kit_setup') {
    content = <KitSetupStep pass={pass} />;
  } else if (step === 'player_profiles') {
    content = <ProfilesStep accountId={user.data.account.id} pass={pass} />;
  } else {
    content = <SurveyStep progress={progress} passed={passed} />;
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <p className={styles.status}>
        <Trans>
          Step {number} of {total}
        </Trans>
      </p>
      <h1 className={styles.title} id={headingId}>
        <StepTitle step={step} />
      </h1>
      <p className={styles.lead}>
        <StepDescription step={step} />
      </p>
      {content}
      <Link className={styles.link} to={welcomePath}>
        <Trans>All first steps</Trans>
      </Link>
    </section>
  );
}
