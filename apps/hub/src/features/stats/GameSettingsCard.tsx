import {
  giveAcorns,
  invalidatePlayer,
  patchPlayer,
  playerDetailsQueryOptions,
  setChaseSpeed,
  setHrGauge,
  type CallResult,
  type Player,
} from '@hub/api-client';
import {
  acornsSchema,
  chaseSpeeds,
  describeServerErrors,
  hrGaugeSchema,
  validate,
  whoopsDetail,
  type ChaseSpeed,
  type FieldMessages,
} from '@hub/domain';
import { Button, Card, Notice, Popup, Select, Skeleton, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useHub } from '../../shared/use-hub';
import * as styles from './PlayerStatsPage.css';
import type { StatsFormat } from './use-stats';

/** A whole number typed in a field, or the text itself (the schema then says it is not a number). */
function wholeNumber(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The field messages of a refused call (400), or of a failure the form shows as a whole. */
function failureMessages(result: CallResult<unknown>): FieldMessages {
  if (result.ok || result.cancelled) return {};
  if (result.errStatus === 400 && result.errorObject) return describeServerErrors(result.errorObject);
  return { non_field_errors: [whoopsDetail] };
}

/**
 * A child's game (spec section 7: hr_gauge, chase_speed and acorns, and the deactivation through
 * `PATCH /api/v1/accounts/players/{id}`): the heart-rate gauge's zone, the chase speed, acorns as a
 * reward. A deactivated child's game stays as it is; they can be reactivated here.
 */
export function GameSettingsCard({
  player,
  accountId,
  format,
}: {
  player: Player;
  accountId: number;
  format: StatsFormat;
}) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const details = useQuery(playerDetailsQueryOptions(hub.api, player.id));
  const settings = details.data?.game_settings;
  const [low, setLow] = useState<string | null>(null);
  const [high, setHigh] = useState<string | null>(null);
  const [speed, setSpeed] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const refresh = () => invalidatePlayer(hub.queryClient, accountId, player.id);
  const change = useMutation({
    mutationFn: async (run: () => Promise<CallResult<unknown>>) => run(),
    onSuccess: (result) => {
      if (!result.ok) setErrors(failureMessages(result));
    },
    onSettled: () => refresh(),
  });

  const message = (field: string) => {
    const first = errors[field]?.[0];
    return first ? i18n._(first) : undefined;
  };

  function run(call: () => Promise<CallResult<unknown>>, done: string) {
    setErrors({});
    setSaved(null);
    change.mutate(async () => {
      const result = await call();
      if (result.ok) setSaved(done);
      return result;
    });
  }

  function saveGauge(event: FormEvent) {
    event.preventDefault();
    const zone = {
      low_bpm: wholeNumber(low ?? String(settings?.hr_gauge.low_bpm ?? '')),
      high_bpm: wholeNumber(high ?? String(settings?.hr_gauge.high_bpm ?? '')),
    };
    const checked = validate(hrGaugeSchema, zone);
    if (!checked.success) return setErrors(checked.errors);
    run(() => setHrGauge(hub.api, player.id, checked.output), t`The heart-rate zone is saved.`);
  }

  function saveSpeed(event: FormEvent) {
    event.preventDefault();
    const chosen = (speed ?? settings?.chase_speed ?? 'normal') as ChaseSpeed;
    run(() => setChaseSpeed(hub.api, player.id, chosen), t`The chase speed is saved.`);
  }

  function give(event: FormEvent) {
    event.preventDefault();
    const gift = { amount: wholeNumber(amount), note: note.trim() === '' ? null : note };
    const checked = validate(acornsSchema, gift);
    if (!checked.success) return setErrors(checked.errors);
    run(
      async () => {
        const result = await giveAcorns(hub.api, player.id, checked.output);
        if (result.ok) {
          setAmount('');
          setNote('');
        }
        return result;
      },
      t`${player.name} got the acorns.`,
    );
  }

  const speedLabels: Record<ChaseSpeed, string> = { slow: t`Slow`, normal: t`Normal`, fast: t`Fast` };

  let content;
  if (settings && details.data) {
    const active = details.data.is_active;
    content = (
      <div className={styles.section}>
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        {errors.non_field_errors ? (
          <Notice tone="error" title={t`That did not work`}>
            {message('non_field_errors')}
          </Notice>
        ) : null}
        <p className={styles.statusLine}>
          <Trans>Acorns: {format.number(settings.acorns)}</Trans>
        </p>
        {active ? (
          <>
            <form className={styles.settingsForm} onSubmit={saveGauge} aria-label={t`Heart-rate zone`}>
              <TextField
                name="low_bpm"
                label={<Trans>Lower heart rate (beats a minute)</Trans>}
                inputMode="numeric"
                dir="ltr"
                value={low ?? String(settings.hr_gauge.low_bpm)}
                onValueChange={setLow}
                error={message('low_bpm')}
              />
              <TextField
                name="high_bpm"
                label={<Trans>Upper heart rate (beats a minute)</Trans>}
                inputMode="numeric"
                dir="ltr"
                value={high ?? String(settings.hr_gauge.high_bpm)}
                onValueChange={setHigh}
                error={message('high_bpm')}
              />
              <Button type="submit" variant="secondary" pending={change.isPending}>
                <Trans>Save the zone</Trans>
              </Button>
            </form>
            <form className={styles.settingsForm} onSubmit={saveSpeed} aria-label={t`Chase speed`}>
              <Select
                name="speed"
                label={<Trans>Chase speed</Trans>}
                options={chaseSpeeds.map((value) => ({ value, label: speedLabels[value] }))}
                value={speed ?? settings.chase_speed}
                onValueChange={setSpeed}
                error={message('speed')}
              />
              <Button type="submit" variant="secondary" pending={change.isPending}>
                <Trans>Save the speed</Trans>
              </Button>
            </form>
            <form className={styles.settingsForm} onSubmit={give} aria-label={t`Give acorns`}>
              <TextField
                name="amount"
                label={<Trans>Acorns to give (1 to 500)</Trans>}
                inputMode="numeric"
                dir="ltr"
                value={amount}
                onValueChange={setAmount}
                error={message('amount')}
              />
              <TextField
                name="note"
                label={<Trans>Note</Trans>}
                optional
                value={note}
                onValueChange={setNote}
                error={message('note')}
              />
              <Button type="submit" variant="secondary" pending={change.isPending}>
                <Trans>Give acorns</Trans>
              </Button>
            </form>
            <div>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <Trans>Deactivate {player.name}</Trans>
              </Button>
            </div>
            <Popup
              variant="destructive"
              open={confirming}
              onOpenChange={setConfirming}
              title={<Trans>Deactivate {player.name}?</Trans>}
              description={
                <Trans>
                  Their play so far stays in the stats, and their game settings are kept as they are. You can
                  reactivate them here.
                </Trans>
              }
              primaryAction={{
                label: <Trans>Deactivate</Trans>,
                onClick: () =>
                  run(
                    () => patchPlayer(hub.api, player.id, { is_active: false }),
                    t`${player.name} is deactivated.`,
                  ),
              }}
              secondaryAction={{ label: <Trans>Keep active</Trans> }}
            />
          </>
        ) : (
          <>
            <p className={styles.statusLine}>
              <Trans>A deactivated child’s game stays as it is.</Trans>
            </p>
            <div>
              <Button
                variant="secondary"
                pending={change.isPending}
                onClick={() =>
                  run(
                    () => patchPlayer(hub.api, player.id, { is_active: true }),
                    t`${player.name} is active again.`,
                  )
                }
              >
                <Trans>Reactivate {player.name}</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    );
  } else if (details.isError && !details.isFetching) {
    // The heart-rate card above already says the details failed, with Try again: not a second alert.
    content = (
      <p className={styles.statusLine}>
        <Trans>The game settings show once the details load.</Trans>
      </p>
    );
  } else {
    content = <Skeleton lines={3} label={t`Loading the game settings…`} />;
  }

  return (
    <Card title={<Trans>Game settings</Trans>} headingLevel={3}>
      {content}
    </Card>
  );
}
