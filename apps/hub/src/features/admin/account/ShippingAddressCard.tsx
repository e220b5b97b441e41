import {
  adminKeys,
  updateUserShipping,
  userShippingQueryOptions,
  type AdminAccount,
  type AdminUser,
  type Shipping,
} from '@hub/api-client';
import {
  accountUpdateError,
  accountUpdateSuccess,
  shippingFormValues,
  shippingWarnings,
  validateShipping,
  type FieldMessages,
} from '@hub/domain';
import { AddressFields, Card, EmptyState, Form, Skeleton, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { QueryFailure } from '../../../shared/QueryFailure';
import { refusedSave } from '../../../shared/refused-save';

/** The address form's values: the address lines, city, state, zipcode and country. */
interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

const addressParts = ['address1', 'address2', 'city', 'state', 'zipcode', 'country'] as const;

function valuesOf(shipping: Shipping): AddressValues {
  const { timezone: _timezone, ...address } = shippingFormValues(shipping);
  return address;
}

/** The account holder: its first billing user, else its first user (as the list names the account). */
export function accountHolder(account: AdminAccount): AdminUser | null {
  return account.users.find((user) => user.is_billing_user) ?? account.users[0] ?? null;
}

/**
 * The account holder's shipping address (`GET`/`PATCH /api/v2/admin/{userId}/shipping/`), where new
 * shipments go: edited as the family's own form does (spec section 5's rules, the PO-box warning), sent
 * as only what changed with the version read, so a save over a change made since (by the family or
 * another staff member) is refused (412) and said, with what was typed kept.
 */
export function ShippingAddressCard({ account }: { account: AdminAccount }) {
  const holder = accountHolder(account);
  return (
    <Card title={<Trans>Shipping address</Trans>}>
      {holder ? (
        <ShippingForm user={holder} />
      ) : (
        <EmptyState headingLevel={3} title={<Trans>This account has no users</Trans>} />
      )}
    </Card>
  );
}

function ShippingForm({ user }: { user: AdminUser }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const shipping = useQuery(userShippingQueryOptions(hub.api, user.id));
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const values = useMemo(() => (shipping.data ? valuesOf(shipping.data) : null), [shipping.data]);
  const save = useMutation({
    mutationFn: ({ changes, version }: { changes: Partial<AddressValues>; version?: string }) =>
      updateUserShipping(hub.api, user.id, changes, version),
    onSuccess: (result) => {
      if (result.ok) hub.queryClient.setQueryData(adminKeys.adminUserShipping(user.id), result.data);
    },
  });

  if (shipping.isPending) return <Skeleton variant="lines" lines={5} label={t`Loading the address…`} />;
  if (shipping.isError || !values) {
    return <QueryFailure query={shipping} title={<Trans>The address could not be loaded</Trans>} />;
  }
  const stored = shipping.data;
  const timezone = stored.timezone;
  const validate = (next: AddressValues): FieldMessages => validateShipping({ ...next, timezone }).errors;

  async function submit(next: AddressValues): Promise<FormSubmitResult<AddressValues>> {
    setChangedElsewhere(false);
    const checked = validateShipping({ ...next, timezone });
    if (!checked.success) return { errors: checked.errors };
    const changes: Partial<AddressValues> = {};
    for (const part of addressParts) {
      if (checked.output[part] !== stored[part]) changes[part] = checked.output[part];
    }
    if (Object.keys(changes).length === 0) return { values: next };
    const result = await save.mutateAsync({ changes, version: stored.version });
    if (result.ok) return { values: valuesOf(result.data) };
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 412) {
      // Changed since it was read: read it again (untouched fields take the new values, what was typed
      // stays) and say so; Save then goes with the new version.
      void hub.queryClient.invalidateQueries({ queryKey: adminKeys.adminUserShipping(user.id) });
      setChangedElsewhere(true);
      throw new Error('The address changed elsewhere');
    }
    return refusedSave(result);
  }

  const name = user.name.trim() || user.email;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <Trans>
          The address of <bdi>{name}</bdi>, where new shipments go.
        </Trans>
      </p>
      <Form<AddressValues>
        mode="edit_save_cancel"
        aria-label={t`Shipping address of ${name}`}
        values={values}
        validate={validate}
        warn={shippingWarnings}
        required={['address1', 'city', 'zipcode', 'country']}
        onSubmit={submit}
        onValuesChange={() => setChangedElsewhere(false)}
        onCancel={() => setChangedElsewhere(false)}
        error={
          changedElsewhere ? (
            <Trans>
              This address was changed somewhere else (by the family or another staff member) after you opened
              it. What you typed is kept: check the address and save again.
            </Trans>
          ) : null
        }
        failureMessage={i18n._(accountUpdateError)}
        successMessage={i18n._(accountUpdateSuccess)}
      >
        <AddressFields legend={<Trans>Shipping address</Trans>} />
      </Form>
    </div>
  );
}
