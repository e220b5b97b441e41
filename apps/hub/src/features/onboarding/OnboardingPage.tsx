import { nextOnboardingStep, onboardingSteps } from '@hub/domain';
import { ErrorState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { homePath } from '../../shared/paths';
import * as styles from './Onboarding.css';
import { stepPath } from './paths';
import { StepDescription, StepTitle } from './StepText';
import { useOnboarding } from './use-onboarding';

/**
 * The welcome page (spec section 2, root.user.onboarding): the onboarding steps, which are passed (the
 * spec's passedSteps) and which are still to pass (stepsToPass), and the way on to the next one.
 */
export function Component() {
  const { t } = useLingui();
  const headingId = useId();
  const { user, actions, progress } = useOnboarding();

  if (actions.isError) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <h1 className={styles.title} id={headingId}>
          <Trans>Welcome!</Trans>
        </h1>
        <ErrorState
          title={<Trans>Your first steps could not be loaded</Trans>}
          description={<Trans>Please try again. If it persists, contact support.</Trans>}
          onRetry={() => void actions.refetch()}
          retrying={actions.isFetching}
          retryLabel={<Trans>Try again</Trans>}
          headingLevel={2}
        />
      </section>
    );
  }
  if (!progress || !user.data) return <Skeleton lines={6} label={t`Loading your first steps…`} />;

  const firstName = user.data.first_name;
  const done = progress.passedSteps.length;
  const total = onboardingSteps.length;
  const next = nextOnboardingStep(progress);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 className={styles.title} id={headingId}>
        {firstName ? (
          <Trans>
            Welcome, <bdi>{firstName}</bdi>!
          </Trans>
        ) : (
          <Trans>Welcome!</Trans>
        )}
      </h1>
      <p className={styles.lead}>
        <Trans>
          A few steps to get your family started: {done} of {total} done.
        </Trans>
      </p>
      <ol className={styles.steps} aria-label={t`First steps`}>
        {onboardingSteps.map((step, index) => {
          const passed = progress.passedSteps.includes(step);
          return (
            <li key={step} className={styles.step}>
              <span className={passed ? styles.markerDone : styles.marker} aria-hidden="true">
                {passed ? '✓' : index + 1}
              </span>
              <span className={styles.stepText}>
                <Link className={styles.stepLink} to={stepPath(step)}>
                  <StepTitle step={step} />
                </Link>
                <span className={styles.muted}>
                  <StepDescription step={step} />
                </span>
                <span className={styles.status}>{passed ? <Trans>Done</Trans> : <Trans>To do</Trans>}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        {next ? (
          <Link className={styles.primaryLink} to={stepPath(next)}>
            {done === 0 ? <Trans>Start with the first step</Trans> : <Trans>Go on to the next step</Trans>}
          </Link>
        ) : (
          <Link className={styles.primaryLink} to={homePath}>
            <Trans>Go to Home</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
Component.displayName = 'OnboardingPage';
