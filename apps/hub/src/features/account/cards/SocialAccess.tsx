import { socialAccessMutationOptions, userInfoV3QueryOptions } from '@hub/api-client';
import { Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';

/**
 * Social access (issue 28, spec section 7 "social access set"): a switch for whether the user asks to be in
 * the parents' community group (the Community link of the menu; the Privacy card shows it to those who have
 * that link, spec section 6). It shows the value being saved at once, says when it is saved, and on a
 * refusal shows the stored choice again with a message; the v3 user info keeps it, so a reload reads it.
 */
export function SocialAccess() {
  const hub = useHub();
  const { t } = useLingui();
  const headingId = useId();
  const explanationId = useId();
  const labelId = useId();
  const info = useQuery(userInfoV3QueryOptions(hub.api));
  const save = useMutation(socialAccessMutationOptions(hub.api, hub.queryClient));

  const stored = info.data?.social_access;
  const on = save.isPending ? save.variables : stored;
  let control;
  if (on === undefined) {
    control = info.isError ? (
      <p className={styles.muted}>
        <Trans>Your community choice could not be loaded. Please try again later.</Trans>
      </p>
    ) : (
      <Skeleton lines={1} label={t`Loading your community choice…`} />
    );
  } else {
    control = (
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={on}
          aria-labelledby={labelId}
          aria-describedby={explanationId}
          aria-busy={save.isPending}
          // Not `disabled` while saving: a disabled control drops the keyboard's focus to the page's start.
          aria-disabled={save.isPending}
          onChange={(event) => {
            if (!save.isPending) save.mutate(event.target.checked);
          }}
        />
        <span id={labelId}>
          <Trans>Join the parents’ community</Trans>
        </span>
        <span className={styles.state} aria-hidden="true">
          {save.isPending ? <Trans>Saving…</Trans> : on ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </span>
      </label>
    );
  }

  return (
    <div className={styles.section} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        <Trans>Parents’ community</Trans>
      </h3>
      <p id={explanationId} className={styles.muted}>
        <Trans>
          On: you ask to join the parents’ social group, the one the Community link of the menu opens. Off:
          you leave it, or stay out of it. You can change this at any time.
        </Trans>
      </p>
      {control}
      {save.isSuccess ? (
        <Notice tone="success" onDismiss={() => save.reset()}>
          {save.data.social_access ? (
            <Trans>Saved: you asked to join the parents’ community.</Trans>
          ) : (
            <Trans>Saved: you are no longer in the parents’ community.</Trans>
          )}
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice
          tone="error"
          title={<Trans>Your community choice could not be saved</Trans>}
          onDismiss={() => save.reset()}
        >
          <Trans>It is as it was. Please try again. If it persists, contact support.</Trans>
        </Notice>
      ) : null}
    </div>
  );
}
