import { isAuthenticated, setPassword } from '@hub/api-client';
import {
  describeServerErrors,
  fieldLabels,
  newPasswordSchema,
  passwordResetLinkInvalid,
  passwordSetSuccess,
  schemaValidator,
  whoopsDetail,
  whoopsTitle,
  type NewPasswordValues,
} from '@hub/domain';
import { Form, PasswordField, useRenderMessage, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { loginWithEmailPath } from '../../shared/paths';
import { useSignedOutHost } from '../../shared/signed-out-host';
import { AuthLayout, AuthLink, AuthLinks } from './AuthLayout';
import * as layout from './AuthLayout.css';
import * as styles from './LoginPage.css';

// The names are the server's to check (the page does not know whose link it is): the checklist shows
// the other rules, and the server's "must not contain your name" comes back under the field.
const validateNewPassword = schemaValidator(newPasswordSchema());

const emptyValues: NewPasswordValues = { password: '', confirmation: '' };

type Outcome = { kind: 'form' } | { kind: 'invalid' } | { kind: 'set'; email: string };

/**
 * `/start?o=<token>` (route setpassword): a new password with the rules as a checklist and its
 * confirmation. A link that is missing, invalid, expired or used says so with a way to ask for a new one;
 * the password the server refuses shows under the field. Once set, every session has ended (this
 * device's too), and the page links to the login page with the email filled in: signing in is a choice
 * the person makes, with the password they just chose.
 */
export function Component() {
  const host = useSignedOutHost();
  const { i18n, t } = useLingui();
  const renderMessage = useRenderMessage();
  const params = host.useSearchParams();
  const token = params.get('o')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'form' } : { kind: 'invalid' });
  const [failure, setFailure] = useState<ReactNode>(null);

  async function submit({ password }: NewPasswordValues): Promise<FormSubmitResult<NewPasswordValues>> {
    setFailure(null);
    const result = await setPassword(host.api, { token, password });
    if (result.ok) {
      // The server ended every session and token of the account: drop this device's too.
      if (isAuthenticated(host.api)) host.signOutLocally();
      setOutcome({ kind: 'set', email: result.data.email });
      return {};
    }
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 400 && result.errorObject?.token) {
      setOutcome({ kind: 'invalid' });
      return {};
    }
    if (result.errStatus === 400 && result.errorObject)
      return { errors: describeServerErrors(result.errorObject) };
    setFailure(
      <>
        <span className={styles.failureTitle}>{i18n._(whoopsTitle)}</span>
        {i18n._(whoopsDetail)}
      </>,
    );
    throw new Error(result.errorText);
  }

  if (outcome.kind === 'invalid') {
    return (
      <AuthLayout key="invalid" title={<Trans>This link no longer works</Trans>} focusTitle={Boolean(token)}>
        <p className={layout.intro}>{i18n._(passwordResetLinkInvalid)}</p>
        <AuthLinks>
          <AuthLink to="/passwordreset">
            <Trans>Ask for a new link</Trans>
          </AuthLink>
          <AuthLink to="/login">
            <Trans>Back to log in</Trans>
          </AuthLink>
        </AuthLinks>
      </AuthLayout>
    );
  }

  if (outcome.kind === 'set') {
    return (
      <AuthLayout key="set" title={<Trans>Password set</Trans>} focusTitle>
        <p className={layout.intro}>{i18n._(passwordSetSuccess)}</p>
        <AuthLinks>
          <AuthLink to={loginWithEmailPath(outcome.email)}>
            <Trans>Log in</Trans>
          </AuthLink>
        </AuthLinks>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      key="form"
      title={<Trans>Set a new password</Trans>}
      intro={<Trans>Choose the password you will log in with.</Trans>}
    >
      <Form<NewPasswordValues>
        mode="default"
        values={emptyValues}
        validate={validateNewPassword}
        required={['password', 'confirmation']}
        onSubmit={submit}
        onValuesChange={() => setFailure(null)}
        error={failure}
        aria-label={t`Set a new password`}
        labels={{ save: <Trans>Set password</Trans>, saving: <Trans>Setting password…</Trans> }}
      >
        <PasswordField name="password" purpose="new" label={<Trans>New password</Trans>} />
        <PasswordField
          name="confirmation"
          purpose="new"
          showRules={false}
          label={renderMessage(fieldLabels.passwordConfirmation)}
        />
      </Form>
      <AuthLinks>
        <AuthLink to="/login">
          <Trans>Back to log in</Trans>
        </AuthLink>
      </AuthLinks>
    </AuthLayout>
  );
}
Component.displayName = 'SetPasswordPage';
