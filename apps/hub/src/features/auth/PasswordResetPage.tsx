import { requestPasswordReset } from '@hub/api-client';
import {
  describeServerErrors,
  emailSchema,
  nonFieldErrorsKey,
  passwordResetRequested,
  passwordResetThrottledMessage,
  validate,
  whoopsDetail,
  whoopsTitle,
  type FormFieldErrors,
} from '@hub/domain';
import { EmailField, Form, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loginWithEmailPath } from '../../shared/paths';
import { useSignedOutHost } from '../../shared/signed-out-host';
import { leaveBreadcrumb } from '../../shared/errors/reporting';
import { AuthLayout, AuthLink, AuthLinks } from './AuthLayout';
import * as layout from './AuthLayout.css';
import * as styles from './LoginPage.css';

interface ResetValues {
  email: string;
}

/** The email through the domain's email rules (spec section 5), as the server checks it. */
function validateReset(values: ResetValues): FormFieldErrors<ResetValues> {
  const messages = validate(emailSchema, values.email).errors[nonFieldErrorsKey];
  return messages ? { email: messages } : {};
}

/**
 * `/passwordreset` (route passwordreset): asks for a link to set a new password. Whatever the email, the
 * answer is the same confirmation, so the page tells nobody which emails have accounts. `ref` (where the
 * visitor came from, e.g. `web-login`) is only left as a breadcrumb for error reports: no analytics.
 */
export function Component() {
  const host = useSignedOutHost();
  const { i18n, t } = useLingui();
  const params = host.useSearchParams();
  const ref = params.get('ref');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  // The form starts from the last email sent to, so "Use another email" can correct a typo.
  const values = useMemo<ResetValues>(() => ({ email }), [email]);

  useEffect(() => {
    if (ref) leaveBreadcrumb('Password reset page opened', { ref: ref.slice(0, 50) });
  }, [ref]);

  async function submit(typed: ResetValues): Promise<FormSubmitResult<ResetValues>> {
    setFailure(null);
    const trimmed = typed.email.trim();
    const result = await requestPasswordReset(host.api, trimmed);
    if (result.ok) {
      setEmail(trimmed);
      setSent(true);
      return {};
    }
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 400 && result.errorObject)
      return { errors: describeServerErrors(result.errorObject) };
    setFailure(
      result.errStatus === 429 ? (
        i18n._(passwordResetThrottledMessage(result.retryAfter))
      ) : (
        <>
          <span className={styles.failureTitle}>{i18n._(whoopsTitle)}</span>
          {i18n._(whoopsDetail)}
        </>
      ),
    );
    throw new Error(result.errorText);
  }

  if (sent) {
    return (
      <AuthLayout key="sent" title={<Trans>Check your email</Trans>} focusTitle>
        <p className={layout.intro}>{i18n._(passwordResetRequested)}</p>
        <AuthLinks>
          <AuthLink to={loginWithEmailPath(email)}>
            <Trans>Back to log in</Trans>
          </AuthLink>
          <li>
            <button type="button" className={layout.textButton} onClick={() => setSent(false)}>
              <Trans>Use another email</Trans>
            </button>
          </li>
        </AuthLinks>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      key="form"
      title={<Trans>Reset your password</Trans>}
      intro={
        <Trans>Enter the email of your account and we will send you a link to set a new password.</Trans>
      }
    >
      <Form<ResetValues>
        mode="default"
        values={values}
        validate={validateReset}
        required={['email']}
        onSubmit={submit}
        onValuesChange={() => setFailure(null)}
        error={failure}
        aria-label={t`Reset your password`}
        labels={{ save: <Trans>Send the link</Trans>, saving: <Trans>Sending…</Trans> }}
      >
        <EmailField name="email" autoComplete="username" />
      </Form>
      <AuthLinks>
        <AuthLink to="/login">
          <Trans>Back to log in</Trans>
        </AuthLink>
      </AuthLinks>
    </AuthLayout>
  );
}
Component.displayName = 'PasswordResetPage';
