// Moving an account to the other game platform (spec section 2 "migrating an account to another game
// platform"; issue 13: `PUT /api/v2/admin/transit_account_to_lq/{id}/`). It cannot be undone, so it takes
// two confirmations: staff type the account's id or the account holder's full name (the first names the
// account, so the wrong tab cannot be migrated), and tick that it is irreversible (the second). The move
// itself is a one-way machine:
//
//   hub       the account plays on this platform.
//   migrated  the account was moved; a second MIGRATE is refused (`already_migrated`), never repeated.
import * as v from 'valibot';
import { encodeMessage as m } from '../validation/issues';
import { requiredMessage, tooLongMessage } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';
import { adminFieldLabels, adminLimits, adminMessages } from './messages';

/** Where an account plays: here, or moved to the other platform (`lq`). */
export const platformStates = ['hub', 'migrated'] as const;
export type PlatformState = (typeof platformStates)[number];

/** The platform an account is moved to, as the call's path names it. */
export const migrationPlatform = 'lq';

/** The account a migration is about, as staff see it. */
export interface MigrationTarget {
  id: number;
  /** The account holder's full name; '' when the account has none. */
  name: string;
}

/** A name as compared: trimmed, inner spaces collapsed, lower case. */
function comparable(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether what staff typed names the account: its id (`42` or `#42`), or the holder's full name (any case). */
export function confirmsAccount(target: MigrationTarget, typed: string): boolean {
  if (typed.length > adminLimits.confirmation) return false;
  const trimmed = typed.trim();
  if (trimmed === String(target.id) || trimmed === `#${target.id}`) return true;
  const name = comparable(target.name);
  return name !== '' && comparable(trimmed) === name;
}

/**
 * The body of the migration: `confirm_account` (the account's id or the holder's full name) and
 * `confirm_irreversible: true`. Both are checked, each with its own message.
 */
export function migrationConfirmationSchema(target: MigrationTarget) {
  return v.config(
    fields(
      {
        confirm_account: text(
          adminFieldLabels.confirmAccount,
          v.maxLength(
            adminLimits.confirmation,
            m(tooLongMessage(adminFieldLabels.confirmAccount, adminLimits.confirmation)),
          ),
          v.trim(),
          v.nonEmpty(m(requiredMessage(adminFieldLabels.confirmAccount))),
          v.check((value: string) => confirmsAccount(target, value), m(adminMessages.confirmAccountMismatch)),
        ),
        // Absent is not confirmed: the same message as false.
        confirm_irreversible: v.optional(
          v.config(
            v.pipe(
              v.unknown(),
              v.check((value) => value === true, m(adminMessages.confirmIrreversible)),
              v.transform(() => true as const),
            ),
            { abortPipeEarly: true },
          ),
          false,
        ),
      },
      { confirm_account: adminFieldLabels.confirmAccount },
    ),
    { abortPipeEarly: false },
  );
}

/** The outcome of a migration asked for. */
export type MigrationResult = { ok: true; state: 'migrated' } | { ok: false; code: 'already_migrated' };

/** The account's platform after MIGRATE: moved once, refused after. */
export function migrationTransition(state: PlatformState): MigrationResult {
  return state === 'hub' ? { ok: true, state: 'migrated' } : { ok: false, code: 'already_migrated' };
}
