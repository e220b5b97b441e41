import {
  delinkGameProfile,
  invalidatePlayer,
  linkGameProfile,
  type CallResult,
  type PlayerDetail,
} from '@hub/api-client';
import {
  describeServerErrors,
  formatProfileCode,
  gameProfileLimits,
  gameProfileMessages,
  linkProfileSchema,
  validate,
  whoopsDetail,
  type FieldMessages,
} from '@hub/domain';
import { Button, Card, Notice, Popup, TextField, useRenderMessage } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as styles from './ChildProfilePage.css';
import { useHub } from '../../shared/use-hub';
import type { StatsFormat } from './use-stats';

/** The messages of a refused link or unlink: the server's words as ours (400 and 409), else Whoops. */
function refusal(result: CallResult<unknown>): FieldMessages {
  if (result.ok || result.cancelled) return {};
  if (result.errStatus !== 400 && result.errStatus !== 409) return { non_field_errors: [whoopsDetail] };
  // A `detail` alone (a deactivated child) is the call's error text: it shows as the form's own message.
  const errors = result.errorObject ?? { non_field_errors: [result.errorText] };
  return describeServerErrors(errors, Object.values(gameProfileMessages));
}

/**
 * A child's game profile (issue 28): the profile made on the tablet, known by the code the game shows,
 * linked to this child (`POST /api/v1/forms/link-profile/`) or unlinked after a confirmation
 * (`delink-profile`), so the tablet's play counts for the right child.
 */
export function GameProfileCard({
  player,
  accountId,
  format,
}: {
  player: PlayerDetail;
  accountId: number;
  format: StatsFormat;
}) {
  const hub = useHub();
  const { t } = useLingui();
  const render = useRenderMessage();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (call: () => Promise<CallResult<unknown>>) => call(),
    onSuccess: (result) => setErrors(refusal(result)),
    onSettled: () => invalidatePlayer(hub.queryClient, accountId, player.id),
  });
  const message = (field: string) => {
    const first = errors[field]?.[0];
    return first ? render(first) : undefined;
  };

  function link(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = validate(linkProfileSchema, { player_id: player.id, profile_code: code });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    change.mutate(async () => {
      const result = await linkGameProfile(hub.api, player.id, checked.output.profile_code);
      if (result.ok) {
        setCode('');
        setDone(t`The game profile is linked to ${player.name}.`);
      }
      return result;
    });
  }

  function unlink() {
    setDone(null);
    setErrors({});
    change.mutate(async () => {
      const result = await delinkGameProfile(hub.api, player.id);
      if (result.ok) setDone(t`The game profile is unlinked from ${player.name}.`);
      return result;
    });
  }

  const linked = player.game_profile;
  return (
    <Card
      title={<Trans>Game profile</Trans>}
      description={
        <Trans>
          The profile your child made on the tablet. Link it here so their play shows on their page.
        </Trans>
      }
    >
      <div className={styles.section}>
        {done ? <Notice tone="success">{done}</Notice> : null}
        {errors.non_field_errors ? (
          <Notice tone="error" title={t`That did not work`}>
            {message('non_field_errors')}
          </Notice>
        ) : null}
        {linked ? (
          <>
            <p>
              <Trans>
                Linked: <span className={styles.code}>{formatProfileCode(linked.code)}</span>
              </Trans>
            </p>
            {linked.nickname ? (
              <p className={styles.statusLine}>
                <Trans>Name on the tablet: {linked.nickname}</Trans>
              </p>
            ) : null}
            {linked.linked_at ? (
              <p className={styles.statusLine}>
                <Trans>Since {format.moment(linked.linked_at)}</Trans>
              </p>
            ) : null}
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)} pending={change.isPending}>
                <Trans>Unlink the game profile</Trans>
              </Button>
            </div>
            <Popup
              variant="destructive"
              open={confirming}
              onOpenChange={setConfirming}
              title={<Trans>Unlink the game profile from {player.name}?</Trans>}
              description={
                <Trans>
                  Their play on the tablet no longer shows here until a game profile is linked again. You can
                  link it again with its code.
                </Trans>
              }
              primaryAction={{ label: <Trans>Unlink</Trans>, onClick: unlink }}
              secondaryAction={{ label: <Trans>Keep it linked</Trans> }}
            />
          </>
        ) : (
          <>
            <p className={styles.statusLine}>
              <Trans>No game profile is linked yet.</Trans>
            </p>
            <form className={styles.linkForm} onSubmit={link} aria-label={t`Link a game profile`}>
              <TextField
                name="profile_code"
                label={<Trans>Game profile code</Trans>}
                hint={
                  <Trans>The 8 letters and digits the game shows under Parents, for example KX7P 2QMA.</Trans>
                }
                dir="ltr"
                autoComplete="off"
                maxLength={gameProfileLimits.codeInput}
                value={code}
                onValueChange={setCode}
                error={message('profile_code')}
              />
              <Button type="submit" pending={change.isPending}>
                <Trans>Link</Trans>
              </Button>
            </form>
          </>
        )}
      </div>
    </Card>
  );
}
