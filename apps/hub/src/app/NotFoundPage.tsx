import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import * as styles from './app.css';

/** Shown for any address the hub does not know. */
export function Component() {
  return (
    <main className={styles.centered}>
      <h1 className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          We could not find the page you were looking for. It may have moved, or the link may be mistyped.
        </Trans>
      </p>
      <Link className={styles.link} to="/">
        <Trans>Go to the start page</Trans>
      </Link>
    </main>
  );
}
Component.displayName = 'NotFoundPage';
