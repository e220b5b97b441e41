import { EmailLinkPage } from './EmailLinkPage';

/** `/email/confirm?token=`: the link mailed to a new address (route emailconfirm). */
export function Component() {
  return <EmailLinkPage link="confirm" />;
}
Component.displayName = 'ConfirmEmailPage';
