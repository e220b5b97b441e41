// Text the database keeps but whoever reads the database (a backup, a read replica) must not: the bodies
// of queued emails, which carry set-password links. AES-256-GCM with a random 96-bit IV per message,
// stored as `v1.<iv>.<ciphertext>.<tag>` (base64url parts); the version leaves room for another key or
// cipher beside rows sealed under this one.
import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';

/** What every sealed text starts with; a text without it is not sealed. */
export const sealedPrefix = 'v1.';

const cipher = 'aes-256-gcm';
/** GCM's own IV size; random, so a key seals billions of messages before two IVs are likely to meet. */
const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals text under a 32-byte key. `context` is not stored but bound to the result: the text opens only
 * with the same context (the row it belongs to), so a sealed text moved elsewhere does not open.
 */
export function seal(key: KeyObject, text: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const sealing = createCipheriv(cipher, key, iv, { authTagLength: tagBytes });
  sealing.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([sealing.update(text, 'utf8'), sealing.final()]);
  const parts = [iv, ciphertext, sealing.getAuthTag()].map((part) => part.toString('base64url'));
  return `${sealedPrefix}${parts.join('.')}`;
}

/**
 * The text `seal` was given, or null when it does not open: another key or context, a changed or cut
 * part, or a text that is not sealed at all. Never throws, so a bad row cannot fail whoever reads it.
 */
export function open(key: KeyObject, sealed: string, context: string): string | null {
  if (!sealed.startsWith(sealedPrefix)) return null;
  const parts = sealed.slice(sealedPrefix.length).split('.');
  if (parts.length !== 3) return null;
  const bytes = parts.map((part) => Buffer.from(part, 'base64url'));
  // Node's base64 decoder skips characters outside the alphabet: only a part that is exactly the
  // encoding of its bytes is taken, so a changed character is refused rather than dropped.
  if (bytes.some((part, index) => part.toString('base64url') !== parts[index])) return null;
  const [iv, ciphertext, tag] = bytes as [Buffer, Buffer, Buffer];
  // A shorter tag would be checked on fewer bits: only the full one is taken.
  if (iv.length !== ivBytes || tag.length !== tagBytes) return null;
  try {
    const opening = createDecipheriv(cipher, key, iv, { authTagLength: tagBytes });
    opening.setAAD(Buffer.from(context, 'utf8'));
    opening.setAuthTag(tag);
    return Buffer.concat([opening.update(ciphertext), opening.final()]).toString('utf8');
  } catch {
    return null;
  }
}
