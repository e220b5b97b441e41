import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { AccountClosedEmail } from './account/AccountClosedEmail';
import { ConfirmNewEmailEmail } from './account/ConfirmNewEmailEmail';
import { EmailAlreadyUsedEmail } from './account/EmailAlreadyUsedEmail';
import { EmailChangedNoticeEmail } from './account/EmailChangedNoticeEmail';
import { ErasureEmail } from './account/ErasureEmail';
import { InvitationEmail } from './account/InvitationEmail';
import { MarketingEmail } from './account/MarketingEmail';
import { EmailChangedByStaffEmail } from './admin/EmailChangedByStaffEmail';
import { PasswordResetEmail } from './auth/PasswordResetEmail';
import { CancellationEmail } from './billing/CancellationEmail';
import { PaymentFailedEmail } from './billing/PaymentFailedEmail';
import { PaymentMethodChangedEmail } from './billing/PaymentMethodChangedEmail';
import { ReceiptEmail } from './billing/ReceiptEmail';
import { RenewalInstructionsEmail } from './billing/RenewalInstructionsEmail';
import { ReturnInstructionsEmail } from './billing/ReturnInstructionsEmail';
import { SubscriptionEndedEmail } from './billing/SubscriptionEndedEmail';
import { UpdatePaymentMethodEmail } from './billing/UpdatePaymentMethodEmail';
import { loadEmailCatalogs } from './catalogs-support';
import { OrderConfirmationEmail } from './checkout/OrderConfirmationEmail';
import { CoachingCallEmail } from './coaching/CoachingCallEmail';
import * as fixtures from './fixtures-support';
import { renderEmail, type EmailComponent } from './render';
import { emailWriter } from './writer';

const catalogs = await loadEmailCatalogs();
const { publicUrl } = fixtures;

/** What a recipient sees of an email's HTML: its language, direction, words and link targets. */
function readHtml(html: string) {
  const document = parseDocument(html);
  const root = DomUtils.findOne((element) => element.name === 'html', document.children)!;
  const body = DomUtils.findOne((element) => element.name === 'body', root.children)!;
  return {
    lang: root.attribs.lang,
    dir: root.attribs.dir,
    text: DomUtils.textContent(body).replace(/\s+/g, ' '),
    links: DomUtils.findAll((element) => element.name === 'a', body.children).map((a) => a.attribs.href),
    scripts: DomUtils.findAll((element) => element.name === 'script', document.children).length,
  };
}

interface Expected {
  /** The English subject, exactly. */
  subject: string;
  /** The Arabic subject, exactly as locales/ar/emails.po has it. */
  arabicSubject: string;
  /** Sentences the English email says, in the HTML and the text part alike. */
  says: string[];
  /** The link the email is for, or null when it has none (the footer's link is checked for every email). */
  link: string | null;
  /** Whether the email greets the recipient by name. */
  greetsByName: boolean;
}

/** A row of the table: an email kind with example props, and what it must show. */
function row<Props extends object>(
  name: string,
  Email: EmailComponent<Props>,
  props: Props,
  expected: Expected,
) {
  return {
    name,
    ...expected,
    render: (language: string, changes: Partial<Props> = {}) =>
      renderEmail(Email, { ...props, ...changes, write: emailWriter(language, catalogs), publicUrl }),
  };
}

