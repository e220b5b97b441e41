import { Trans } from '@lingui/react/macro';
import { Button } from '@hub/ui';
import * as styles from './app.css';

/** What a person sees when a screen crashes: an apology, a way out, and no technical noise. */
export function AppErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.centered} role="alert">
      <h1 className={styles.title}>
        <Trans>Whoops, an error occurred</Trans>
      </h1>
      <p>
        <Trans>Please try again. If it persists, contact support.</Trans>
      </p>
      <Button onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </main>
  );
}
