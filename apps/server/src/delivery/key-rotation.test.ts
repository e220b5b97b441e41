// Rotating OUTBOX_KEY as an operator does it (docs/operations.md "Rotating OUTBOX_KEY"): emails queued
// under the old key are still delivered once the new key seals, those sealed with a key dropped from the
// ring fail as before, emails sealed before the ring existed still go, and `jobs reseal` moves every
// sealed value to the newest key so the old one can leave. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { createCipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmail } from '../account/account-mail';
import { orders } from '../checkout/schema';
import { tokenContext } from '../checkout/store';
import type { DatabaseHandle } from '../db/database';
import { runJobsCommand } from '../jobs/cli';
import { openAttachments, openBody, openHtml, queueEmail, type Email } from '../mail';
import { outboundEmails } from '../platform/schema';
import { keyId, keyRing, open, seal, type KeyRing } from '../sealing';
import { databases } from '../test/databases';
import { startMailCatcher, type MailCatcher } from './catcher';
import { deliverEmail } from './deliver';
import { smtpTransport } from './transport';

const publicUrl = 'https://hub.example.test';
const from = 'Customer hub <hub@example.test>';

const oldKey = createSecretKey(randomBytes(32));
const newKey = createSecretKey(randomBytes(32));
const strangerKey = createSecretKey(randomBytes(32));
/** Before the rotation: the old key alone. */
const before = keyRing(oldKey);
/** During: the new key seals, the old one still opens (OUTBOX_KEY=new, OUTBOX_KEY_FALLBACKS=old). */
const rotated = keyRing(newKey, [oldKey]);
/** After: the old key dropped. */
const after = keyRing(newKey);

const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@family.example`;

/** An invitation to `to`, with a calendar file so all three sealed parts are there. */
const email = (to: string): Email => ({
  ...invitationEmail(
    { email: to, firstName: 'Maya', language: 'en' },
    'Tessa Moreau',
    `${publicUrl}/start?o=abc`,
    7,
  ),
  attachments: [
    { filename: 'call.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
  ],
});

/** `text` sealed as the server sealed it before the key ring: `v1.<iv>.<ciphertext>.<tag>`, no key id. */
function sealedBeforeTheRing(key: KeyObject, text: string, context: string): string {
  const iv = randomBytes(12);
  const sealing = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  sealing.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([sealing.update(text, 'utf8'), sealing.final()]);
  return `v1.${[iv, ciphertext, sealing.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
}

describe.each(databases())('rotating OUTBOX_KEY on $name', (testDatabase) => {
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

  /** Queues an email to `to` with the ring `sealing`, or before the ring with its key; answers its id. */
  async function queued(to: string, sealing: KeyRing | { legacy: KeyObject }): Promise<number> {
    const ring = 'legacy' in sealing ? keyRing(sealing.legacy) : sealing;
    await database.db.transaction((tx) =>
      queueEmail(tx, { outboxKey: ring, jobs: null, publicUrl }, email(to), new Date()),
    );
    const [row] = await database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to));
    if ('legacy' in sealing) {
      const bound = JSON.stringify([row!.toAddress, row!.subject]);
      const legacy = (part: string) => sealedBeforeTheRing(sealing.legacy, open(ring, part, bound)!, bound);
      await database.db
        .update(outboundEmails)
        .set({ body: legacy(row!.body), html: legacy(row!.html!), attachments: legacy(row!.attachments!) })
        .where(eq(outboundEmails.id, row!.id));
    }
    return row!.id;
  }

  /** One delivery try of email `id` by a process whose ring is `ring`. */
  const deliver = (id: number, ring: KeyRing) =>
    deliverEmail(
      { db: database.db, outboxKey: ring, publicUrl, now: () => new Date(), log: () => {} },
      { transport: smtpTransport(catcher.url), from },
      id,
      { lastTry: false },
    );
  const rowOf = async (id: number) =>
    (await database.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0]!;
  const caughtFor = (to: string) => catcher.received().filter((mail) => mail.to.includes(to));

  it.each([
    ['queued under the old key is delivered after the rotation', before, rotated, 'sent'],
    ['queued after the rotation is delivered by the new key alone', rotated, after, 'sent'],
    ['sealed with a key dropped from the ring is marked failed, not sent', before, after, 'failed'],
    [
      'sealed with a key never in the ring is marked failed, not sent',
      keyRing(strangerKey),
      rotated,
      'failed',
    ],
    [
      'sealed before the ring (no key id) is delivered by a ring holding its key',
      { legacy: oldKey },
      rotated,
      'sent',
    ],
    [
      'sealed before the ring with a key dropped from it is marked failed',
      { legacy: oldKey },
      after,
      'failed',
    ],
  ] as const)('an email %s', async (_, sealing, delivering, outcome) => {
    const to = address('rotation');
    const id = await queued(to, sealing);
    expect(await deliver(id, delivering)).toBe(outcome);
    if (outcome === 'sent') {
      expect(caughtFor(to)).toHaveLength(1);
      // Every part opened: the text, the HTML and the attachment.
      const mail = await simpleParser(caughtFor(to)[0]!.raw);
      expect(mail.text).toContain(`${publicUrl}/start?o=abc`);
      expect(mail.html).toContain(`href="${publicUrl}/start?o=abc"`);
      expect(mail.attachments.map((file) => file.content.toString('utf8'))).toEqual(['BEGIN:VCALENDAR']);
      expect((await rowOf(id)).status).toBe('sent');
    } else {
      expect(caughtFor(to)).toHaveLength(0);
      expect(await rowOf(id)).toMatchObject({
        status: 'failed',
        lastError: 'Not sent: its body does not open with this OUTBOX_KEY',
      });
    }
  });

  it('seals every part of a new email with the newest key, naming it', async () => {
    const row = await rowOf(await queued(address('newest'), rotated));
    for (const part of [row.body, row.html, row.attachments])
      expect(part).toMatch(new RegExp(`^v2\\.${keyId(newKey)}\\.`));
  });
});