const rows = [
  row('password reset', PasswordResetEmail, fixtures.passwordReset, {
    subject: 'Set a new password for your customer hub account',
    arabicSubject: 'عيّن كلمة مرور جديدة لحسابك في بوابة العملاء',
    says: [
      'Hello Maya,',
      'Someone asked to reset the password of your customer hub account. To choose a new password, open this link within one hour:',
    ],
    link: fixtures.passwordReset.link,
    greetsByName: true,
  }),
  row(
    'password reset without a first name',
    PasswordResetEmail,
    { ...fixtures.passwordReset, firstName: ' ' },
    {
      subject: 'Set a new password for your customer hub account',
      arabicSubject: 'عيّن كلمة مرور جديدة لحسابك في بوابة العملاء',
      says: ['Hello,', 'The link works once.'],
      link: fixtures.passwordReset.link,
      greetsByName: true,
    },
  ),
  row('caregiver invitation', InvitationEmail, fixtures.invitation, {
    subject: "Maya Lopez added you to their family's customer hub account",
    arabicSubject: 'تمت إضافتك إلى حساب عائلة Maya Lopez في بوابة العملاء',
    says: ['Hello Sam,', 'To choose your password, open this link within 7 days:'],
    link: fixtures.invitation.link,
    greetsByName: true,
  }),
  row(
    'caregiver invitation without the inviter',
    InvitationEmail,
    { ...fixtures.invitation, inviterName: '' },
    {
      subject: "You were added to a family's customer hub account",
      arabicSubject: 'تمت إضافتك إلى حساب عائلة في بوابة العملاء',
      says: ["You were added as a caregiver to a family's customer hub account"],
      link: fixtures.invitation.link,
      greetsByName: true,
    },
  ),
  row('marketing opt-out', MarketingEmail, fixtures.marketing, {
    subject: 'You will no longer get marketing emails',
    arabicSubject: 'لن تصلك الرسائل التسويقية بعد الآن',
    says: ['As you asked, we will no longer send you news or offers.'],
    link: null,
    greetsByName: true,
  }),
  row(
    'marketing opt-in',
    MarketingEmail,
    { ...fixtures.marketing, optedOut: false },
    {
      subject: 'You will get our news and offers again',
      arabicSubject: 'ستصلك أخبارنا وعروضنا مرة أخرى',
      says: ['You can opt out any time from the Account tab.'],
      link: null,
      greetsByName: true,
    },
  ),
  row("a person's erasure", ErasureEmail, fixtures.erasure, {
    subject: 'Your personal data has been erased',
    arabicSubject: 'تم مسح بياناتك الشخصية',
    says: ['As you asked, we erased your personal data', 'This is the last email we send you.'],
    link: null,
    greetsByName: true,
  }),
  row(
    "a family account's erasure",
    ErasureEmail,
    { ...fixtures.erasure, scope: 'account' },
    {
      subject: 'Your personal data has been erased',
      arabicSubject: 'تم مسح بياناتك الشخصية',
      says: ["As you asked, we erased the personal data of your family's account"],
      link: null,
      greetsByName: true,
    },
  ),
  row('account closed', AccountClosedEmail, fixtures.accountClosed, {
    subject: 'The family account you were on has been closed',
    arabicSubject: 'تم إغلاق حساب العائلة الذي كنت مضافًا إليه',
    says: ['Your access ended and your personal data was erased with it.'],
    link: null,
    greetsByName: true,
  }),
  row('confirm a new email', ConfirmNewEmailEmail, fixtures.confirmNewEmail, {
    subject: 'Confirm the new email of your customer hub account',
    arabicSubject: 'أكّد البريد الإلكتروني الجديد لحسابك في بوابة العملاء',
    says: [
      'You asked to sign in to your customer hub account with this address. To confirm it, open this link within 24 hours:',
    ],
    link: fixtures.confirmNewEmail.link,
    greetsByName: true,
  }),
  row(
    'email already used',
    EmailAlreadyUsedEmail,
    {},
    {
      subject: 'Your email was entered in a customer hub account',
      arabicSubject: 'تم إدخال بريدك الإلكتروني في حساب ببوابة العملاء',
      says: ['Hello,', 'but it already belongs to an account. Nothing changed.'],
      link: null,
      greetsByName: false,
    },
  ),
  row('email change notice', EmailChangedNoticeEmail, fixtures.emailChangedNotice, {
    subject: 'The email of your customer hub account is being changed',
    arabicSubject: 'جارٍ تغيير البريد الإلكتروني لحسابك في بوابة العملاء',
    says: [
      'Someone signed in to your customer hub account asked to change its email to maya.new@example.com.',
    ],
    link: fixtures.emailChangedNotice.keepLink,
    greetsByName: true,
  }),
  row('email changed by staff', EmailChangedByStaffEmail, fixtures.emailChangedByStaff, {
    subject: 'Your sign-in email was changed',
    arabicSubject: 'تم تغيير البريد الإلكتروني الذي تسجّل الدخول به',
    says: ['Our support team changed the email you sign in with to maya.new@example.com.'],
    link: null,
    greetsByName: true,
  }),
  row('cancellation', CancellationEmail, fixtures.cancellation, {
    subject: 'Your subscription is cancelled',
    arabicSubject: 'تم إلغاء اشتراكك',
    says: ['You keep access until November 10, 2027; nothing more will be charged.'],
    link: null,
    greetsByName: true,
  }),
  row(
    'return instructions',
    ReturnInstructionsEmail,
    { firstName: 'Maya' },
    {
      subject: 'How to return your kit',
      arabicSubject: 'كيفية إرجاع مجموعتك',
      says: [
        '1. Pack the heart-rate sensor, the tablet and its charger in the box they came in.',
        'emails a prepaid shipping label within 24 hours.',
      ],
      link: null,
      greetsByName: true,
    },
  ),
  row(
    'renewal instructions',
    RenewalInstructionsEmail,
    { firstName: 'Maya' },
    {
      subject: 'Renewing your subscription',
      arabicSubject: 'تجديد اشتراكك',
      says: ['Our Family Care team will email you within 24 hours'],
      link: null,
      greetsByName: true,
    },
  ),
  row('payment method changed', PaymentMethodChangedEmail, fixtures.paymentMethodChanged, {
    subject: 'Your payment method was changed',
    arabicSubject: 'تم تغيير طريقة الدفع الخاصة بك',
    says: ['The card your subscription is charged to is now your Visa ending in 4242.'],
    link: null,
    greetsByName: true,
  }),
  row('receipt', ReceiptEmail, fixtures.receipt, {
    subject: 'Receipt for invoice INV-2027-0042',
    arabicSubject: 'إيصال الفاتورة INV-2027-0042',
    says: ['Date: October 10, 2027', 'Amount: $19.99', 'Paid with: Mastercard ending in 4444'],
    link: null,
    greetsByName: true,
  }),
  row('update the payment method', UpdatePaymentMethodEmail, fixtures.updatePaymentMethod, {
    subject: 'Update the card of your subscription',
    arabicSubject: 'حدّث بطاقة اشتراكك',
    says: ['To update the card your subscription is charged to, sign in and open Subscription & Billing:'],
    link: fixtures.updatePaymentMethod.link,
    greetsByName: true,
  }),
  row('payment failed', PaymentFailedEmail, fixtures.paymentFailed, {
    subject: 'Your payment did not go through',
    arabicSubject: 'لم تتم عملية الدفع',
    says: [
      'We could not charge $19.99 to your card for invoice INV-2027-0043.',
      "We will try again on November 13, 2027. To keep your children's access, update your card and pay now:",
      'Your access goes on while we try again.',
    ],
    link: fixtures.paymentFailed.payLink,
    greetsByName: true,
  }),
  row(
    'payment failed with no try left',
    PaymentFailedEmail,
    { ...fixtures.paymentFailed, nextTryOn: null },
    {
      subject: 'Your payment did not go through',
      arabicSubject: 'لم تتم عملية الدفع',
      says: [
        'We could not charge $19.99 to your card for invoice INV-2027-0043.',
        "To keep your children's access, update your card and pay now:",
      ],
      link: fixtures.paymentFailed.payLink,
      greetsByName: true,
    },
  ),
  row('subscription ended', SubscriptionEndedEmail, fixtures.subscriptionEnded, {
    subject: 'Your subscription has ended',
    arabicSubject: 'انتهى اشتراكك',
    says: [
      'We could not charge your card after several tries, so your subscription ended on November 24, 2027.',
      'You can reactivate it at any time from Subscription & Billing:',
      'If you think this is a mistake, contact our Family Care team.',
    ],
    link: fixtures.subscriptionEnded.renewLink,
    greetsByName: true,
  }),
  row("a new family's order confirmation", OrderConfirmationEmail, fixtures.orderConfirmation, {
    subject: 'Your order HUB-10428 is confirmed',
    arabicSubject: 'تم تأكيد طلبك HUB-10428',
    says: [
      'Promo code WELCOME10: -$24.90',
      'Shipping: Free',
      'Total: $242.03',
      'Recurring total: $19.99',
      'To sign in to your customer hub, choose your password within 7 days:',
    ],
    link:
      'setPasswordLink' in fixtures.orderConfirmation.next
        ? fixtures.orderConfirmation.next.setPasswordLink
        : '',
    greetsByName: true,
  }),
  row(
    "a signed-in customer's order confirmation",
    OrderConfirmationEmail,
    fixtures.orderConfirmationSignedIn,
    {
      subject: 'Your order HUB-10428 is confirmed',
      arabicSubject: 'تم تأكيد طلبك HUB-10428',
      says: ['Shipping: $9.95', 'Your customer hub is ready: take your first steps there'],
      link: `${publicUrl}/dashboard/welcome`,
      greetsByName: true,
    },
  ),
  row('coaching call booked', CoachingCallEmail, fixtures.coachingCall, {
    subject: 'Your coaching call is booked',
    arabicSubject: 'تم حجز مكالمة التدريب الخاصة بك',
    says: [
      'Your 30-minute coaching call with Chris Coach is booked for Monday, March 15, 2027 at 10:00 AM (America/Denver).',
      'The attached file, coaching-call.ics, adds the call to your calendar or updates it there.',
    ],
    link: fixtures.coachingCall.callsLink,
    greetsByName: true,
  }),
  row(
    'coaching call moved',
    CoachingCallEmail,
    { ...fixtures.coachingCall, kind: 'rescheduled' },
    {
      subject: 'Your coaching call was moved',
      arabicSubject: 'تم تغيير موعد مكالمة التدريب الخاصة بك',
      says: ['Your coaching call with Chris Coach now takes place on Monday, March 15, 2027'],
      link: fixtures.coachingCall.callsLink,
      greetsByName: true,
    },
  ),
  row(
    'coaching call cancelled',
    CoachingCallEmail,
    { ...fixtures.coachingCall, kind: 'cancelled' },
    {
      subject: 'Your coaching call was cancelled',
      arabicSubject: 'تم إلغاء مكالمة التدريب الخاصة بك',
      says: [
        'Your coaching call with Chris Coach on Monday, March 15, 2027 at 10:00 AM (America/Denver) was cancelled.',
      ],
      link: fixtures.coachingCall.callsLink,
      greetsByName: true,
    },
  ),
  row(
    'coaching call reminder',
    CoachingCallEmail,
    { ...fixtures.coachingCall, kind: 'reminder' },
    {
      subject: 'Reminder: your coaching call is coming up',
      arabicSubject: 'تذكير: موعد مكالمة التدريب الخاصة بك يقترب',
      says: ['This is a reminder of your 30-minute coaching call with Chris Coach'],
      link: fixtures.coachingCall.callsLink,
      greetsByName: true,
    },
  ),
];

