import { Button } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { Form, useNavigation } from 'react-router';
import { AuthLayout, AuthLink, AuthLinks } from './AuthLayout';

/**
 * /logout opened by a link (docs/security.md): following a link never signs anyone out, so the page asks
 * and the button posts to the route's action, which signs out and goes to /login (keeping a safe `next`).
 * The menus' Sign out posts straight to the same action.
 */
export function Component() {
  const navigation = useNavigation();
  return (
    <AuthLayout
      title={<Trans>Sign out?</Trans>}
      intro={<Trans>You are signed in to the customer hub on this device.</Trans>}
    >
      <Form method="post">
        <Button type="submit" pending={navigation.state === 'submitting'}>
          <Trans>Sign out</Trans>
        </Button>
      </Form>
      <AuthLinks>
        <AuthLink to="/">
          <Trans>Stay signed in</Trans>
        </AuthLink>
      </AuthLinks>
    </AuthLayout>
  );
}
Component.displayName = 'LogoutPage';
