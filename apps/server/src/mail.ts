// Outgoing email. An email is a row of `outbound_emails`, queued in the transaction of the change that sends
// it together with its `deliver-email` job (src/delivery/deliver.ts), which sends it over SMTP. Outside
// production `GET /api/dev/outbox/` shows the rows (src/platform/dev.ts, never in production).
//
// What an email says is a React Email component of @hub/emails: a change names the kind and its props
// (`letter`), and queuing renders it in the recipient's language (src/mail-language.ts) to its subject,
// HTML and plain text, with the hub's public URL (PUBLIC_URL, never the request's Host) in its footer.
//
// The parts are stored sealed with the outbox key (src/sealing.ts): a body carries a set-password link,
// which whoever reads the database (a backup, a read replica) could otherwise use for as long as it lives.
// The recipient and subject stay readable, since the outbox is looked up by recipient, and are bound to the
// sealed parts, so a part moved to another row or address does not open.
//
// An email may instead be rendered by its delivery job (`renderAtDelivery`, the billing run's receipts: a
// React render costs more than the rest of a renewal): queuing stores its subject and, sealed in the body
// like a rendered one, what rendering needs (its kind, props and language); delivery renders it and stores
// the parts (`renderStoredLetter`).
import { and, eq, isNull, notLike, or, sql, type Column } from 'drizzle-orm';
import * as emailKinds from '@hub/emails';
import { PasswordResetEmail, renderEmail, type EmailComponent } from '@hub/emails';
import { users } from './account/schema';
import type { Database, Transaction } from './db/database';
import { deliverEmailJob } from './delivery/job-kinds';
import { type JobQueue } from './jobs/queue';
import { writerFor, type Recipient } from './mail-language';
import { outboundEmails } from './platform/schema';
import { open, reseal, seal, sealedPrefixes, type KeyRing, type ResealCount } from './sealing';

/** A file sent with an email, e.g. a call's iCalendar file. */
export interface EmailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/** An email to send: to whom, and which kind of @hub/emails with what props; rendered when queued. */
export interface Email {
  to: Recipient;
  // The kind's props are checked where `letter` pairs them; stored here without their type.
  kind: EmailComponent<never>;
  props: object;
  attachments: EmailAttachment[];
  /** The recipient's account, when the caller knows it; else it is looked up by address. */
  accountId?: number;
  /** Rendered by its delivery job rather than when queued (see the file's header); its props are JSON. */
  renderAtDelivery?: boolean;
}

/** An email of a kind to a recipient, with the kind's own props (the writer and public URL come at queuing). */
export function letter<Props extends object>(
  to: Recipient,
  kind: EmailComponent<Props>,
  props: Props,
  attachments: EmailAttachment[] = [],
): Email {
  return { to, kind: kind as unknown as EmailComponent<never>, props, attachments };
}

/** An email as it was queued: what the demo prints and what coaching records as sent. */
export interface QueuedEmail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
}

/** A row of the outbox, as far as opening its parts goes. */
interface OutboxRow {
  toAddress: string;
  subject: string;
  body: string;
  html?: string | null;
  attachments?: string | null;
}

/** What a sealed part is bound to: its recipient and subject. */
function sealedFor(to: string, subject: string): string {
  return JSON.stringify([to, subject]);
}

/** What queuing an email needs: the key that seals it, the queue that delivers it (none in some tests), and the public URL. */
export interface Outbox {
  outboxKey: KeyRing;
  jobs: JobQueue | null;
  publicUrl: string;
}

/** The subject, HTML and plain text of an email in its recipient's language (`publicUrl`: config's origin). */
export async function renderLetter(email: Email, publicUrl: string) {
  const write = writerFor(email.to.language);
  return renderEmail(email.kind as EmailComponent<object>, { ...email.props, write, publicUrl });
}

/**
 * Queues an email in the caller's transaction: its row, the parts rendered and sealed with the outbox key,
 * and the job that delivers it (keyed by the row, so it is delivered once). With an `eventKey`, the same
 * event queued again adds nothing. Answers what was queued.
 */
export async function queueEmail(
  tx: Transaction,
  outbox: Outbox,
  email: Email,
  now: Date,
  eventKey?: string,
): Promise<QueuedEmail> {
  const { row: parts, text } = await outboxRow(outbox, email);
  const to = email.to.email;
  const accountId =
    email.accountId ??
    (
      await tx
        .select({ accountId: users.accountId })
        .from(users)
        .where(sql`lower(${users.email}) = ${to.toLowerCase()}`)
        .limit(1)
    )[0]?.accountId ??
    null;
  const [row] = await tx
    .insert(outboundEmails)
    .values({ ...parts, accountId, createdAt: now, eventKey: eventKey ?? null })
    .onConflictDoNothing({ target: outboundEmails.eventKey })
    .returning({ id: outboundEmails.id });
  if (row && outbox.jobs)
    await outbox.jobs.send(deliverEmailJob, { emailId: row.id }, { key: String(row.id), in: tx });
  return { to, subject: parts.subject, text: text ?? '' };
}

