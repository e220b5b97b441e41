import { Trans } from '@lingui/react/macro';
import * as styles from './app.css';

/** Shown while a page or its data loads on the first visit. */
export function LoadingScreen() {
  return (
    <main className={styles.centered} aria-busy="true">
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    </main>
  );
}
