import { accountKeys } from '@hub/api-client';
import {
  eraseMyData,
  invalidatePrivacy,
  setMarketingOptOut,
  unwrap,
  userInfoV3QueryOptions,
  type UserInfo,
  type UserInfoV3,
} from '@hub/api-client';
import {
  accountMessages,
  describeServerErrors,
  fieldLabels,
  mayJoinCommunity,
  requiredMessage,
  withValues,
  type MessageDescriptor,
} from '@hub/domain';
import { Button, Card, Notice, PasswordField, Popup, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';
import { SocialAccess } from './SocialAccess';

/**
 * Privacy (issue 12): marketing emails on or off, joining the parents' community group (social access,
 * issue 28), and erasing one's personal data, confirmed with the password (docs/decisions.md "Onboarding
 * and account" says what goes and what the law keeps).
 */
export function PrivacyCard({ user }: { user: UserInfo }) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const info = useQuery(userInfoV3QueryOptions(hub.api));
  const [said, setSaid] = useState<MessageDescriptor | null>(null);
  const marketing = useMutation({
    mutationFn: async (optOut: boolean) => unwrap(await setMarketingOptOut(hub.api, user.id, optOut)),
    onMutate: () => setSaid(null),
    onSuccess: (choice) => {
      hub.queryClient.setQueryData<UserInfoV3>(accountKeys.userInfoV3(), (current) =>
        current ? { ...current, ...choice } : current,
      );
      setSaid(choice.marketing_opt_out ? accountMessages.optedOut : accountMessages.optedIn);
    },
    onSettled: () => invalidatePrivacy(hub.queryClient),
  });
  const optedOut = info.data?.marketing_opt_out;

  return (
    <Card
      title={<Trans>Privacy</Trans>}
      description={<Trans>What we send you, and what we keep about you.</Trans>}
    >
      <div className={styles.section}>
        <h3 className={styles.subheading}>
          <Trans>Marketing emails</Trans>
        </h3>
        {optedOut === undefined ? (
          info.isError ? (
            <p className={styles.muted}>
              <Trans>Your email choices could not be loaded. Please try again later.</Trans>
            </p>
          ) : (
            <Skeleton lines={1} label={t`Loading your email choices…`} />
          )
        ) : (
          <>
            <p className={styles.muted}>
              {optedOut ? (
                <Trans>
                  You do not get our news and offers. Emails about your account and billing still come.
                </Trans>
              ) : (
                <Trans>You get our news and offers by email.</Trans>
              )}
            </p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                pending={marketing.isPending}
                onClick={() => marketing.mutate(!optedOut)}
              >
                {optedOut ? <Trans>Get marketing emails again</Trans> : <Trans>Stop marketing emails</Trans>}
              </Button>
            </div>
          </>
        )}
        {said ? (
          <Notice tone="success" onDismiss={() => setSaid(null)}>
            {i18n._(said)}
          </Notice>
        ) : null}
        {marketing.isError ? (
          <Notice tone="error" title={<Trans>Your choice could not be saved</Trans>}>
            <Trans>Please try again. If it persists, contact support.</Trans>
          </Notice>
        ) : null}
      </div>
      <hr className={styles.divider} />
      {/* Only for those the Community link is for (spec section 6). */}
      {mayJoinCommunity(user) ? (
        <>
          <SocialAccess />
          <hr className={styles.divider} />
        </>
      ) : null}
      <EraseData user={user} />
    </Card>
  );
}

const passwordRequired = requiredMessage(fieldLabels.password);

type EraseOutcome = { kind: 'erased'; detail: MessageDescriptor } | null;

function EraseData({ user }: { user: UserInfo }) {
  const hub = useHub();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<MessageDescriptor | null>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | 'failed' | null>(null);
  const [outcome, setOutcome] = useState<EraseOutcome>(null);
  const [pending, setPending] = useState(false);

  function leave() {
    // Every session and token has ended on the server: the device forgets them too, then the login page.
    hub.signOutLocally();
    void navigate('/login', { replace: true });
  }

  function onOpenChange(next: boolean) {
    if (!next && outcome) return leave();
    setOpen(next);
    if (!next) {
      setPassword('');
      setPasswordError(null);
      setRefusal(null);
    }
  }

  async function erase() {
    if (pending) return;
    setPasswordError(null);
    setRefusal(null);
    if (!password) {
      setPasswordError(passwordRequired);
      return;
    }
    setPending(true);
    try {
      const result = await eraseMyData(hub.api, user.id, password);
      if (result.ok) {
        setOutcome({ kind: 'erased', detail: withValues(accountMessages.dataErased, { email: user.email }) });
        return;
      }
      if ('errStatus' in result && result.errStatus === 400 && result.errorObject?.password) {
        const [message] =
          describeServerErrors(result.errorObject, [accountMessages.wrongPassword]).password ?? [];
        setPasswordError(message ?? accountMessages.wrongPassword);
      } else if ('errStatus' in result && result.errStatus === 409) {
        setRefusal(accountMessages.subscriptionRunning);
      } else {
        setRefusal('failed');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>
        <Trans>Erase your personal data</Trans>
      </h3>
      <p className={styles.muted}>
        {user.is_billing_user ? (
          <Trans>
            This closes your family’s account: your names, contact details and address, the children’s
            profiles and play, the devices and the other caregivers’ access are erased. Invoices stay, as the
            law requires.
          </Trans>
        ) : (
          <Trans>
            This erases your name, contact details and address and ends your access. Your family’s account
            stays.
          </Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Popup
          variant="destructive"
          open={open}
          onOpenChange={onOpenChange}
          trigger={
            <Button variant="destructive">
              <Trans>Erase my data…</Trans>
            </Button>
          }
          title={
            outcome ? <Trans>Your data has been erased</Trans> : <Trans>Erase your personal data?</Trans>
          }
          description={
            outcome ? (
              i18n._(outcome.detail)
            ) : (
              <Trans>This cannot be undone. Enter your password to confirm.</Trans>
            )
          }
          primaryAction={
            outcome
              ? {
                  label: <Trans>Go to the login page</Trans>,
                  onClick: (event) => {
                    event.preventDefault();
                    leave();
                  },
                }
              : {
                  label: <Trans>Erase my data</Trans>,
                  pending,
                  // The alert dialog's action would close it: the answer decides instead.
                  onClick: (event) => {
                    event.preventDefault();
                    void erase();
                  },
                }
          }
          secondaryAction={outcome ? undefined : { label: <Trans>Keep my data</Trans> }}
        >
          {outcome ? null : (
            <form
              id={formId}
              noValidate
              className={styles.section}
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                void erase();
              }}
            >
              {refusal ? (
                <Notice tone="error" title={<Trans>Your data was not erased</Trans>}>
                  {refusal === 'failed' ? (
                    <Trans>Please try again. If it persists, contact support.</Trans>
                  ) : (
                    i18n._(refusal)
                  )}
                </Notice>
              ) : null}
              <PasswordField
                name="password"
                label={<Trans>Your password</Trans>}
                value={password}
                onValueChange={(value) => {
                  setPassword(value);
                  setPasswordError(null);
                }}
                error={passwordError ? i18n._(passwordError) : undefined}
                required
              />
            </form>
          )}
        </Popup>
      </div>
    </div>
  );
}
