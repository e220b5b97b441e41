import {
  completeProfile,
  incompleteProfilesQueryOptions,
  invalidateProfiles,
  queryKeys,
  type IncompleteProfile,
} from '@hub/api-client';
import {
  birthYearLabel,
  birthYearRange,
  describeServerErrors,
  onboardingMessages,
  onboardingProgress,
  onboardingReducer,
  profileCompletionSchema,
  schemaValidator,
} from '@hub/domain';
import { Button, ErrorState, Form, Notice, Skeleton, TextField, type FormSubmitResult } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useClock } from '../../shared/clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './Onboarding.css';
import type { useOnboarding } from './use-onboarding';

interface ProfileValues {
  birth_year: string;
}

/**
 * The children's profiles (spec section 4): each incomplete one takes a birth year; a completed profile
 * leaves the list and its count goes down (@hub/domain's onboardingReducer); with none left the step can
 * be passed.
 */
export function ProfilesStep({
  accountId,
  pass,
}: {
  accountId: number;
  pass: ReturnType<typeof useOnboarding>['pass'];
}) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const profiles = useQuery(incompleteProfilesQueryOptions(hub.api, accountId));
  const [saved, setSaved] = useState<string | null>(null);

  function completed(profile: IncompleteProfile) {
    hub.queryClient.setQueryData<IncompleteProfile[]>(queryKeys.incompleteProfiles(accountId), (list) => {
      if (!list) return list;
      const state = onboardingReducer(
        { ...onboardingProgress([]), incompleteProfiles: { count: list.length, results: list } },
        { type: 'profileCompleted', playerId: profile.id },
      );
      return state.incompleteProfiles.results;
    });
    setSaved(profile.player_name);
    void invalidateProfiles(hub.queryClient, accountId);
  }

  if (profiles.isError) {
    return (
      <ErrorState
        title={<Trans>Your children’s profiles could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => void profiles.refetch()}
        retrying={profiles.isFetching}
        retryLabel={<Trans>Try again</Trans>}
        headingLevel={2}
      />
    );
  }
  if (!profiles.data) return <Skeleton lines={4} label={t`Loading your children’s profiles…`} />;

  const count = profiles.data.length;
  const refused = pass.error && 'status' in pass.error && pass.error.status === 409;
  return (
    <div className={styles.profiles}>
      <p className={styles.muted} role="status">
        {saved ? (
          <>
            <Trans>
              <bdi>{saved}</bdi>’s profile is saved.
            </Trans>{' '}
          </>
        ) : null}
        <Plural value={count} one="# profile left to complete." other="# profiles left to complete." />
      </p>
      {profiles.data.map((profile) => (
        <ProfileForm key={profile.id} accountId={accountId} profile={profile} onCompleted={completed} />
      ))}
      {count === 0 ? (
        <Notice tone="success" title={<Trans>Every child’s profile is complete</Trans>} />
      ) : null}
      {pass.isError ? (
        <Notice tone="error" title={<Trans>This step could not be saved</Trans>}>
          {refused ? (
            i18n._(onboardingMessages.profilesIncomplete)
          ) : (
            <Trans>Please try again. If it persists, contact support.</Trans>
          )}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button pending={pass.isPending} disabled={count > 0} onClick={() => pass.mutate('player_profiles')}>
          <Trans>Continue</Trans>
        </Button>
        {count > 0 ? (
          <span className={styles.status}>
            <Trans>Complete every profile to continue.</Trans>
          </span>
        ) : null}
      </div>
    </div>
  );
}

function ProfileForm({
  accountId,
  profile,
  onCompleted,
}: {
  accountId: number;
  profile: IncompleteProfile;
  onCompleted: (profile: IncompleteProfile) => void;
}) {
  const hub = useHub();
  const { i18n } = useLingui();
  const year = useClock().now.getUTCFullYear();
  const range = birthYearRange(year);
  const validate = useMemo(() => schemaValidator(profileCompletionSchema(year)), [year]);

  async function save(values: ProfileValues): Promise<FormSubmitResult<ProfileValues>> {
    const result = await completeProfile(hub.api, accountId, profile.id, Number(values.birth_year.trim()));
    if (result.ok) {
      onCompleted(profile);
      return {};
    }
    if ('errStatus' in result && result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject, [onboardingMessages.birthYearRange]) };
    }
    throw new Error('The profile was not saved');
  }

  return (
    <Form<ProfileValues>
      title={<bdi>{profile.player_name}</bdi>}
      values={{ birth_year: '' }}
      validate={validate}
      required={['birth_year']}
      onSubmit={save}
      labels={{ save: <Trans>Save profile</Trans>, saving: <Trans>Saving…</Trans>, saveHint: null }}
      failureMessage={
        <Trans>The profile could not be saved. Please try again. If it persists, contact support.</Trans>
      }
    >
      <TextField
        name="birth_year"
        label={i18n._(birthYearLabel)}
        hint={
          <Trans>
            A year from {range.min} to {range.max}
          </Trans>
        }
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        dir="ltr"
      />
    </Form>
  );
}
