import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './sealing';

const key = createSecretKey(randomBytes(32));
const otherKey = createSecretKey(randomBytes(32));
const context = '["parent@demo.test","Set a new password for your customer hub account"]';
const text = 'Hello Maya,\n\nhttp://localhost:8080/start?o=abc_DEF-123\n\nÇa marche, 好, 🙂';

/** The sealed text with one character of part `index` (0 IV, 1 ciphertext, 2 tag) changed. */
function changed(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index + 1]!;
  parts[index + 1] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
  return parts.join('.');
}

describe('sealing text with AES-256-GCM', () => {
  it('opens what it sealed, with the same key and context', () => {
    expect(open(key, seal(key, text, context), context)).toBe(text);
    expect(open(key, seal(key, '', context), context)).toBe('');
  });

  it('writes v1.<iv>.<ciphertext>.<tag> in base64url, with a 96-bit IV and a 128-bit tag', () => {
    const sealed = seal(key, text, context);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain('start?o=');
  });

  it('draws a new IV for every message: the same text sealed twice differs', () => {
    const first = seal(key, text, context);
    const second = seal(key, text, context);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(first).not.toBe(second);
  });

  it('does not open with another key or another context', () => {
    const sealed = seal(key, text, context);
    expect(open(otherKey, sealed, context)).toBeNull();
    expect(
      open(key, sealed, '["someone@else.test","Set a new password for your customer hub account"]'),
    ).toBeNull();
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 1],
    ['the tag', 2],
  ])('does not open when a character of %s is changed', (_, index) => {
    expect(open(key, changed(seal(key, text, context), index), context)).toBeNull();
  });

  it.each([
    ['plain text', text],
    ['an empty text', ''],
    ['another version', `v2${seal(key, text, context).slice(2)}`],
    ['a missing part', seal(key, text, context).split('.').slice(0, 3).join('.')],
    ['an extra part', `${seal(key, text, context)}.AAAA`],
    ['a cut tag', seal(key, text, context).slice(0, -4)],
    ['a character outside base64url', seal(key, text, context).replace('.', '.*')],
    ['a padded part', `${seal(key, text, context)}=`],
  ])('answers null, without throwing, for %s', (_, sealed) => {
    expect(open(key, sealed, context)).toBeNull();
  });
});
