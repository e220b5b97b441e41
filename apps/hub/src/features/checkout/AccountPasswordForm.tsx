import { login, queryKeys, setPassword } from '@hub/api-client';
import {
  describeServerErrors,
  fieldLabels,
  newPasswordSchema,
  passwordResetLinkInvalid,
  schemaValidator,
  whoopsDetail,
  whoopsTitle,
  type NewPasswordValues,
} from '@hub/domain';
import { Form, PasswordField, useRenderMessage, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { afterLoginPath } from '../../shared/after-login';
import { useLanguageChoice } from '../../shared/i18n/use-language';
import { useHub } from '../../shared/use-hub';
import * as styles from './CheckoutPage.css';

export interface AccountPasswordFormProps {
  /** The set-password token the confirmation gave (the same the emailed `/start?o=` link carries). */
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}

const emptyValues: NewPasswordValues = { password: '', confirmation: '' };

/**
 * The new family's account password on the confirmation page (spec section 2): the new-password rules of
 * @hub/domain with their names (a checklist while typing), its confirmation, then set with the token and
 * signed in at once, to the hub. A token already used or expired says so and points to the password reset.
 */
export function AccountPasswordForm({ token, email, firstName, lastName }: AccountPasswordFormProps) {
  const hub = useHub();
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const renderMessage = useRenderMessage();
  const { language } = useLanguageChoice();
  const [failure, setFailure] = useState<ReactNode>(null);
  const names = useMemo(() => ({ firstName, lastName }), [firstName, lastName]);
  const validate = useMemo(() => schemaValidator(newPasswordSchema(names)), [names]);

  async function submit({ password }: NewPasswordValues): Promise<FormSubmitResult<NewPasswordValues>> {
    setFailure(null);
    const set = await setPassword(hub.api, { token, password });
    if (!set.ok) {
      if (set.cancelled) throw new Error('cancelled');
      if (set.errStatus === 400 && set.errorObject?.token) {
        setFailure(
          <>
            {i18n._(passwordResetLinkInvalid)}{' '}
            <Link className={styles.link} to="/passwordreset">
              <Trans>Ask for a new link</Trans>
            </Link>
          </>,
        );
        throw new Error(set.errorText);
      }
      if (set.errStatus === 400 && set.errorObject) return { errors: describeServerErrors(set.errorObject) };
      setFailure(
        <>
          <strong>{i18n._(whoopsTitle)}</strong> {i18n._(whoopsDetail)}
        </>,
      );
      throw new Error(set.errorText);
    }
    const signedIn = await login(hub.api, { email: set.data.email, password, languageCode: language });
    if (!signedIn.ok) {
      // The password is set: signing in is one step on the login page.
      navigate(`/login?${new URLSearchParams({ email: set.data.email })}`, { replace: true });
      return {};
    }
    hub.queryClient.setQueryData(queryKeys.userInfo(), signedIn.data);
    hub.signedIn();
    navigate(afterLoginPath(signedIn.data, null), { replace: true });
    return {};
  }

  return (
    <Form<NewPasswordValues>
      mode="default"
      title={<Trans>Create your account password</Trans>}
      values={emptyValues}
      validate={validate}
      required={['password', 'confirmation']}
      onSubmit={submit}
      onValuesChange={() => setFailure(null)}
      error={failure}
      labels={{ save: <Trans>Create password and sign in</Trans>, saving: <Trans>Signing you in…</Trans> }}
    >
      <p className={styles.hint}>
        <Trans>You will sign in to the hub with {email} and this password.</Trans>
      </p>
      <PasswordField name="password" purpose="new" names={names} label={t`New password`} />
      <PasswordField
        name="confirmation"
        purpose="new"
        showRules={false}
        label={renderMessage(fieldLabels.passwordConfirmation)}
      />
    </Form>
  );
}
