// Linking a child's game profile (the one made on the tablet) to a player of the account, and undoing it
// (spec section 7: link-profile and delink-profile through the form service, v1). The spec shows no
// payloads: `{player_id, profile_code}` and `{player_id}` are ours (docs/decisions.md "Issue 28: children's
// profiles"). One schema serves the hub's form and the server's 400 answers.
import * as v from 'valibot';
import type { MessageDescriptor } from '../messages';
import { encodeMessage as m } from '../validation/issues';
import { requiredMessage, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';

/** The bounds of a game profile's code. */
export const gameProfileLimits = {
  /** Characters of a code, as the game shows it (without its space or dash). */
  codeLength: 8,
  /** The longest input read before any pattern looks at it (a code typed with spaces or dashes). */
  codeInput: 20,
  /** The largest id. */
  maxId: 2_147_483_647,
} as const;

/** The letters and digits a code is made of: no I, O, 0 or 1, which read alike. */
export const gameProfileAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const codePattern = new RegExp(`^[${gameProfileAlphabet}]{${gameProfileLimits.codeLength}}$`);

/** The labels of the link form. */
export const gameProfileFieldLabels = {
  profileCode: /*i18n*/ { id: 'field.profileCode', message: 'Game profile code' },
} as const satisfies Record<string, MessageDescriptor>;

/** The messages of linking and unlinking, the server's refusals among them. */
export const gameProfileMessages = {
  invalidCode: /*i18n*/ {
    id: 'gameProfile.invalidCode',
    message: 'Enter the 8 letters and digits the game shows, for example KX7P 2QMA.',
  },
  unknownCode: /*i18n*/ {
    id: 'gameProfile.unknownCode',
    message: 'No game profile on your tablets has this code. Check the code the game shows.',
  },
  linkedElsewhere: /*i18n*/ {
    id: 'gameProfile.linkedElsewhere',
    message: 'This game profile is linked to another child. Unlink it there first.',
  },
  playerHasProfile: /*i18n*/ {
    id: 'gameProfile.playerHasProfile',
    message: 'This child already has a game profile. Unlink it first.',
  },
  notLinked: /*i18n*/ {
    id: 'gameProfile.notLinked',
    message: 'This child has no game profile linked.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A code as typed, made comparable: spaces and dashes dropped, upper case. */
export function normalizeProfileCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** A code shown to a person: two groups of four (`KX7P 2QMA`). */
export function formatProfileCode(code: string): string {
  return code.length === gameProfileLimits.codeLength ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

const playerIdSchema = v.pipe(
  v.number(m(validationMessages.notAnInteger)),
  v.integer(m(validationMessages.notAnInteger)),
  v.minValue(1, m(validationMessages.notAnInteger)),
  v.maxValue(gameProfileLimits.maxId, m(validationMessages.notAnInteger)),
);

/** A code: required, at most 20 characters read, then 8 of the alphabet once spaces and dashes are gone. */
export const profileCodeSchema = text(
  gameProfileFieldLabels.profileCode,
  v.check((value: string) => value.trim() !== '', m(requiredMessage(gameProfileFieldLabels.profileCode))),
  // Bounded before the pattern looks at it.
  v.maxLength(gameProfileLimits.codeInput, m(gameProfileMessages.invalidCode)),
  v.transform(normalizeProfileCode),
  v.regex(codePattern, m(gameProfileMessages.invalidCode)),
);

/** The body of `POST /api/v1/forms/link-profile/`: `{player_id, profile_code}`. */
export const linkProfileSchema = fields(
  { player_id: playerIdSchema, profile_code: profileCodeSchema },
  { profile_code: gameProfileFieldLabels.profileCode },
);

/** The output of the link schema (the code normalised). */
export type LinkProfileValues = v.InferOutput<typeof linkProfileSchema>;

/** The body of `POST /api/v1/forms/delink-profile/`: `{player_id}`. */
export const delinkProfileSchema = fields({ player_id: playerIdSchema }, {});

/** The output of the delink schema. */
export type DelinkProfileValues = v.InferOutput<typeof delinkProfileSchema>;
