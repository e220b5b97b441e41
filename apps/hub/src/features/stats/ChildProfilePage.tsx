import {
  ApiError,
  invalidatePlayer,
  playerQueryOptions,
  updatePlayer,
  userInfoQueryOptions,
  type PlayerDetail,
} from '@hub/api-client';
import { calendarDateIn, whoopsDetail } from '@hub/domain';
import { EmptyState, Form, Notice, Skeleton, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { homePath, playerStatsPath, welcomePath } from '../../shared/paths';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import type { AddedChildState } from './AddChildPage';
import { ChildFields } from './ChildFields';
import { childInput, childValidator, childValues, requiredChildFields, type ChildValues } from './child-form';
import * as styles from './ChildProfilePage.css';
import { ChildSurveysCard } from './ChildSurveysCard';
import { GameProfileCard } from './GameProfileCard';
import { useStatsFormat } from './use-stats';
import { refusedSave } from '../../shared/refused-save';

/** Onboarding's step where incomplete profiles are completed (route root.user.onboarding.step). */
const profilesStepPath = `${welcomePath}/player_profiles`;

/** The child's name and birth date, in edit_save_cancel mode (`PUT /api/v2/player/{id}/`). */
function ProfileForm({ player, accountId }: { player: PlayerDetail; accountId: number }) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const clock = useFamilyClock();
  const today = calendarDateIn(clock.now, clock.timeZone);
  const validate = useMemo(() => childValidator(today), [today]);

  async function save(values: ChildValues): Promise<FormSubmitResult<ChildValues>> {
    const result = await updatePlayer(hub.api, player.id, {
      ...childInput(values),
      in_program: player.in_program,
    });
    if (result.ok) {
      await invalidatePlayer(hub.queryClient, accountId, player.id);
      return { values: childValues(result.data) };
    }
    return refusedSave(result);
  }

  return (
    <Form<ChildValues>
      mode="edit_save_cancel"
      className={styles.form}
      title={<Trans>Profile</Trans>}
      values={childValues(player)}
      validate={validate}
      required={requiredChildFields}
      onSubmit={save}
      failureMessage={i18n._(whoopsDetail)}
      successMessage={t`The profile is saved.`}
    >
      <ChildFields />
    </Form>
  );
}

/**
 * A child's profile (issue 28, `dashboard/children/:playerId`): their name and birth date to edit, the way
 * to complete an incomplete profile, the game profile made on the tablet to link or unlink, and the
 * surveys. A child of another account reads as not found (the server answers 403 for it).
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const params = useParams();
  const location = useLocation();
  const playerId = /^\d{1,10}$/.test(params.playerId ?? '') ? Number(params.playerId) : 0;
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const player = useQuery({ ...playerQueryOptions(hub.api, playerId), enabled: playerId > 0 });
  const clock = useFamilyClock();
  const format = useStatsFormat(clock.timeZone);
  const added = (location.state as AddedChildState | null)?.added;
  const [showAdded, setShowAdded] = useState(Boolean(added));
  const status = player.error instanceof ApiError ? player.error.status : undefined;

  let content;
  if (player.data && user) {
    const child = player.data;
    content = (
      <>
        {showAdded && added ? (
          <Notice tone="success" onDismiss={() => setShowAdded(false)}>
            <Trans>{added} is added to your account.</Trans>
          </Notice>
        ) : null}
        {!child.profile_complete ? (
          <Notice tone="info" title={<Trans>{child.name}’s profile is not complete</Trans>}>
            <Trans>
              Add their birth date below, or{' '}
              <Link className={styles.link} to={profilesStepPath}>
                complete the children’s profiles in the welcome steps
              </Link>
              .
            </Trans>
          </Notice>
        ) : null}
        {!child.is_active ? (
          <p className={styles.statusLine}>
            <Trans>Deactivated: reactivate them on Player stats to link a game profile.</Trans>
          </p>
        ) : null}
        <ProfileForm key={child.id} player={child} accountId={user.account.id} />
        <GameProfileCard player={child} accountId={user.account.id} format={format} />
        <ChildSurveysCard playerId={child.id} format={format} />
        <p>
          <Link className={styles.link} to={playerStatsPath(child.id)}>
            <Trans>See {child.name}’s play on Player stats</Trans>
          </Link>
        </p>
      </>
    );
  } else if (playerId === 0 || status === 403 || status === 404) {
    content = (
      <EmptyState
        headingLevel={2}
        title={<Trans>This child is not on your account</Trans>}
        description={
          <Link className={styles.link} to={homePath}>
            <Trans>See your children on Home</Trans>
          </Link>
        }
      />
    );
  } else if (player.isError && !player.isFetching) {
    content = (
      <QueryFailure
        query={player}
        title={<Trans>The child’s profile could not be loaded</Trans>}
        headingLevel={2}
      />
    );
  } else {
    content = <Skeleton variant="block" blockSize="12rem" label={t`Loading the child’s profile…`} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{player.data ? player.data.name : <Trans>Child’s profile</Trans>}</h1>
      </header>
      {content}
    </div>
  );
}
Component.displayName = 'ChildProfilePage';
