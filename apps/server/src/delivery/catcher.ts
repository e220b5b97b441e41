// The mail catcher `npm start` runs when no SMTP_URL is set (never in production): a real SMTP server on
// loopback (the `smtp-server` package) that takes every email and keeps the last ones in memory, so the
// demo runs the whole path, the job, nodemailer and SMTP, and nothing leaves the machine.
import { SMTPServer } from 'smtp-server';

/** An email as the catcher received it: the envelope and the raw message. */
export interface CaughtEmail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: Date;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for nodemailer. */
  url: string;
  /** What it received, oldest first (the last `keep`). */
  received(): CaughtEmail[];
  close(): Promise<void>;
}

/**
 * Starts a catcher on 127.0.0.1 (`port` 0: a free one). `refuse` answers a recipient with an SMTP error
 * (tests use it for 4xx and 5xx replies).
 */
export async function startMailCatcher(
  options: {
    port?: number;
    keep?: number;
    refuse?: (recipient: string) => { code: number; message: string } | null;
  } = {},
): Promise<MailCatcher> {
  const keep = options.keep ?? 50;
  const received: CaughtEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date(),
        });
        if (received.length > keep) received.splice(0, received.length - keep);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