/** What a stored letter's body starts with once opened: rendered text never holds a NUL character. */
const storedLetterMark = '\u0000letter\u0000';

/** What rendering a letter at delivery needs, sealed in its row's body until then. */
interface StoredLetter {
  /** The kind's name (`displayName` of its @hub/emails component). */
  kind: string;
  props: object;
  language: string | null;
}

/** The @hub/emails kinds by name, for the letters stored to be rendered at delivery. */
const kindsByName = new Map(
  Object.values(emailKinds)
    .filter((value) => typeof value === 'function' && 'subject' in value && 'displayName' in value)
    .map((kind) => [(kind as EmailComponent<object>).displayName, kind as EmailComponent<object>]),
);

/**
 * An email's row of the outbox, its parts sealed: rendered now, or (`renderAtDelivery`) its subject alone,
 * with what rendering needs sealed in the body. `text`: the plain-text part, when rendered now.
 */
async function outboxRow(outbox: Outbox, email: Email) {
  const to = email.to.email;
  const kind = email.kind as EmailComponent<object>;
  let subject: string;
  let body: string;
  let html: string | null = null;
  let text: string | null = null;
  if (email.renderAtDelivery) {
    const write = writerFor(email.to.language);
    subject = kind.subject({ ...email.props, write, publicUrl: outbox.publicUrl });
    const letter: StoredLetter = { kind: kind.displayName, props: email.props, language: email.to.language };
    body = seal(outbox.outboxKey, storedLetterMark + JSON.stringify(letter), sealedFor(to, subject));
  } else {
    const rendered = await renderLetter(email, outbox.publicUrl);
    // The subject is one line (the kind's subject drops CR, LF and other controls): a name in it cannot
    // start a header of its own.
    subject = rendered.subject;
    text = rendered.text;
    body = seal(outbox.outboxKey, rendered.text, sealedFor(to, subject));
    html = seal(outbox.outboxKey, rendered.html, sealedFor(to, subject));
  }
  const attachments = email.attachments.length
    ? seal(outbox.outboxKey, JSON.stringify(email.attachments), sealedFor(to, subject))
    : null;
  return { row: { toAddress: to, subject, body, html, attachments }, text };
}

/**
 * Queues many emails whose accounts the caller knows (the billing run's batch) in two statements, whatever
 * their number: their rows, then their delivery jobs (`JobQueue.sendMany`, keyed by the row as `queueEmail`
 * keys one), in the caller's transaction.
 */
export async function queueEmailBatch(
  tx: Transaction,
  outbox: Outbox,
  emails: readonly (Email & { accountId: number })[],
  now: Date,
): Promise<void> {
  if (emails.length === 0) return;
  const rows = await Promise.all(
    emails.map(async (email) => ({
      ...(await outboxRow(outbox, email)).row,
      accountId: email.accountId,
      createdAt: now,
    })),
  );
  const queued = await tx.insert(outboundEmails).values(rows).returning({ id: outboundEmails.id });
  if (!outbox.jobs) return;
  await outbox.jobs.sendMany(
    deliverEmailJob,
    queued.map(({ id }) => ({ data: { emailId: id }, key: String(id) })),
    { in: tx },
  );
}

/**
 * Renders a letter stored to be rendered at delivery: its parts sealed for its row (`body`, `html`) and in
 * the clear for sending (`text`, `htmlText`); null when the row holds an email rendered already. Throws when
 * its kind is not one this server knows.
 */
export async function renderStoredLetter(
  outbox: Pick<Outbox, 'outboxKey' | 'publicUrl'>,
  row: OutboxRow,
): Promise<{ body: string; html: string; text: string; htmlText: string } | null> {
  const bound = sealedFor(row.toAddress, row.subject);
  const opened = open(outbox.outboxKey, row.body, bound);
  if (opened === null || !opened.startsWith(storedLetterMark)) return null;
  const letter = JSON.parse(opened.slice(storedLetterMark.length)) as StoredLetter;
  const kind = kindsByName.get(letter.kind);
  if (!kind) throw new Error(`No email kind is named ${letter.kind}.`);
  const rendered = await renderEmail(kind, {
    ...letter.props,
    write: writerFor(letter.language),
    publicUrl: outbox.publicUrl,
  });
  return {
    body: seal(outbox.outboxKey, rendered.text, bound),
    html: seal(outbox.outboxKey, rendered.html, bound),
    text: rendered.text,
    htmlText: rendered.html,
  };
}

/** Queues each email in turn (see queueEmail), answering what was queued. */
export async function queueEmails(
  tx: Transaction,
  outbox: Outbox,
  emails: readonly Email[],
  now: Date,
): Promise<QueuedEmail[]> {
  const queued: QueuedEmail[] = [];
  for (const email of emails) queued.push(await queueEmail(tx, outbox, email, now));
  return queued;
}

