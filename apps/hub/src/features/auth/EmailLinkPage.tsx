import { isAuthenticated, openEmailChangeLink, type EmailChangeLink } from '@hub/api-client';
import { emailChangeMessages, whoopsDetail, whoopsTitle } from '@hub/domain';
import { Button, Notice } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { loginWithEmailPath } from '../../shared/paths';
import { useHub } from '../../shared/use-hub';
import { AuthLayout, AuthLink, AuthLinks } from './AuthLayout';
import * as layout from './AuthLayout.css';

type Outcome =
  { kind: 'ready' } | { kind: 'done'; detail: string; email: string } | { kind: 'refused'; detail: string };

/**
 * The pages of the two links an email change mails (docs/decisions.md "Changing the email"):
 * `/email/confirm?token=` (to the new address) and `/email/keep?token=` (to the old one). Opening the page
 * does nothing by itself: a mail scanner that follows links must not confirm or undo a change, so the
 * person presses the button. Then the server's sentence shows, or why the link no longer works.
 */
export function EmailLinkPage({ link }: { link: EmailChangeLink }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'ready' } : { kind: 'refused', detail: i18n._(emailChangeMessages.linkInvalid) },
  );
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  async function open() {
    setWorking(true);
    setFailed(false);
    const result = await openEmailChangeLink(hub.api, link, token);
    setWorking(false);
    if (result.ok) {
      // Keeping the old email signed everyone out on the server: this device too.
      if (link === 'keep' && isAuthenticated(hub.api)) hub.signOutLocally();
      setOutcome({ kind: 'done', detail: result.data.detail, email: result.data.email });
      return;
    }
    if (result.cancelled) return;
    const refusal = result.errStatus === 400 ? result.errorObject?.token?.[0] : undefined;
    if (refusal) setOutcome({ kind: 'refused', detail: refusal });
    else setFailed(true);
  }

  const title: ReactNode =
    link === 'confirm' ? <Trans>Confirm your new email</Trans> : <Trans>Keep your email</Trans>;

  if (outcome.kind === 'refused') {
    return (
      <AuthLayout key="refused" title={<Trans>This link no longer works</Trans>} focusTitle={Boolean(token)}>
        <p className={layout.intro}>{outcome.detail}</p>
        <AuthLinks>
          <AuthLink to="/login">
            <Trans>Back to log in</Trans>
          </AuthLink>
        </AuthLinks>
      </AuthLayout>
    );
  }

  if (outcome.kind === 'done') {
    return (
      <AuthLayout
        key="done"
        title={link === 'confirm' ? <Trans>Email changed</Trans> : <Trans>Email kept</Trans>}
        focusTitle
      >
        <p className={layout.intro}>{outcome.detail}</p>
        <AuthLinks>
          {link === 'keep' ? (
            <AuthLink to="/passwordreset">
              <Trans>Choose a new password</Trans>
            </AuthLink>
          ) : null}
          <AuthLink to={loginWithEmailPath(outcome.email)}>
            <Trans>Log in</Trans>
          </AuthLink>
        </AuthLinks>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      key="ready"
      title={title}
      intro={
        link === 'confirm' ? (
          <Trans>Press the button to sign in with this address from now on.</Trans>
        ) : (
          <Trans>
            If you did not ask to change the email of your account, press the button: your email stays as it
            is (or comes back), and everyone signed in to your account is signed out.
          </Trans>
        )
      }
    >
      {failed ? (
        <Notice tone="error" title={i18n._(whoopsTitle)}>
          {i18n._(whoopsDetail)}
        </Notice>
      ) : null}
      <Button onClick={() => void open()} pending={working}>
        {link === 'confirm' ? (
          <Trans>Confirm my new email</Trans>
        ) : (
          <Trans>Keep my email and sign everyone out</Trans>
        )}
      </Button>
      <AuthLinks>
        <AuthLink to="/login">
          <Trans>Back to log in</Trans>
        </AuthLink>
      </AuthLinks>
    </AuthLayout>
  );
}