describe.each(rows)('the $name email', (email) => {
  it('has its English subject, and says its sentences in the HTML and the text part', async () => {
    const { subject, html, text } = await email.render('en');
    expect(subject).toBe(email.subject);
    const seen = readHtml(html);
    expect(seen).toMatchObject({ lang: 'en', dir: 'ltr' });
    for (const sentence of email.says) {
      expect(seen.text).toContain(sentence);
      expect(text).toContain(sentence);
    }
  });

  it('links to what it is for, and to the hub in its footer, in the HTML and the text part', async () => {
    const { html, text } = await email.render('en');
    const { links } = readHtml(html);
    for (const link of [email.link, publicUrl]) {
      if (link === null) continue;
      expect(links).toContain(link);
      expect(text).toContain(link);
    }
  });

  it('is written right to left in Arabic, with the Arabic subject', async () => {
    const { subject, html } = await email.render('ar');
    expect(subject).toBe(email.arabicSubject);
    expect(readHtml(html)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('keeps the subject on one line whatever the name holds', async () => {
    const { subject } = await email.render('en', { firstName: 'Maya\r\nBcc: someone@example.com' });
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe.each(rows.filter((email) => email.greetsByName))('the $name email, greeting by name', (email) => {
  it('shows a name with markup as text, never as markup', async () => {
    const name = '<script>alert(1)</script>';
    const { html, text } = await email.render('en', { firstName: name });
    const seen = readHtml(html);
    expect(seen.scripts).toBe(0);
    expect(html).not.toContain('<script>');
    expect(seen.text).toContain(`Hello ${name},`);
    expect(text).toContain(`Hello ${name},`);
  });
});

describe('a header cannot be added through a subject', () => {
  const injected = 'X\r\nBcc: someone@example.com\nSubject: Free money';

  it("replaces line breaks in the inviter's name", async () => {
    const write = emailWriter('en', catalogs);
    const { subject } = await renderEmail(InvitationEmail, {
      ...fixtures.invitation,
      inviterName: injected,
      write,
      publicUrl,
    });
    expect(subject).toBe(
      "X Bcc: someone@example.com Subject: Free money added you to their family's customer hub account",
    );
  });

  it("replaces line breaks in an invoice's number", async () => {
    const write = emailWriter('en', catalogs);
    const invoice = { ...fixtures.receipt.invoice, number: injected };
    const { subject } = await renderEmail(ReceiptEmail, { ...fixtures.receipt, invoice, write, publicUrl });
    expect(subject).toBe('Receipt for invoice X Bcc: someone@example.com Subject: Free money');
  });

  it("replaces line breaks in an order's number, in Arabic too", async () => {
    const write = emailWriter('ar', catalogs);
    const order = { ...fixtures.orderConfirmation.order, number: injected };
    const { subject } = await renderEmail(OrderConfirmationEmail, {
      ...fixtures.orderConfirmation,
      order,
      write,
      publicUrl,
    });
    expect(subject).toBe('تم تأكيد طلبك X Bcc: someone@example.com Subject: Free money');
  });
});

describe('a payment failed email with no try left', () => {
  it('says nothing of another try or of access going on', async () => {
    const write = emailWriter('en', catalogs);
    const { html, text } = await renderEmail(PaymentFailedEmail, {
      ...fixtures.paymentFailed,
      nextTryOn: null,
      write,
      publicUrl,
    });
    for (const part of [readHtml(html).text, text]) {
      expect(part).not.toContain('We will try again');
      expect(part).not.toContain('Your access goes on');
    }
  });
});

describe('an Arabic email', () => {
  it('says its words in Arabic and keeps the link left to right', async () => {
    const write = emailWriter('ar', catalogs);
    const { html, text } = await renderEmail(PasswordResetEmail, {
      ...fixtures.passwordReset,
      write,
      publicUrl,
    });
    const seen = readHtml(html);
    expect(seen.text).toContain('مرحبًا Maya،');
    expect(seen.text).toContain('بوابة العملاء');
    expect(text).toContain('مرحبًا Maya،');
    const link = DomUtils.findOne(
      (element) => element.name === 'a' && element.attribs.href === fixtures.passwordReset.link,
      parseDocument(html).children,
    );
    expect(link?.parent).toMatchObject({ name: 'p', attribs: { dir: 'ltr' } });
  });
});
