import { userInfoQueryOptions } from '@hub/api-client';
import { Button, LanguageSelect } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { supportContacts } from '../../shared/links';
import { useHub } from '../../shared/use-hub';
import { useLanguageChoice } from '../../shared/i18n/use-language';
import { useSignOut } from '../../shared/use-sign-out';
import * as styles from './BlockedPage.css';

/**
 * The account-unavailable page (docs/decisions.md): a signed-in user whose account fails the access
 * check learns that it is their account, not the site, and how to reach support; they can sign out.
 */
export function Component() {
  const hub = useHub();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const { language, choose } = useLanguageChoice(user?.id);
  const { signOut, signingOut } = useSignOut();
  const { phone, email } = supportContacts;

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="blocked-title">
        <h1 id="blocked-title" className={styles.title}>
          <Trans>Your account is unavailable</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>
            You are signed in, but this account cannot use the hub right now. Our Family Care team can tell
            you why and help you get access again.
          </Trans>
        </p>
        <ul className={styles.contacts}>
          <li>
            <Trans>
              Call us at{' '}
              <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </Trans>
          </li>
          <li>
            <Trans>
              Email us at{' '}
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>
            </Trans>
          </li>
        </ul>
        <div className={styles.actions}>
          <LanguageSelect value={language} onChange={(next) => void choose(next)} />
          <Button variant="secondary" onClick={signOut} pending={signingOut}>
            <Trans>Sign out</Trans>
          </Button>
        </div>
      </section>
    </main>
  );
}
Component.displayName = 'BlockedPage';
