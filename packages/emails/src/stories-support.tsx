// What every email story shares: the real `renderEmail` output for the story's props in the toolbar's
// language (a loader, so the story renders once the email is ready), and a preview of it as a mail app
// shows it: the subject, the HTML, and the text part below.
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { loadEmailCatalogs } from './catalogs-support';
import { publicUrl } from './fixtures-support';
import { renderEmail, type EmailComponent, type RenderedEmail } from './render';
import { emailWriter } from './writer';

/** A loader that renders the email for the story's args in the story's language, as `loaded.email`. */
export function renderedEmail<Props extends object>(Email: EmailComponent<Props>) {
  return async ({ args, globals }: { args: Props; globals: Record<string, unknown> }) => {
    const write = emailWriter(globals.locale as string | undefined, await loadEmailCatalogs());
    return { email: await renderEmail(Email, { ...args, write, publicUrl }) };
  };
}

/** The story's render: the preview of the email its loader rendered. */
export function previewEmail(_args: unknown, { loaded }: { loaded: Record<string, unknown> }) {
  return <EmailPreview email={loaded.email as RenderedEmail} />;
}

const frame: CSSProperties = {
  border: '1px solid #8a93a1',
  borderRadius: '8px',
  overflow: 'hidden',
};

const label: CSSProperties = { fontSize: '14px', color: '#4d5562', margin: '24px 0 8px' };

const textPart: CSSProperties = {
  ...frame,
  background: '#ffffff',
  color: '#1b1f24',
  fontSize: '14px',
  lineHeight: '20px',
  margin: 0,
  padding: '16px',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

/** Reads the parts of the rendered document the preview shows (the body's own style sets its background). */
function documentParts(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = document.documentElement;
  const body = document.body;
  return {
    lang: root.lang,
    dir: root.dir,
    body: body.innerHTML,
    background: body.style.backgroundColor,
  };
}

/** An email as its recipient gets it: the subject as the heading, the HTML part, then the text part. */
export function EmailPreview({ email }: { email: RenderedEmail }) {
  const { lang, dir, body, background } = documentParts(email.html);
  return (
    <article aria-label="Email" style={{ maxInlineSize: '720px', marginInline: 'auto' }}>
      <h1 lang={lang} dir={dir} style={{ fontSize: '20px', margin: '0 0 16px' }}>
        {email.subject}
      </h1>
      <div
        lang={lang}
        dir={dir}
        data-testid="email-html"
        style={{ ...frame, background }}
        dangerouslySetInnerHTML={{ __html: body }}
      />
      <p lang="en" style={label}>
        Plain text part
      </p>
      <pre lang={lang} dir={dir} data-testid="email-text" style={textPart}>
        {email.text}
      </pre>
    </article>
  );
}

/** What a story checks of its email. */
interface Sees {
  subject: string;
  /** The link the email is for, in the HTML and the text part. */
  link?: string;
  /** A sentence the email says, in the HTML and the text part. */
  says?: string;
}

/**
 * Checks what a recipient sees: the subject, the email written in the story's direction (right to left in
 * Arabic), and the link or sentence it is for in both parts.
 */
export async function expectEmail(canvasElement: HTMLElement, { subject, link, says }: Sees) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: subject })).toBeVisible();
  const html = canvas.getByTestId('email-html');
  const text = canvas.getByTestId('email-text');
  await expect(html).toHaveAttribute('dir', canvasElement.ownerDocument.documentElement.dir || 'ltr');
  if (link !== undefined) {
    await expect(within(html).getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(text).toHaveTextContent(link);
  }
  if (says !== undefined) {
    await expect(html).toHaveTextContent(says);
    await expect(text).toHaveTextContent(says);
  }
}