describe.each(databases())('jobs reseal on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('seals again with the newest key what older keys sealed, so the old key can leave the ring', async () => {
    // Under the old key: two emails, one of them from before the ring, and an order's confirmation token.
    const ids: number[] = [];
    for (const to of [address('old'), address('legacy')]) {
      await database.db.transaction((tx) =>
        queueEmail(tx, { outboxKey: before, jobs: null, publicUrl }, email(to), new Date()),
      );
      const [row] = await database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to));
      ids.push(row!.id);
    }
    const legacyRow = await database.db.select().from(outboundEmails).where(eq(outboundEmails.id, ids[1]!));
    const bound = JSON.stringify([legacyRow[0]!.toAddress, legacyRow[0]!.subject]);
    await database.db
      .update(outboundEmails)
      .set({ body: sealedBeforeTheRing(oldKey, open(before, legacyRow[0]!.body, bound)!, bound) })
      .where(eq(outboundEmails.id, ids[1]!));
    // Under the new key already, and under a key no one has.
    for (const [to, ring] of [
      [address('new'), rotated],
      [address('stranger'), keyRing(strangerKey)],
    ] as const) {
      await database.db.transaction((tx) =>
        queueEmail(tx, { outboxKey: ring, jobs: null, publicUrl }, email(to), new Date()),
      );
      const [row] = await database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to));
      ids.push(row!.id);
    }
    const [order] = await database.db.select().from(orders).limit(1);
    const token = 'a-confirmation-token';
    await database.db
      .update(orders)
      .set({ confirmTokenSealed: seal(before, token, tokenContext(order!.idempotencyKey)) })
      .where(eq(orders.id, order!.id));

    const printed: string[] = [];
    expect(await runJobsCommand(database, ['reseal'], (line) => printed.push(line), rotated)).toBe(0);
    expect(printed).toEqual([
      `Sealed again with key ${keyId(newKey)}: 2 outbox emails, 1 order confirmation tokens.`,
      'Left as they are, since no key of the ring opens them: 1 outbox emails, 0 order confirmation tokens.',
    ]);

    // The new key alone now opens every email but the stranger's, and the order's token.
    const rows = await database.db.select().from(outboundEmails).where(inArray(outboundEmails.id, ids));
    const opened = rows
      .sort((a, b) => a.id - b.id)
      .map((row) => [
        openBody(after, row) !== null,
        openHtml(after, row) !== null,
        openAttachments(after, row) !== null,
      ]);
    expect(opened).toEqual([
      [true, true, true],
      [true, true, true],
      [true, true, true],
      [false, false, false],
    ]);
    expect(openBody(after, rows[0]!)).toContain('/start?o=abc');
    const [resealed] = await database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(open(after, resealed!.confirmTokenSealed, tokenContext(order!.idempotencyKey))).toBe(token);

    // A second run finds nothing more to do.
    printed.length = 0;
    await runJobsCommand(database, ['reseal'], (line) => printed.push(line), rotated);
    expect(printed[0]).toBe(
      `Sealed again with key ${keyId(newKey)}: 0 outbox emails, 0 order confirmation tokens.`,
    );
  });
});
