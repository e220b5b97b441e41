import { createCipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyId, keyRing, open, reseal, seal } from './sealing';

const key = createSecretKey(randomBytes(32));
const otherKey = createSecretKey(randomBytes(32));
const ring = keyRing(key);
const context = '["parent@demo.test","Set a new password for your customer hub account"]';
const text = 'Hello Maya,\n\nhttp://localhost:8080/start?o=abc_DEF-123\n\nÇa marche, 好, 🙂';

/** The sealed text with one character of part `index` (0 IV, 1 ciphertext, 2 tag) changed. */
function changed(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index + 2]!;
  parts[index + 2] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
  return parts.join('.');
}

/** A text sealed as the server sealed them before the key ring: `v1.<iv>.<ciphertext>.<tag>`, no key id. */
function sealedBeforeTheRing(legacyKey: KeyObject, plain: string): string {
  const iv = randomBytes(12);
  const sealing = createCipheriv('aes-256-gcm', legacyKey, iv, { authTagLength: 16 });
  sealing.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([sealing.update(plain, 'utf8'), sealing.final()]);
  return `v1.${[iv, ciphertext, sealing.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
}

describe('sealing text with AES-256-GCM', () => {
  it('opens what it sealed, with the same key and context', () => {
    expect(open(ring, seal(ring, text, context), context)).toBe(text);
    expect(open(ring, seal(ring, '', context), context)).toBe('');
  });

  it('writes v2.<key id>.<iv>.<ciphertext>.<tag> in base64url, with a 96-bit IV and a 128-bit tag', () => {
    const sealed = seal(ring, text, context);
    expect(sealed).toMatch(/^v2\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed.split('.')[1]).toBe(keyId(key));
    expect(sealed).not.toContain('start?o=');
  });

  it('draws a new IV for every message: the same text sealed twice differs', () => {
    const first = seal(ring, text, context);
    const second = seal(ring, text, context);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(first).not.toBe(second);
  });

  it('does not open with another key or another context', () => {
    const sealed = seal(ring, text, context);
    expect(open(keyRing(otherKey), sealed, context)).toBeNull();
    expect(
      open(ring, sealed, '["someone@else.test","Set a new password for your customer hub account"]'),
    ).toBeNull();
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 1],
    ['the tag', 2],
  ])('does not open when a character of %s is changed', (_, index) => {
    expect(open(ring, changed(seal(ring, text, context), index), context)).toBeNull();
  });

  it.each([
    ['plain text', text],
    ['an empty text', ''],
    ['another version', `v3${seal(ring, text, context).slice(2)}`],
    ['a missing part', seal(ring, text, context).split('.').slice(0, 4).join('.')],
    ['an extra part', `${seal(ring, text, context)}.AAAA`],
    ['a cut tag', seal(ring, text, context).slice(0, -4)],
    ['a character outside base64url', seal(ring, text, context).replace(/\.([^.]*)$/, '.*$1')],
    ['a padded part', `${seal(ring, text, context)}=`],
    ['a key id that is not one', seal(ring, text, context).replace(/^v2\.[0-9a-f]{8}/, 'v2.ZZZZZZZZ')],
    ['a legacy text with a fourth part', `${sealedBeforeTheRing(key, text)}.AAAA`],
  ])('answers null, without throwing, for %s', (_, sealed) => {
    expect(open(ring, sealed, context)).toBeNull();
  });
});

describe('rotating the key: the newest seals, every key of the ring opens', () => {
  const older = createSecretKey(randomBytes(32));
  const oldest = createSecretKey(randomBytes(32));
  const newest = createSecretKey(randomBytes(32));
  const beforeRotation = keyRing(older, [oldest]);
  const afterRotation = keyRing(newest, [older, oldest]);
  const afterDroppingOldKeys = keyRing(newest);

  it('seals with the newest key of the ring, naming it', () => {
    const sealed = seal(afterRotation, text, context);
    expect(sealed.split('.')[1]).toBe(keyId(newest));
    expect(open(keyRing(newest), sealed, context)).toBe(text);
    expect(open(keyRing(older, [oldest]), sealed, context)).toBeNull();
  });

  it.each([
    [
      'sealed with the old key opens after rotation',
      seal(beforeRotation, text, context),
      afterRotation,
      text,
    ],
    [
      'sealed with the oldest key opens while it stays in the ring',
      seal(keyRing(oldest), text, context),
      afterRotation,
      text,
    ],
    ['sealed with the newest key opens', seal(afterRotation, text, context), afterRotation, text],
    [
      'sealed with a key dropped from the ring is refused',
      seal(beforeRotation, text, context),
      afterDroppingOldKeys,
      null,
    ],
    [
      'sealed with a key never in the ring is refused',
      seal(keyRing(otherKey), text, context),
      afterRotation,
      null,
    ],
    [
      'sealed before the ring opens with the ring key that sealed it',
      sealedBeforeTheRing(oldest, text),
      afterRotation,
      text,
    ],
    ['sealed before the ring opens when its key is the only one', sealedBeforeTheRing(key, text), ring, text],
    [
      'sealed before the ring with a key not in it is refused',
      sealedBeforeTheRing(otherKey, text),
      afterRotation,
      null,
    ],
  ])('a text %s', (_, sealed, opening, expected) => {
    expect(open(opening, sealed, context)).toBe(expected);
  });

  it('opens by the key the text names, not by trying the others', () => {
    // A text that names the oldest key but was sealed with the newest: only the named key is tried.
    const sealed = seal(afterRotation, text, context).replace(keyId(newest), keyId(oldest));
    expect(open(afterRotation, sealed, context)).toBeNull();
  });

  it.each([
    ['an old key', seal(beforeRotation, text, context)],
    ['no key id (before the ring)', sealedBeforeTheRing(older, text)],
  ])('reseals a text sealed with %s so the newest key alone opens it', (_, sealed) => {
    const again = reseal(afterRotation, sealed, context);
    expect(again?.split('.')[1]).toBe(keyId(newest));
    expect(open(afterDroppingOldKeys, again!, context)).toBe(text);
  });

  it('leaves a text the newest key sealed as it is, and answers null for one the ring cannot open', () => {
    const current = seal(afterRotation, text, context);
    expect(reseal(afterRotation, current, context)).toBe(current);
    expect(reseal(afterRotation, seal(keyRing(otherKey), text, context), context)).toBeNull();
  });

  it('refuses a ring that holds a key twice', () => {
    expect(() => keyRing(newest, [older, createSecretKey(newest.export())])).toThrow(
      'A key ring holds each key once.',
    );
  });
});
