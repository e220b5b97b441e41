// Every kind of email the server sends, as its recipient gets it: queued as the change that sends it
// queues it, delivered over real SMTP on loopback to the mail catcher, and read back by a mail parser.
// Each arrives with a text and an HTML part in the recipient's language (the HTML says its language and
// direction), its subject in that language, and a call's email with its calendar file as a real
// text/calendar attachment. One test per kind; the database does not matter here, so PGlite only.
import { simpleParser, type ParsedMail } from 'mailparser';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlRootTag } from '../test/helpers';
import { accountClosedEmail, erasureEmail, invitationEmail, marketingEmail } from '../account/account-mail';
import {
  confirmNewEmailEmail,
  emailAlreadyUsedEmail,
  emailChangedNoticeEmail,
} from '../account/email-change-mail';
import { emailChangedByStaffEmail } from '../admin/mail';
import {
  cancellationEmail,
  paymentFailedEmail,
  paymentMethodChangedEmail,
  receiptEmail,
  renewalInstructionsEmail,
  returnInstructionsEmail,
  subscriptionEndedEmail,
  updatePaymentMethodEmail,
} from '../billing/mail';
import { orderConfirmationEmail } from '../checkout/mail';
import type { OrderRow } from '../checkout/store';
import { callEmail, type CallEmailKind } from '../coaching/mail';
import type { CallRow } from '../coaching/store';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { passwordResetEmail, queueEmail, renderLetter, type Email } from '../mail';
import { writerFor, type Recipient } from '../mail-language';
import { outboundEmails } from '../platform/schema';
import { databases } from '../test/databases';
import { startMailCatcher, type MailCatcher } from './catcher';
import { deliverEmail } from './deliver';
import { smtpTransport } from './transport';

const publicUrl = 'https://hub.example.test';
const from = 'Customer hub <hub@example.test>';

const call = {
  id: 41,
  startsAt: new Date('2027-03-03T16:00:00Z'),
  endsAt: new Date('2027-03-03T16:30:00Z'),
  createdAt: new Date('2027-02-01T10:00:00Z'),
  updatedAt: new Date('2027-02-01T10:00:00Z'),
} as CallRow;

const callOf = (to: Recipient, kind: CallEmailKind) =>
  callEmail(to, {
    call,
    coachName: 'Casey Coach',
    timeZone: 'America/Denver',
    publicUrl,
    kind,
    now: new Date('2027-02-01T10:00:00Z'),
  });

const order = (to: Recipient) =>
  ({
    number: 'HUB-1042',
    email: to.email,
    firstName: to.firstName,
    language: to.language,
    currency: 'USD',
    subtotal: 29900,
    discount: 2990,
    promoCode: 'SPRING10',
    shipping: 0,
    taxes: 2152,
    total: 29062,
    recurringTotal: 29900,
    cardBrand: 'visa',
    cardLast4: '4242',
  }) as OrderRow;

/** Each kind, in a language of the ten, with what else it must carry. */
const kinds: Array<{
  kind: string;
  language: string;
  email: (to: Recipient) => Email;
  calendar?: 'REQUEST' | 'CANCEL';
}> = [
  { kind: 'password reset', language: 'ar', email: (to) => passwordResetEmail(to, `${publicUrl}/start?o=r`) },
  {
    kind: 'caregiver invitation',
    language: 'es',
    email: (to) => invitationEmail(to, 'Tessa Moreau', `${publicUrl}/start?o=i`, 7),
  },
  { kind: 'marketing choice', language: 'fr-CA', email: (to) => marketingEmail(to, true) },
  { kind: 'erasure', language: 'ru', email: (to) => erasureEmail(to, 'account') },
  { kind: 'account closed', language: 'uk', email: (to) => accountClosedEmail(to) },
  {
    kind: 'confirm a new email',
    language: 'vi',
    email: (to) => confirmNewEmailEmail(to, `${publicUrl}/email/confirm?token=c`),
  },
  { kind: 'email already used', language: 'zh-CN', email: (to) => emailAlreadyUsedEmail(to) },
  {
    kind: 'email change notice',
    language: 'so',
    email: (to) => emailChangedNoticeEmail(to, 'new@family.example', `${publicUrl}/email/keep?token=k`),
  },
  {
    kind: 'email changed by staff',
    language: 'hmn',
    email: (to) => emailChangedByStaffEmail(to, 'new@family.example'),
  },
  { kind: 'cancellation', language: 'ar', email: (to) => cancellationEmail(to, '2027-11-10') },
  { kind: 'return instructions', language: 'es', email: (to) => returnInstructionsEmail(to) },
  { kind: 'renewal instructions', language: 'fr-CA', email: (to) => renewalInstructionsEmail(to) },
  {
    kind: 'payment method changed',
    language: 'ru',
    email: (to) => paymentMethodChangedEmail(to, 'mastercard', '4444'),
  },
  {
    kind: 'receipt',
    language: 'uk',
    email: (to) =>
      receiptEmail(to, {
        number: 'INV-0007',
        date: '2027-11-10',
        description: 'Yearly plan',
        amount: 29900,
        currency: 'USD',
        brand: 'visa',
        last4: '4242',
      }),
  },
  {
    kind: 'payment failed',
    language: 'ar',
    email: (to) =>
      paymentFailedEmail(
        to,
        { amount: 2999, currency: 'USD', number: 'HUB-2027-0043' },
        '2027-11-13',
        `${publicUrl}/dashboard/account?segment=billing`,
      ),
  },
  {
    kind: 'subscription ended',
    language: 'ru',
    email: (to) => subscriptionEndedEmail(to, '2027-11-24', `${publicUrl}/dashboard/account?segment=billing`),
  },
  {
    kind: 'update payment method',
    language: 'vi',
    email: (to) => updatePaymentMethodEmail(to, `${publicUrl}/dashboard/account?segment=billing`),
  },
  {
    kind: 'order confirmation',
    language: 'zh-CN',
    email: (to) =>
      orderConfirmationEmail(order(to), 'Yearly plan', { setPasswordLink: `${publicUrl}/start?o=w` }),
  },
  { kind: 'call booked', language: 'ar', email: (to) => callOf(to, 'booked'), calendar: 'REQUEST' },
  { kind: 'call moved', language: 'es', email: (to) => callOf(to, 'rescheduled'), calendar: 'REQUEST' },
  { kind: 'call cancelled', language: 'so', email: (to) => callOf(to, 'cancelled'), calendar: 'CANCEL' },
  { kind: 'call reminder', language: 'hmn', email: (to) => callOf(to, 'reminder'), calendar: 'REQUEST' },
];