/**
 * Prints emails a change queued, in demo mode (after its transaction, so a change undone prints nothing),
 * from the parts in hand: the rows hold them sealed.
 */
export function printQueued(
  settings: { demo: boolean; info: (line: string) => void },
  queued: readonly QueuedEmail[],
): void {
  if (settings.demo)
    for (const email of queued) settings.info(`Email to ${email.to}: ${email.subject}\n${email.text}`);
}

/**
 * The body of a queued email, or null when it does not open: sealed with another key, or changed in the
 * database since. A body in plain text does not open either (see sealPlainEmails), nor one not rendered
 * until its delivery (`renderStoredLetter`).
 */
export function openBody(key: KeyRing, row: OutboxRow): string | null {
  const body = open(key, row.body, sealedFor(row.toAddress, row.subject));
  return body?.startsWith(storedLetterMark) ? null : body;
}

/** Whether a queued email waits for its delivery job to render it (`renderAtDelivery`): no body to show yet. */
export function awaitsRendering(key: KeyRing, row: OutboxRow): boolean {
  return open(key, row.body, sealedFor(row.toAddress, row.subject))?.startsWith(storedLetterMark) ?? false;
}

/** A queued email's HTML part, or null when it has none (queued before emails had one) or it does not open. */
export function openHtml(key: KeyRing, row: OutboxRow): string | null {
  return row.html ? open(key, row.html, sealedFor(row.toAddress, row.subject)) : null;
}

/** A queued email's attachments: none when it has none; null when they do not open. */
export function openAttachments(key: KeyRing, row: OutboxRow): EmailAttachment[] | null {
  if (!row.attachments) return [];
  const opened = open(key, row.attachments, sealedFor(row.toAddress, row.subject));
  return opened === null ? null : (JSON.parse(opened) as EmailAttachment[]);
}

/**
 * Seals the bodies queued in plain text before emails were sealed, and answers how many it sealed. Run
 * at every start after the migrations, in code because a SQL migration cannot see the key. Sealing them
 * rather than reading plain bodies as they are takes the links out of the table for good, and lets
 * readers refuse every body that is not sealed. A row is rewritten only while it still holds the plain
 * body read, so two servers starting at once on one PostgreSQL seal it once.
 */
export async function sealPlainEmails(db: Database, key: KeyRing): Promise<number> {
  const plain = await db
    .select()
    .from(outboundEmails)
    .where(and(...sealedPrefixes.map((prefix) => notLike(outboundEmails.body, `${prefix}%`))));
  let sealed = 0;
  for (const row of plain) {
    const rewritten = await db
      .update(outboundEmails)
      .set({ body: seal(key, row.body, sealedFor(row.toAddress, row.subject)) })
      .where(and(eq(outboundEmails.id, row.id), eq(outboundEmails.body, row.body)))
      .returning({ id: outboundEmails.id });
    sealed += rewritten.length;
  }
  return sealed;
}

/**
 * Seals again, with the ring's newest key, every part of the outbox sealed with an older key (or before
 * the ring), so the older key can leave the ring (`jobs reseal`, docs/operations.md "Rotating
 * OUTBOX_KEY"). A row is rewritten only while it still holds the parts read, so a server changing it at
 * the same time wins and the row is left for the next run.
 */
export async function resealEmails(db: Database, ring: KeyRing): Promise<ResealCount> {
  const newest = `v2.${ring.newest.id}.%`;
  const rows = await db
    .select()
    .from(outboundEmails)
    .where(
      or(
        notLike(outboundEmails.body, newest),
        notLike(outboundEmails.html, newest),
        notLike(outboundEmails.attachments, newest),
      ),
    );
  const count: ResealCount = { resealed: 0, unopened: 0 };
  for (const row of rows) {
    const bound = sealedFor(row.toAddress, row.subject);
    const body = reseal(ring, row.body, bound);
    const html = row.html === null ? null : reseal(ring, row.html, bound);
    const attachments = row.attachments === null ? null : reseal(ring, row.attachments, bound);
    if (
      body === null ||
      (row.html !== null && html === null) ||
      (row.attachments !== null && attachments === null)
    ) {
      count.unopened += 1;
      continue;
    }
    const unchanged = (column: Column, value: string | null) =>
      value === null ? isNull(column) : eq(column, value);
    const rewritten = await db
      .update(outboundEmails)
      .set({ body, html, attachments })
      .where(
        and(
          eq(outboundEmails.id, row.id),
          eq(outboundEmails.body, row.body),
          unchanged(outboundEmails.html, row.html),
          unchanged(outboundEmails.attachments, row.attachments),
        ),
      )
      .returning({ id: outboundEmails.id });
    count.resealed += rewritten.length;
  }
  return count;
}

/** The email with a link to set a new password, in the user's language. */
export function passwordResetEmail(to: Recipient, link: string): Email {
  return letter(to, PasswordResetEmail, { firstName: to.firstName, link });
}
