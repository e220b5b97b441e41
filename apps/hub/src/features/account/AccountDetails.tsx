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
  fieldLabels,
  limits,
} from '@hub/domain';
import {
  AddressFields,
  EmailField,
  ErrorState,
  Form,
  PhoneField,
  Skeleton,
  TextField,
  type FormSubmitResult,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHub } from '../../app/use-hub';
import { reportMessage } from '../../app/errors/reporting';
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

  const values = useMemo(
    () => (user.data && shipping.data ? detailsValues(user.data, shipping.data) : null),
    [user.data, shipping.data],
  );
  const timezone = shipping.data?.timezone ?? '';
  const validate = useMemo(() => detailsValidator(timezone), [timezone]);
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
  if (!values || !user.data || !shipping.data) {
    return <Skeleton variant="lines" lines={8} label={t`Loading your account details…`} />;
  }

  const stored = { user: user.data, shipping: shipping.data };

  async function save(next: DetailsValues): Promise<FormSubmitResult<DetailsValues>> {
    const changes = detailsChanges(next, stored);
    if (!changes) throw new Error('The form let invalid values through.');
    const result = await saving.mutateAsync({ changes, previous: stored.user });
    if (result.ok) return {};
    if (result.undone === false) {
      reportMessage(
        'Account details: the address failed and the user details could not be put back',
        'error',
        {
          extra: { error: result.error },
        },
      );
    }
    const fieldErrors = 'errorObject' in result.error ? result.error.errorObject : null;
    if (fieldErrors) return { errors: describeServerErrors(fieldErrors) };
    throw new Error('cancelled' in result.error ? 'cancelled' : result.error.errorText);
  }

  return (
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
      failureMessage={i18n._(accountUpdateError)}
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
      <PhoneField name="phone" countryName="phone_country" />
      <AddressFields legend={<Trans>Shipping address</Trans>} />
    </Form>
  );
}
