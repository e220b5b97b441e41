/** @jsxRuntime automatic */
// An email is a component with its subject beside it: `renderEmail` gives the subject, the HTML and the
// plain text of one email for one recipient, ready for a mail service.
import type { ReactNode } from 'react';
import { render, toPlainText } from '@react-email/components';
import { EmailLayout } from './internal/EmailLayout';
import type { EmailWriter } from './writer';

/** What every email is given besides its own props. */
export interface EmailBaseProps {
  /** The writer of the recipient's language (`emailWriter`). */
  write: EmailWriter;
  /** The hub's public origin, e.g. `https://hub.example.com`: the footer links to it. */
  publicUrl: string;
}

/** An email kind: a React Email component and the subject it goes out with. */
export interface EmailComponent<Props extends object> {
  (props: Props & EmailBaseProps): ReactNode;
  /** The subject line for these props: one line, whatever the names in it hold. */
  subject(props: Props & EmailBaseProps): string;
  displayName: string;
}

/** An email as a mail service sends it. */
export interface RenderedEmail {
  /** One line: no CR, LF or other control character (a name cannot add a header). */
  subject: string;
  /** The whole HTML document, `<html lang dir>` in the recipient's language. */
  html: string;
  /** The same words as plain text, for the text/plain part. */
  text: string;
}

/** Whether a character may not stand in a header line: C0 and C1 controls, DEL, line and paragraph separators. */
function breaksHeader(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** A text made safe as a subject: every control character (CR, LF, tab...) becomes a space, runs of spaces one. */
export function subjectLine(text: string): string {
  let line = '';
  for (const character of text) line += breaksHeader(character) ? ' ' : character;
  return line.replace(/ {2,}/g, ' ').trim();
}

/**
 * Makes an email kind from its subject and its content (the greeting and paragraphs): the content is
 * framed by the shared layout, and the subject made one line.
 */
export function defineEmail<Props extends object>(
  name: string,
  subject: (props: Props & EmailBaseProps) => string,
  Content: (props: Props & EmailBaseProps) => ReactNode,
): EmailComponent<Props> {
  const subjectOf = (props: Props & EmailBaseProps) => subjectLine(subject(props));
  const Email = (props: Props & EmailBaseProps) => (
    <EmailLayout write={props.write} publicUrl={props.publicUrl} subject={subjectOf(props)}>
      <Content {...props} />
    </EmailLayout>
  );
  return Object.assign(Email, { subject: subjectOf, displayName: name });
}

/** Renders one email for one recipient: its subject, HTML and plain text. */
export async function renderEmail<Props extends object>(
  Email: EmailComponent<Props>,
  props: Props & EmailBaseProps,
): Promise<RenderedEmail> {
  const element = <Email {...props} />;
  // One React render: the text is read from the HTML (what `render(…, { plainText: true })` does after
  // rendering the element a second time).
  const html = await render(element);
  const text = toPlainText(html);
  return { subject: Email.subject(props), html, text };
}
