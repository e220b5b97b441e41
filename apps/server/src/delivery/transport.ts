// The SMTP side of delivery: a nodemailer transport from SMTP_URL, and what an SMTP failure means.
import { createTransport, type Transporter } from 'nodemailer';
import { isPermanentSmtpRefusal } from '@hub/domain';

/** What sends one email; nodemailer's SMTP transport in the server, the same in tests on loopback. */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * nodemailer over SMTP (`smtp://user:pass@host:587` upgrades with STARTTLS when the server offers it;
 * `smtps://` is TLS from the start). Waits are bounded: a server that does not answer is a failed try.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  return createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Never log the conversation: it carries the credentials and the bodies.
    logger: false,
    debug: false,
  } as never);
}

/** The parts of a nodemailer error delivery looks at. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** How a failed try ends: tried again later, or failed for good. */
export interface SmtpFailure {
  permanent: boolean;
  /** For staff and the log: the SMTP reply, or the connection's error; never a credential. */
  reason: string;
}

export function smtpFailure(error: unknown): SmtpFailure {
  const failure = (error ?? {}) as SmtpError;
  const permanent = isPermanentSmtpRefusal(failure.responseCode);
  // The server's reply says what went wrong; a connection error has a code (ECONNREFUSED, ETIMEDOUT).
  const reply = failure.response?.trim() || failure.message?.trim() || 'unknown error';
  const reason = failure.responseCode ? reply : `${failure.code ? `${failure.code}: ` : ''}${reply}`;
  return { permanent, reason: withoutSecrets(reason.slice(0, 500)) };
}

/** A URL's password, should an error ever quote one, taken out (word by word, no pattern over the text). */
function withoutSecrets(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (!/^smtps?:\/\//i.test(word)) return word;
      try {
        const url = new URL(word);
        if (url.password) url.password = '***';
        return url.toString();
      } catch {
        return 'smtp://…';
      }
    })
    .join(' ');
}

/** SMTP_URL for a log line: scheme, host and port, never the user or password. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
