import { EmailLinkPage } from './EmailLinkPage';

/** `/email/keep?token=`: the link mailed to the old address when the email is being changed (route emailkeep). */
export function Component() {
  return <EmailLinkPage link="keep" />;
}
Component.displayName = 'KeepEmailPage';
