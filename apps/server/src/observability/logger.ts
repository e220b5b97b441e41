// The process's one logger: pino, JSON lines on stdout (pretty in development), so a log collector reads
// fields rather than sentences. Whatever reaches it passes two guards, because a log is kept longer and read
// by more people than the database it describes:
// - keys that name a secret or a person's data (password, token, cookie, card, email, body...) are
//   redacted wherever they sit in a logged object (pino's `redact`);
// - free text (a message, an error's message and stack) is bounded to one line by http/log-text.ts and
//   loses what it may quote: an email address keeps only its domain, a card number, a bearer token, a
//   `token=` or `password=` of a query string and a URL's credentials are replaced.
// The modules keep their `log(message, error?)` (logFunction); the requests' lines come from requests.ts.
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { logText } from '../http/log-text';
import type { LogLevel } from './config';

export type { Logger };

/** What the server's modules log through: a message, and the error that caused it (with its stack). */
export type LogFunction = (message: string, error?: unknown) => void;

/** Keys whose values are never written, at the top of a logged object or one level down. */
const secretKeys = [
  'password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'set-cookie',
  'card',
  'card_number',
  'cvc',
  'email',
  'to',
  'body',
  'text',
  'html',
  'secret',
  'outboxKey',
];
const redactPaths = secretKeys.flatMap((key) => [`["${key}"]`, `*["${key}"]`]);

/** The same text with what it could quote of a secret or a person replaced (see the file's header). */
function withoutSecrets(text: string): string {
  // Addresses are found word by word (no pattern runs over the whole text, so none can take long).
  const words = text.split(/(\s+)/).map((word) => (word.includes('@') ? withoutAddresses(word) : word));
  return words
    .join('')
    .replace(/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]')
    .replace(
      /\b((?:access_|refresh_)?token|password|passwd|secret|sessionid|csrftoken|key|code)=[^\s&;,]+/gi,
      '$1=[redacted]',
    )
    .replace(/\b\d(?:[ -]?\d){12,18}\b/g, (digits) => (isCardNumber(digits) ? '[card]' : digits));
}

/** One word without a URL's user and password (smtp://user:pass@host) or an email address's local part. */
function withoutAddresses(word: string): string {
  const url = /^([a-z][a-z0-9+.-]*:\/\/)[^/@]+@/i.exec(word);
  if (url) return `${url[1]}[redacted]@${word.slice(url[0].length)}`;
  // An address keeps its domain, which says enough to an operator (a mail provider refusing): `<jane@x.org>:`
  // is `<…@x.org>:`. A domain ends in letters, so a package path's `hono@4.13.19` in a stack stays.
  return word
    .split(/([<>()[\]"',;:/=?&])/)
    .map((piece) => {
      const at = piece.lastIndexOf('@');
      const labels = piece.slice(at + 1).split('.');
      if (labels.at(-1) === '') labels.pop();
      const domain =
        labels.length >= 2 &&
        labels.every((label) => /^[a-z0-9-]+$/i.test(label)) &&
        /^[a-z]{2,}$/i.test(labels.at(-1)!);
      return at > 0 && domain ? `…${piece.slice(at)}` : piece;
    })
    .join('');
}

/** Luhn's check, so that only what could be a card number is taken out (not a long id or a timestamp). */
function isCardNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Free text for a log line: bounded, on one line, without secrets or whole email addresses. */
export function safeLogText(value: string, max = 1000): string {
  // Cleaned before it is cut, so a cut cannot leave the first half of an address that no longer matches.
  return logText(withoutSecrets(value.slice(0, max * 2)), max);
}

/** An error as a log line shows it: its kind, message, code and stack, cleaned; never its other fields. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: safeLogText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: safeLogText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    // A stack keeps its lines (JSON escapes them); only what it quotes is cleaned.
    ...(error.stack ? { stack: withoutSecrets(error.stack.slice(0, 8000)) } : {}),
    ...(error.cause === undefined ? {} : { cause: errorFields(error.cause) }),
  };
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Lines for a person at a terminal (pino-pretty, a development dependency) instead of JSON. */
  pretty?: boolean;
  /** Where the lines go; stdout by default (tests pass a stream they read). */
  destination?: DestinationStream;
}

/** The process's logger. pino-pretty is loaded only when asked for: production has no such package. */
export async function createLogger(options: LoggerOptions = {}): Promise<Logger> {
  const destination =
    options.destination ??
    (options.pretty
      ? (await import('pino-pretty')).default({
          colorize: Boolean(process.stdout.isTTY),
          ignore: 'pid,hostname',
          translateTime: 'SYS:HH:MM:ss.l',
          sync: true,
        })
      : undefined);
  const settings = {
    level: options.level ?? 'info',
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: errorFields },
    hooks: {
      // Every string argument (the message, printf-style values) is cleaned, whoever logs.
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? safeLogText(arg) : arg)),
        );
      },
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

/**
 * The modules' `log(message, error?)` on the logger: with an error, a line at `error` level carrying it
 * (`err`: type, message, stack); without, a line at `warn` (what the modules say without an error is
 * something an operator should see: an email refused, a key that does not open).
 */
export function logFunction(logger: Logger): LogFunction {
  return (message, error) => {
    if (error === undefined) logger.warn(message);
    else logger.error({ err: error }, message);
  };
}