describe.each(databases().slice(0, 1))('every kind of email over SMTP, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let catcher: MailCatcher;

  beforeAll(async () => {
    database = await testDatabase.open();
    catcher = await startMailCatcher({ keep: 100 });
  });
  afterAll(async () => {
    await catcher.close();
    await database.close();
  });

  /** Queues the email, delivers it over SMTP, and answers what the catcher received, parsed. */
  async function deliver(email: Email): Promise<ParsedMail> {
    await database.db.transaction((tx) =>
      queueEmail(tx, { outboxKey: developmentOutboxKey, jobs: null, publicUrl }, email, new Date()),
    );
    const [queued] = await database.db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, email.to.email));
    const outcome = await deliverEmail(
      { db: database.db, outboxKey: developmentOutboxKey, publicUrl, now: () => new Date(), log: () => {} },
      { transport: smtpTransport(catcher.url), from },
      queued!.id,
      { lastTry: false },
    );
    expect(outcome).toBe('sent');
    const caught = catcher.received().filter((mail) => mail.to.includes(email.to.email));
    expect(caught).toHaveLength(1);
    return simpleParser(caught[0]!.raw);
  }

  it.each(kinds)('$kind arrives with text and HTML parts in $language', async (row) => {
    const to: Recipient = {
      email: `${randomBytes(4).toString('hex')}@family.example`,
      firstName: 'Maya',
      language: row.language,
    };
    const email = row.email(to);
    const mail = await deliver(email);
    const english = await renderLetter(row.email({ ...to, language: 'en' }), publicUrl);
    const write = writerFor(row.language);

    expect(mail.subject).toBe((await renderLetter(email, publicUrl)).subject);
    expect(mail.subject).not.toBe(english.subject);
    expect(mail.text).toBeTruthy();
    expect(mail.html).toBeTruthy();
    // The HTML part says its language and direction; both parts are written in that language.
    const html = mail.html as string;
    const root = htmlRootTag(html);
    expect(root).toContain(` lang="${row.language}"`);
    expect(root).toContain(` dir="${row.language === 'ar' ? 'rtl' : 'ltr'}"`);
    if (email.kind.displayName !== 'EmailAlreadyUsedEmail')
      expect(mail.text).toContain(write.greeting('Maya'));
    expect(mail.text).not.toContain('Hello Maya,');
    // Every link goes to the public URL.
    for (const [, href] of html.matchAll(/href="([^"]+)"/g))
      expect(href).toMatch(/^(https:\/\/hub\.example\.test|mailto:)/);

    const calendars = mail.attachments.filter((file) => file.contentType === 'text/calendar');
    if (!row.calendar) {
      expect(mail.attachments).toEqual([]);
      return;
    }
    expect(calendars).toHaveLength(1);
    const [ics] = calendars;
    expect(ics!.filename).toBe('coaching-call.ics');
    const content = ics!.content.toString('utf8');
    expect(content).toContain('BEGIN:VCALENDAR');
    expect(content).toContain(`METHOD:${row.calendar}`);
    expect(content).toContain('DTSTART:20270303T160000Z');
    expect(mail.text).toContain('coaching-call.ics');
    expect(mail.text).not.toContain('BEGIN:VCALENDAR');
  });
});
