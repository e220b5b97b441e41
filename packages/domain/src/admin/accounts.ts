// What staff may change on an account and on a user (issue 13: `PUT`/`PATCH /api/v2/admin/accounts/{id}/`,
// `PATCH /api/v2/admin/users/{id}/`): the account's status, tags and coach; a user's names, email, phone,
// language and whether they pay. Whether a coach id is a coach, and whether an email is taken, are the
// server's questions (its database); the shapes and texts are here.
import * as v from 'valibot';
import { blockedAccountStatus } from '../access';
import { isUiLanguage } from '../languages';
import { withValues, type MessageDescriptor } from '../messages';
import { booleanField } from '../validation/choice';
import { storedPhoneSchema } from '../validation/address-fields';
import { emailSchema, firstNameSchema, lastNameSchema } from '../validation/fields';
import { encodeMessage as m } from '../validation/issues';
import { fieldLabels, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { idField, invalidChoiceMessage, matchChoice } from './fields';
import { adminFieldLabels, adminLimits, adminMessages } from './messages';

/** The values of `account_status` staff may set: ACTIVE, or BLOCKED (the value the access check denies). */
export const accountStatuses = ['ACTIVE', blockedAccountStatus] as const;

/** One account status. */
export type AccountStatus = (typeof accountStatuses)[number];

/** The labels of the account statuses. */
export const accountStatusLabels: Readonly<Record<AccountStatus, MessageDescriptor>> = {
  ACTIVE: /*i18n*/ { id: 'admin.accountStatus.active', message: 'Active' },
  BLOCKED: /*i18n*/ { id: 'admin.accountStatus.blocked', message: 'Blocked' },
};

/** A required choice among `options` (any case, output in their spelling). */
function choice<T extends string>(options: readonly T[]) {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check((value) => value !== null, m(validationMessages.notNull)),
      v.check(
        (value) => typeof value === 'string' && matchChoice(options, value) !== null,
        (issue) => m(invalidChoiceMessage(issue.input)),
      ),
      v.transform((value) => matchChoice(options, value as string)!),
    ),
    { abortPipeEarly: true },
  );
}

/**
 * An account's tags: a list of known tags (any case, kept in the known spelling), each once, at most 20.
 * A tag that is not known is refused by name.
 */
function tagsField(knownTags: readonly string[]) {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check((value) => value !== null, m(validationMessages.notNull)),
      v.check((value) => Array.isArray(value), m(validationMessages.notAList)),
      v.check(
        (value) => (value as unknown[]).length <= adminLimits.tagsPerAccount,
        m(withValues(adminMessages.tooManyTags, { max: adminLimits.tagsPerAccount })),
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        const unknown = (dataset.value as unknown[]).find(
          (tag) => typeof tag !== 'string' || matchChoice(knownTags, tag) === null,
        );
        if (unknown !== undefined) addIssue({ message: m(invalidChoiceMessage(unknown)) });
      }),
      v.transform((value) => [...new Set((value as string[]).map((tag) => matchChoice(knownTags, tag)!))]),
    ),
    { abortPipeEarly: true },
  );
}

/** A coach: a user id, or null for none (whether that user is a coach is the server's question). */
const coachField = v.nullable(idField(adminFieldLabels.coach));

const accountLabels = {
  account_status: adminFieldLabels.accountStatus,
  tags: adminFieldLabels.tags,
  coach: adminFieldLabels.coach,
};

function accountEntries(knownTags: readonly string[]) {
  return {
    account_status: choice(accountStatuses),
    tags: tagsField(knownTags),
    coach: coachField,
  };
}

/** `PUT /api/v2/admin/accounts/{id}/`: the whole editable account, `{account_status, tags, coach}`. */
export function accountPutSchema(knownTags: readonly string[]) {
  return v.config(fields(accountEntries(knownTags), accountLabels), { abortPipeEarly: false });
}

/** `PATCH /api/v2/admin/accounts/{id}/`: any of them, at least one. */
export function accountPatchSchema(knownTags: readonly string[]) {
  return v.config(
    v.pipe(
      fields(v.partial(v.object(accountEntries(knownTags))).entries, accountLabels),
      v.check(
        (value) => Object.values(value).some((field) => field !== undefined),
        m(adminMessages.nothingToChange),
      ),
    ),
    { abortPipeEarly: false },
  );
}

/** The output of the account schemas (a PATCH leaves out what it does not change). */
export interface AccountChanges {
  account_status?: AccountStatus;
  tags?: string[];
  coach?: number | null;
}

const languageField = v.config(
  v.pipe(
    v.unknown(),
    v.check((value) => value !== null && value !== '', m(validationMessages.fieldRequired)),
    v.check(isUiLanguage, (issue) => m(invalidChoiceMessage(issue.input))),
  ),
  { abortPipeEarly: true },
);

/**
 * `PATCH /api/v2/admin/users/{id}/`: any of a user's names, email, phone (`+<code><digits>`), language and
 * `is_billing_user`, at least one, by the same rules as the user's own form (spec section 5).
 */
export const adminUserPatchSchema = v.config(
  v.pipe(
    fields(
      {
        first_name: v.optional(firstNameSchema),
        last_name: v.optional(lastNameSchema),
        email: v.optional(emailSchema),
        phone: v.optional(storedPhoneSchema),
        language: v.optional(languageField),
        is_billing_user: v.optional(booleanField()),
      },
      {},
    ),
    v.check(
      (value) => Object.values(value).some((field) => field !== undefined),
      m(adminMessages.nothingToChange),
    ),
  ),
  { abortPipeEarly: false },
);

/** The output of the user schema. */
export type AdminUserChanges = v.InferOutput<typeof adminUserPatchSchema>;

/** The labels of the user fields (the form names them so). */
export const adminUserLabels = {
  first_name: fieldLabels.firstName,
  last_name: fieldLabels.lastName,
  email: fieldLabels.email,
  phone: fieldLabels.phone,
} as const satisfies Record<string, MessageDescriptor>;
