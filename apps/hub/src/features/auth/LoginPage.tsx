import { login, type CallError } from '@hub/api-client';
import {
  describeServerErrors,
  limits,
  loginErrorMessage,
  loginFailedTitle,
  loginSchema,
  nonFieldErrorsKey,
  schemaValidator,
  type LoginValues,
} from '@hub/domain';
import { EmailField, Form, PasswordField, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { afterLoginPath } from '../../shared/after-login';
import { getAccessUrl } from '../../shared/links';
import { languageAfterLogin, switchLanguage, useActiveLanguage } from '../../shared/i18n/language-choice';
import { useSignedOutHost } from '../../shared/signed-out-host';
import { AuthLayout, AuthLink, AuthLinks } from './AuthLayout';
import * as layout from './AuthLayout.css';
import * as styles from './LoginPage.css';

/** Where "reset password" goes (spec section 2): the reset page, which ignores `ref` but for logging. */
const passwordResetPath = '/passwordreset?ref=web-login';

const validateLogin = schemaValidator(loginSchema);

/** The server's field errors of a refused login, without the form-wide ones the title already covers. */
function loginFieldErrors(error: CallError): FormSubmitResult<LoginValues>['errors'] | null {
  if (error.errStatus !== 400 || !error.errorObject) return null;
  const { [nonFieldErrorsKey]: _formWide, ...fields } = error.errorObject;
  return Object.keys(fields).length > 0 ? describeServerErrors(fields) : null;
}

/**
 * The login page (spec section 2): email and password with the domain's login rules, errors after blur
 * or after the server refused them, the language selector, reset-password and get-access links. `email`
 * pre-fills the email; `next` is where a successful login goes (same-origin paths only).
 */
export function Component() {
  const host = useSignedOutHost();
  const params = host.useSearchParams();
  const enterHub = host.useEnterHub();
  const { i18n, t } = useLingui();
  const language = useActiveLanguage();
  // `lang` in the address: picked here before the page had hydrated (public/choose-language.js reloads it).
  const pickedHere = useRef(params.get('lang') === language);
  const [failure, setFailure] = useState<ReactNode>(null);
  const next = params.get('next');
  const prefilledEmail = params.get('email') ?? '';
  const values = useMemo<LoginValues>(() => ({ email: prefilledEmail, password: '' }), [prefilledEmail]);

  async function submit(credentials: LoginValues): Promise<FormSubmitResult<LoginValues>> {
    setFailure(null);
    // Only a language picked here is sent: the server saves `languageCode` on the user (spec section 1),
    // and the device's language must not overwrite the one a user saved elsewhere.
    const result = await login(host.api, {
      ...credentials,
      languageCode: pickedHere.current ? language : undefined,
    });
    if (!result.ok) {
      if (result.cancelled) throw new Error('cancelled');
      setFailure(
        <>
          <span className={styles.failureTitle}>{i18n._(loginFailedTitle)}</span>
          {i18n._(loginErrorMessage(result.errStatus, result.retryAfter))}
        </>,
      );
      const errors = loginFieldErrors(result);
      if (errors) return { errors };
      throw new Error(result.errorText);
    }
    const user = result.data;
    // Spec section 1: the user's saved language applies at sign-in, unless they just chose one here,
    // which then becomes their saved language.
    const target = languageAfterLogin(user, language, pickedHere.current);
    if (pickedHere.current && user.language !== language) await host.saveLanguage(user.id, language);
    else if (target !== language) await switchLanguage(target);
    enterHub(user, afterLoginPath(user, next));
    return {};
  }

  return (
    <AuthLayout
      title={<Trans>Welcome</Trans>}
      intro={<Trans>Sign in to manage your account and follow your children’s play.</Trans>}
      onLanguagePicked={() => {
        pickedHere.current = true;
      }}
    >
      <Form<LoginValues>
        mode="default"
        values={values}
        validate={validateLogin}
        required={['email', 'password']}
        onSubmit={submit}
        onValuesChange={() => setFailure(null)}
        error={failure}
        aria-label={t`Log in`}
        labels={{ save: <Trans>Log in</Trans>, saving: <Trans>Logging in…</Trans> }}
      >
        <EmailField name="email" autoComplete="username" maxLength={limits.loginEmail} />
        <PasswordField name="password" purpose="current" />
      </Form>
      <AuthLinks>
        <AuthLink to={passwordResetPath}>
          <Trans>Forgot your password? Reset it</Trans>
        </AuthLink>
        <li>
          <Trans>
            New to the hub?{' '}
            <a className={layout.link} href={getAccessUrl}>
              Get access
            </a>
          </Trans>
        </li>
      </AuthLinks>
    </AuthLayout>
  );
}
Component.displayName = 'LoginPage';
