import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './app.css';

/**
 * Stands in for a screen whose issue has not landed yet, saying so plainly instead of showing
 * made-up data. Each route that renders it names its issue in a comment. Inside the signed-in shell
 * (`inShell`) it is a section of the shell's main area, elsewhere the page's own main.
 */
export function NotYetAvailable({ title, inShell = false }: { title: ReactNode; inShell?: boolean }) {
  const content = (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p>
        <Trans>This part of the hub is not available yet.</Trans>
      </p>
      <Link className={styles.link} to="/">
        <Trans>Go to the start page</Trans>
      </Link>
    </>
  );
  return inShell ? (
    <section className={styles.placeholder}>{content}</section>
  ) : (
    <main className={styles.centered}>{content}</main>
  );
}
