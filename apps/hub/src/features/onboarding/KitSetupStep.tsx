import { Button, Notice } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import * as styles from './Onboarding.css';
import type { useOnboarding } from './use-onboarding';

/** Setting up the kit: what to do, then "The kit is set up" passes the step. */
export function KitSetupStep({ pass }: { pass: ReturnType<typeof useOnboarding>['pass'] }) {
  return (
    <>
      <ol className={styles.checklist}>
        <li>
          <Trans>Charge the tablet and the heart-rate sensor until their lights turn green.</Trans>
        </li>
        <li>
          <Trans>Open the game on the tablet and pair the sensor when it asks.</Trans>
        </li>
        <li>
          <Trans>Put the sensor on your child’s arm and play the first game together.</Trans>
        </li>
      </ol>
      {pass.isError ? (
        <Notice tone="error" title={<Trans>This step could not be saved</Trans>}>
          <Trans>Please try again. If it persists, contact support.</Trans>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button pending={pass.isPending} onClick={() => pass.mutate('kit_setup')}>
          <Trans>The kit is set up</Trans>
        </Button>
      </div>
    </>
  );
}
