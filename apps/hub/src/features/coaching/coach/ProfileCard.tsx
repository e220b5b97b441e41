import { coachingKeys, invalidateCoachProfile, updateCoachProfile, type Coach } from '@hub/api-client';
import {
  coachingFieldLabels,
  coachingLimits,
  coachProfileSchema,
  schemaValidator,
  uiLanguages,
} from '@hub/domain';
import { CheckboxGroup, Form, TextField, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { coachingTexts } from '../../../shared/coaching-refusal';
import { useHub } from '../../../shared/use-hub';
import { refusedSave } from '../../../shared/refused-save';

interface ProfileValues {
  bio: string;
  photo_url: string;
  languages: readonly string[];
  time_zone: string;
}

const validateProfile = schemaValidator(coachProfileSchema);

function profileValues(coach: Coach): ProfileValues {
  return {
    bio: coach.bio,
    photo_url: coach.photo_url,
    languages: coach.languages,
    time_zone: coach.time_zone,
  };
}

/** The profile in edit_save_cancel mode: the domain's rules as you type, the server's 400 on Save. */
export function ProfileCard({ coach }: { coach: Coach }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const values = useMemo(() => profileValues(coach), [coach]);
  const save = useMutation({
    mutationFn: (next: ProfileValues) =>
      updateCoachProfile(hub.api, {
        bio: next.bio,
        photo_url: next.photo_url,
        languages: [...next.languages],
        time_zone: next.time_zone,
      }),
    onSuccess: (result) => {
      if (result.ok) hub.queryClient.setQueryData(coachingKeys.profile(), result.data);
    },
    onSettled: () => invalidateCoachProfile(hub.queryClient),
  });

  async function submit(next: ProfileValues): Promise<FormSubmitResult<ProfileValues>> {
    const result = await save.mutateAsync(next);
    if (result.ok) return { values: profileValues(result.data) };
    return refusedSave(result, coachingTexts);
  }

  return (
    <Form<ProfileValues>
      mode="edit_save_cancel"
      title={<Trans>Your profile</Trans>}
      values={values}
      validate={validateProfile}
      required={['languages', 'time_zone']}
      onSubmit={submit}
      failureMessage={<Trans>Your profile could not be saved. Please try again.</Trans>}
      successMessage={<Trans>Your profile is saved.</Trans>}
    >
      <TextField
        name="bio"
        multiline
        rows={4}
        label={i18n._(coachingFieldLabels.bio)}
        hint={<Trans>What families read when they pick a coach.</Trans>}
        maxLength={coachingLimits.bio}
      />
      <CheckboxGroup
        name="languages"
        legend={i18n._(coachingFieldLabels.languages)}
        options={uiLanguages.map((language) => ({
          value: language.code,
          label: <span lang={language.code}>{language.nativeName}</span>,
        }))}
      />
      <TextField
        name="time_zone"
        label={i18n._(coachingFieldLabels.timeZone)}
        hint={<Trans>An IANA zone, such as America/Denver. Your hours are in this zone.</Trans>}
        dir="ltr"
        maxLength={coachingLimits.timeZone}
      />
      <TextField
        name="photo_url"
        type="url"
        optional
        label={i18n._(coachingFieldLabels.photoUrl)}
        dir="ltr"
        maxLength={coachingLimits.photoUrl}
      />
    </Form>
  );
}
