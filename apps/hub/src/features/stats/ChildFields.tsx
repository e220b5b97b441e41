import { limits, playerFieldLabels } from '@hub/domain';
import { TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A child's name and birth date, as adding a child and editing a profile ask for them. The birth date is
 * typed as year-month-day (the wire's form, the same in every language and direction, so no date picker
 * guesses an order); the hint gives an example (docs/decisions.md "Children").
 */
export function ChildFields() {
  const { i18n } = useLingui();
  return (
    <>
      <TextField name="name" label={i18n._(playerFieldLabels.name)} maxLength={limits.name} />
      <TextField
        name="birth_date"
        label={i18n._(playerFieldLabels.birthDate)}
        optional
        dir="ltr"
        inputMode="numeric"
        maxLength={10}
        hint={<Trans>As year-month-day, for example 2016-05-01. It completes the child’s profile.</Trans>}
      />
    </>
  );
}
