import { changeAdminUser, type AdminAccount, type AdminUser, type AdminUserChanges } from '@hub/api-client';
import {
  accountUpdateError,
  accountUpdateSuccess,
  describeServerErrors,
  fieldLabels,
  isPhoneCountry,
  limits,
  schemaValidator,
  toStoredPhone,
  userDetailsFormSchema,
  userDetailsFormValues,
  type FieldMessages,
  type PhoneCountryCode,
} from '@hub/domain';
import {
  Card,
  DateDisplay,
  EmailField,
  Form,
  PhoneField,
  Skeleton,
  TextField,
  type FormSubmitResult,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useDefaultPhoneCountry } from '../../../shared/hub-config';
import * as styles from './AccountDetails.css';
import { BillingUserField, LanguageField } from './fields';
import { useAccountWrite } from './use-account-change';

/** A user's form: names, email, phone with its country, language, and whether they pay. */
interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  phone: string;
  language: string;
  is_billing_user: boolean;
}

function valuesOf(user: AdminUser, defaultPhoneCountry: PhoneCountryCode): UserValues {
  return {
    ...userDetailsFormValues(user, defaultPhoneCountry),
    language: user.language ?? '',
    is_billing_user: user.is_billing_user,
  };
}

const validateDetails = schemaValidator(userDetailsFormSchema);

/**
 * The user form's rules are the family's own (spec section 5); a phone may stay empty when the user has
 * none (staff cannot remove a stored one: the server keeps it).
 */
function validatorFor(user: AdminUser) {
  return (values: UserValues): FieldMessages => {
    const errors = validateDetails(values);
    if (values.phone.trim() === '' && !user.phone) {
      const { phone: _phone, phone_country: _country, ...rest } = errors;
      return rest;
    }
    return errors;
  };
}

/** What differs from the stored user, in the forms the server stores (trimmed, the phone `+<code><digits>`). */
function changesOf(values: UserValues, user: AdminUser): AdminUserChanges {
  const changes: AdminUserChanges = {};
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  const email = values.email.trim();
  if (firstName !== user.first_name) changes.first_name = firstName;
  if (lastName !== user.last_name) changes.last_name = lastName;
  if (email !== user.email) changes.email = email;
  const phone =
    values.phone.trim() && isPhoneCountry(values.phone_country)
      ? toStoredPhone(values.phone_country, values.phone)
      : null;
  if (phone && phone !== user.phone) changes.phone = phone;
  if (values.language && values.language !== user.language) changes.language = values.language;
  if (values.is_billing_user !== user.is_billing_user) changes.is_billing_user = values.is_billing_user;
  return changes;
}

/** The account's people, each in a form staff edit on the family's behalf (`PATCH /api/v2/admin/users/{id}/`). */
export function UsersCard({ account }: { account: AdminAccount }) {
  const { t } = useLingui();
  // A user without a phone starts on the configured default phone country (spec section 9).
  const phoneCountry = useDefaultPhoneCountry();
  let content;
  if (account.users.length === 0) {
    content = (
      <p className={styles.muted}>
        <Trans>This account has no users</Trans>
      </p>
    );
  } else if (!phoneCountry) {
    content = <Skeleton lines={3} label={t`Loading the users…`} />;
  } else {
    content = (
      <div className={styles.list}>
        {account.users.map((user) => (
          <UserForm key={user.id} accountId={account.id} user={user} phoneCountry={phoneCountry} />
        ))}
      </div>
    );
  }
  return <Card title={<Trans>Users</Trans>}>{content}</Card>;
}

function UserForm({
  accountId,
  user,
  phoneCountry,
}: {
  accountId: number;
  user: AdminUser;
  phoneCountry: PhoneCountryCode;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const values = useMemo(() => valuesOf(user, phoneCountry), [user, phoneCountry]);
  const validate = useMemo(() => validatorFor(user), [user]);
  // A refusal without field errors (403 for a staff member's record): its reason, until the next change.
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = useAccountWrite(
    accountId,
    (api, changes: AdminUserChanges) => changeAdminUser(api, user.id, changes),
    {
      apply: (account, saved) => ({
        ...account,
        users: account.users.map((candidate) => (candidate.id === saved.id ? saved : candidate)),
      }),
    },
  );

  async function save(next: UserValues): Promise<FormSubmitResult<UserValues>> {
    setRefusal(null);
    const changes = changesOf(next, user);
    if (Object.keys(changes).length === 0) return { values: next };
    const result = await write.mutateAsync(changes);
    if (result.ok) return { values: valuesOf(result.data, phoneCountry) };
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject) };
    }
    if (result.errStatus === 403) setRefusal(result.errorText);
    throw new Error(result.errorText);
  }

  const name = user.name.trim() || user.email;
  const userId = user.id;
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <h3 id={headingId} className={styles.subheading}>
          <bdi>{name}</bdi>
        </h3>
        <ul className={styles.row}>
          {user.is_billing_user ? (
            <li className={styles.infoBadge}>
              <Trans>Billing user</Trans>
            </li>
          ) : null}
          {user.is_staff ? (
            <li className={styles.badge}>
              <Trans context="user role">Staff</Trans>
            </li>
          ) : null}
          {user.is_coach ? (
            <li className={styles.badge}>
              <Trans>Coach</Trans>
            </li>
          ) : null}
          {user.is_active ? null : (
            <li className={styles.warningBadge}>
              <Trans>Inactive</Trans>
            </li>
          )}
        </ul>
      </div>
      <p className={styles.muted}>
        <Trans>User #{userId}.</Trans>{' '}
        {user.last_login_at ? (
          <Trans>
            Last signed in <DateDisplay value={user.last_login_at} />
          </Trans>
        ) : (
          <Trans>Never signed in.</Trans>
        )}
      </p>
      {user.is_staff ? (
        <p className={styles.muted}>
          <Trans>A staff member’s own details are not edited here.</Trans>
        </p>
      ) : null}
      <Form<UserValues>
        mode="edit_save_cancel"
        aria-label={t`Details of ${name}`}
        values={values}
        validate={validate}
        required={['first_name', 'last_name', 'email']}
        onSubmit={save}
        onValuesChange={() => setRefusal(null)}
        onCancel={() => setRefusal(null)}
        disabled={user.is_staff}
        error={refusal}
        failureMessage={i18n._(accountUpdateError)}
        successMessage={i18n._(accountUpdateSuccess)}
      >
        <div className={styles.names}>
          <TextField
            name="first_name"
            label={i18n._(fieldLabels.firstName)}
            autoComplete="off"
            maxLength={limits.name}
          />
          <TextField
            name="last_name"
            label={i18n._(fieldLabels.lastName)}
            autoComplete="off"
            maxLength={limits.name}
          />
        </div>
        <EmailField name="email" autoComplete="off" />
        <PhoneField name="phone" countryName="phone_country" defaultCountry={phoneCountry} />
        <LanguageField name="language" />
        <BillingUserField name="is_billing_user" />
      </Form>
    </section>
  );
}
