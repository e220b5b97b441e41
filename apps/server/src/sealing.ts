// Text the database keeps but whoever reads the database (a backup, a read replica) must not: the bodies
// of queued emails, which carry set-password links. AES-256-GCM with a random 96-bit IV per message.
//
// Keys rotate (docs/operations.md "Rotating OUTBOX_KEY"): a ring holds the newest key, which seals, and
// older ones, which still open. A sealed text names its key, `v2.<key id>.<iv>.<ciphertext>.<tag>`
// (base64url parts), so opening takes that key alone. Texts sealed before the ring,
// `v1.<iv>.<ciphertext>.<tag>`, name none and open with whichever key of the ring sealed them.
import { createCipheriv, createDecipheriv, createHash, randomBytes, type KeyObject } from 'node:crypto';

/** What sealed texts start with, oldest first; a text without one of them is not sealed. */
export const sealedPrefixes = ['v1.', 'v2.'] as const;

const cipher = 'aes-256-gcm';
/** GCM's own IV size; random, so a key seals billions of messages before two IVs are likely to meet. */
const ivBytes = 12;
const tagBytes = 16;

/** A key of a ring and its id. */
export interface RingKey {
  /**
   * The first 4 bytes of the key's SHA-256 in hex: short, says nothing of the key, and an operator finds
   * it with `echo -n "$OUTBOX_KEY" | base64 -d | sha256sum | cut -c1-8`.
   */
  id: string;
  key: KeyObject;
}

/** The keys that seal and open: the newest seals, every key of the ring (the newest first) opens. */
export interface KeyRing {
  newest: RingKey;
  keys: readonly RingKey[];
}

/** A key's id (see RingKey). */
export function keyId(key: KeyObject): string {
  return createHash('sha256').update(key.export()).digest('hex').slice(0, 8);
}

/** A ring of 32-byte keys: the newest, then older ones. Each key may appear once. */
export function keyRing(newest: KeyObject, older: readonly KeyObject[] = []): KeyRing {
  const keys = [newest, ...older].map((key) => ({ id: keyId(key), key }));
  if (new Set(keys.map((ring) => ring.id)).size !== keys.length) {
    throw new Error('A key ring holds each key once.');
  }
  return { newest: keys[0]!, keys };
}

/**
 * Seals text under the ring's newest key. `context` is not stored but bound to the result: the text opens
 * only with the same context (the row it belongs to), so a sealed text moved elsewhere does not open.
 */
export function seal(ring: KeyRing, text: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const sealing = createCipheriv(cipher, ring.newest.key, iv, { authTagLength: tagBytes });
  sealing.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([sealing.update(text, 'utf8'), sealing.final()]);
  const parts = [iv, ciphertext, sealing.getAuthTag()].map((part) => part.toString('base64url'));
  return `v2.${ring.newest.id}.${parts.join('.')}`;
}

/** A sealed text read into its parts: the id of the key that sealed it (null before the ring), and bytes. */
interface Envelope {
  keyId: string | null;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** The parts of a sealed text, or null when it is not one (checked for shape, not yet opened). */
function envelope(sealed: string): Envelope | null {
  const [version, ...fields] = sealed.split('.');
  let keyId: string | null = null;
  if (version === 'v2') {
    keyId = fields.shift() ?? '';
    if (!/^[0-9a-f]{8}$/.test(keyId)) return null;
  } else if (version !== 'v1') {
    return null;
  }
  if (fields.length !== 3) return null;
  const bytes = fields.map((part) => Buffer.from(part, 'base64url'));
  // Node's base64 decoder skips characters outside the alphabet: only a part that is exactly the
  // encoding of its bytes is taken, so a changed character is refused rather than dropped.
  if (bytes.some((part, index) => part.toString('base64url') !== fields[index])) return null;
  const [iv, ciphertext, tag] = bytes as [Buffer, Buffer, Buffer];
  // A shorter tag would be checked on fewer bits: only the full one is taken.
  if (iv.length !== ivBytes || tag.length !== tagBytes) return null;
  return { keyId, iv, ciphertext, tag };
}

function openWith(key: KeyObject, { iv, ciphertext, tag }: Envelope, context: string): string | null {
  try {
    const opening = createDecipheriv(cipher, key, iv, { authTagLength: tagBytes });
    opening.setAAD(Buffer.from(context, 'utf8'));
    opening.setAuthTag(tag);
    return Buffer.concat([opening.update(ciphertext), opening.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The text `seal` was given, or null when it does not open: a key no longer in the ring, another context,
 * a changed or cut part, or a text that is not sealed at all. Never throws, so a bad row cannot fail
 * whoever reads it.
 */
export function open(ring: KeyRing, sealed: string, context: string): string | null {
  const parts = envelope(sealed);
  if (!parts) return null;
  if (parts.keyId !== null) {
    const named = ring.keys.find((candidate) => candidate.id === parts.keyId);
    return named ? openWith(named.key, parts, context) : null;
  }
  for (const { key } of ring.keys) {
    const text = openWith(key, parts, context);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The text sealed again with the ring's newest key, so an older key can leave the ring; as it is when the
 * newest sealed it already; null when it does not open.
 */
export function reseal(ring: KeyRing, sealed: string, context: string): string | null {
  if (sealed.startsWith(`v2.${ring.newest.id}.`)) return sealed;
  const text = open(ring, sealed, context);
  return text === null ? null : seal(ring, text, context);
}

/** What resealing a table did: rows sealed again with the newest key, and rows left as they were. */
export interface ResealCount {
  resealed: number;
  /** Rows with a value no key of the ring opens: left as they are (they could not be read before either). */
  unopened: number;
}
