import { whoopsDetail, whoopsTitle } from '@hub/domain';
import { Button } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import * as styles from './app.css';
import { reportError } from '../shared/errors/reporting';

/**
 * What a person sees when a page's data could not be loaded (spec section 8: data fetch errors are
 * thrown and shown): the whoops texts, a retry that loads the page again, and a way to the start.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { i18n } = useLingui();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, { tags: { area: 'route' } });
  }, [error]);
  return (
    <main className={styles.centered} role="alert">
      <h1 className={styles.title}>{i18n._(whoopsTitle)}</h1>
      <p>{i18n._(whoopsDetail)}</p>
      <Button onClick={() => void revalidator.revalidate()} pending={revalidator.state === 'loading'}>
        <Trans>Try again</Trans>
      </Button>
      <Link className={styles.link} to="/">
        <Trans>Go to the start page</Trans>
      </Link>
    </main>
  );
}
