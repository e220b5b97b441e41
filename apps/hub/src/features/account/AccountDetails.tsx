import {
  invalidateAccountDetails,
  queryKeys,
  saveAccountDetails,
  shippingQueryOptions,
  userDetailsQueryOptions,
  type AccountDetailsChanges,
  type UserDetails,
} from '@hub/api-client';
import {
  accountUpdateError,
  accountUpdateSuccess,
  describeServerErrors,
  emailChangeMessages,
  fieldLabels,
  isNewEmail,
  limits,
  shippingChangedElsewhere,
  withValues,
} from '@hub/domain';
import {
  AddressFields,
  EmailField,
  ErrorState,
  Form,
  Notice,
  PasswordField,
  PhoneField,
  Skeleton,
  TextField,
  type FormSubmitResult,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDefaultPhoneCountry } from '../../shared/hub-config';
import { useHub } from '../../shared/use-hub';
import { reportMessage } from '../../shared/errors/reporting';
import * as styles from './AccountDetails.css';
import {
  detailsChanges,
  detailsValidator,
  detailsValues,
  detailsWarnings,
  requiredDetails,
  type DetailsValues,
} from './details-form';

/**
 * The details segment of the account tab (spec section 2): names, email, phone with its country and the
 * shipping address in edit_save_cancel mode. Save sends only what changed (PATCH /api/v2/user/, then
 * PATCH /api/v2/user/shipping/; see saveAccountDetails for what happens when the second fails).
 */
export function AccountDetails({ titled = true }: { titled?: boolean }) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const user = useQuery(userDetailsQueryOptions(hub.api));
  const shipping = useQuery(shippingQueryOptions(hub.api));
  // The configured default phone country (spec section 9), read beside the user and the address.
  const phoneCountry = useDefaultPhoneCountry();

  const values = useMemo(
    () =>
      user.data && shipping.data && phoneCountry
        ? detailsValues(user.data, shipping.data, phoneCountry)
        : null,
    [user.data, shipping.data, phoneCountry],
  );
  const timezone = shipping.data?.timezone ?? '';
  const storedEmail = user.data?.email ?? '';
  const validate = useMemo(() => detailsValidator(timezone, storedEmail), [timezone, storedEmail]);
  // A new address asks for the current password (docs/decisions.md "Changing the email").
  const [emailIsNew, setEmailIsNew] = useState(false);
  // The address was saved elsewhere since it was loaded (412): said until the next save or change.
  const [conflict, setConflict] = useState(false);
  // Whether the last failed save shows 'Error processing user data' (spec section 8, saveAccountDetails's
  // `shown`): a hidden failure leaves the form in edit with what was typed, claiming nothing.
  const [failureShown, setFailureShown] = useState(true);
  // The write is a mutation: what the server answered goes into the cache at once, and whatever was
  // written (also a user call before a failed address call) is read back everywhere once it settles.
  const saving = useMutation({
    mutationFn: ({ changes, previous }: { changes: AccountDetailsChanges; previous: UserDetails }) =>
      saveAccountDetails(hub.api, changes, previous),
    onSuccess: (result) => {
      if (!result.ok) return;
      if (result.user) hub.queryClient.setQueryData(queryKeys.userDetails(), result.user);
      if (result.shipping) hub.queryClient.setQueryData(queryKeys.shipping(), result.shipping);
    },
    onSettled: () => invalidateAccountDetails(hub.queryClient),
  });

  if (user.isError || shipping.isError) {
    return (
      <ErrorState
        title={<Trans>Your account details could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => {
          if (user.isError) void user.refetch();
          if (shipping.isError) void shipping.refetch();
        }}
        retrying={user.isFetching || shipping.isFetching}
        retryLabel={<Trans>Try again</Trans>}
        headingLevel={2}
      />
    );
  }
  if (!values || !user.data || !shipping.data || !phoneCountry) {
    return <Skeleton variant="lines" lines={8} label={t`Loading your account details…`} />;
  }

  const stored = { user: user.data, shipping: shipping.data };
  const defaultPhoneCountry = phoneCountry;

  async function save(next: DetailsValues): Promise<FormSubmitResult<DetailsValues>> {
    const changes = detailsChanges(next, stored);
    if (!changes) throw new Error('The form let invalid values through.');
    setConflict(false);
    const result = await saving.mutateAsync({ changes, previous: stored.user });
    if (result.ok) {
      setEmailIsNew(false);
      // What the server keeps: a new email only waits for its link, and the password is not kept.
      return {
        values: detailsValues(
          result.user ?? stored.user,
          result.shipping ?? stored.shipping,
          defaultPhoneCountry,
        ),
      };
    }
    if (result.undone === false) {
      reportMessage(
        'Account details: the address failed and the user details could not be put back',
        'error',
        {
          extra: { error: result.error },
        },
      );
    }
    setFailureShown(result.shown);
    if (result.failed === 'shipping' && 'errStatus' in result.error && result.error.errStatus === 412) {
      // Another tab or device saved the address since it was loaded: read it again (fields nobody touched
      // here take the new values; what was typed stays) and say so; Save then goes with the new version.
      void hub.queryClient.invalidateQueries({ queryKey: queryKeys.shipping() });
      setConflict(true);
      throw new Error('The address changed elsewhere');
    }
    if (!result.shown) throw new Error('The save failed with an error spec section 8 does not show');
    const fieldErrors = 'errorObject' in result.error ? result.error.errorObject : null;
    if (fieldErrors) return { errors: describeServerErrors(fieldErrors) };
    throw new Error('cancelled' in result.error ? 'cancelled' : result.error.errorText);
  }

  const pendingEmail = user.data.pending_email;
  return (
    <>
      {pendingEmail ? (
        <Notice tone="info" className={styles.pending}>
          {i18n._(withValues(emailChangeMessages.pending, { email: pendingEmail }))}
        </Notice>
      ) : null}
      <Form<DetailsValues>
        mode="edit_save_cancel"
        className={styles.form}
        // Under a page heading that already says "Account details" (phones), the form is named, not titled.
        title={titled ? <Trans>Account details</Trans> : undefined}
        aria-label={titled ? undefined : t`Account details`}
        values={values}
        validate={validate}
        warn={detailsWarnings}
        required={requiredDetails}
        onSubmit={save}
        onValuesChange={(next) => {
          setEmailIsNew(isNewEmail(next.email, storedEmail));
          setConflict(false);
        }}
        onCancel={() => {
          setEmailIsNew(false);
          setConflict(false);
        }}
        error={conflict ? i18n._(shippingChangedElsewhere) : null}
        failureMessage={failureShown ? i18n._(accountUpdateError) : null}
        successMessage={i18n._(accountUpdateSuccess)}
      >
        <div className={styles.names}>
          <TextField
            name="first_name"
            label={i18n._(fieldLabels.firstName)}
            autoComplete="given-name"
            maxLength={limits.name}
          />
          <TextField
            name="last_name"
            label={i18n._(fieldLabels.lastName)}
            autoComplete="family-name"
            maxLength={limits.name}
          />
        </div>
        <EmailField name="email" />
        {emailIsNew ? (
          <PasswordField
            name="current_password"
            label={i18n._(fieldLabels.currentPassword)}
            hint={<Trans>Needed to change your email. We then send a link to the new address.</Trans>}
            maxLength={limits.passwordMax}
          />
        ) : null}
        <PhoneField name="phone" countryName="phone_country" defaultCountry={phoneCountry} />
        <AddressFields legend={<Trans>Shipping address</Trans>} />
      </Form>
    </>
  );
}
