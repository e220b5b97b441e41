// The staff (admin) area's limits, field labels and messages (issue 13, docs/decisions.md "Admin calls").
// The spec shows none of the admin payloads or their texts: these are ours. One set serves the hub's forms
// and the server's 400/409 answers (in English, `formatMessage`).
import type { MessageDescriptor } from '../messages';

/** The bounds of what staff send; every text is measured before any pattern looks at it. */
export const adminLimits = {
  /** The search box of the account and order lists. */
  search: 100,
  /** A note's text. */
  noteText: 2000,
  /** Tags one account may carry. */
  tagsPerAccount: 20,
  /** A tag's name. */
  tagName: 64,
  /** A shipment's reason (why a replacement goes out) and a billing request's resolution note. */
  reason: 500,
  /** A shipment's carrier and tracking number. */
  carrier: 40,
  trackingNumber: 64,
  /** What staff type to confirm a migration: an account id or a full name. */
  confirmation: 200,
  /** Any other query value (a status, a kind) before it is compared with the known ones. */
  queryValue: 64,
} as const;

/** The labels of the admin fields, as the generic messages name them. */
export const adminFieldLabels = {
  search: /*i18n*/ { id: 'field.adminSearch', message: 'Search' },
  page: /*i18n*/ { id: 'field.page', message: 'Page' },
  note: /*i18n*/ { id: 'field.note', message: 'Note' },
  tags: /*i18n*/ { id: 'field.tags', message: 'Tags' },
  accountStatus: /*i18n*/ { id: 'field.accountStatus', message: 'Status' },
  coach: /*i18n*/ { id: 'field.coach', message: 'Coach' },
  account: /*i18n*/ { id: 'field.account', message: 'Account' },
  shipmentKind: /*i18n*/ { id: 'field.shipmentKind', message: 'What to ship' },
  shipmentReason: /*i18n*/ { id: 'field.shipmentReason', message: 'Reason' },
  shipmentStatus: /*i18n*/ { id: 'field.shipmentStatus', message: 'Shipment status' },
  carrier: /*i18n*/ { id: 'field.carrier', message: 'Carrier' },
  trackingNumber: /*i18n*/ { id: 'field.trackingNumber', message: 'Tracking number' },
  decision: /*i18n*/ { id: 'field.decision', message: 'Decision' },
  resolutionNote: /*i18n*/ { id: 'field.resolutionNote', message: 'Note' },
  confirmAccount: /*i18n*/ { id: 'field.confirmAccount', message: 'Account to migrate' },
  confirmIrreversible: /*i18n*/ { id: 'field.confirmIrreversible', message: 'Cannot be undone' },
} as const satisfies Record<string, MessageDescriptor>;

/** The admin area's messages (validation, refusals, confirmations). */
export const adminMessages = {
  pageFromOne: /*i18n*/ {
    id: 'admin.pageFromOne',
    message: 'Ensure this value is greater than or equal to 1.',
  },
  tooManyTags: /*i18n*/ { id: 'admin.tooManyTags', message: 'An account can have at most {max} tags.' },
  nothingToChange: /*i18n*/ {
    id: 'admin.nothingToChange',
    message: 'Send at least one of the fields to change.',
  },
  noSuchObject: /*i18n*/ {
    id: 'admin.noSuchObject',
    message: 'Invalid pk "{value}" - object does not exist.',
  },
  notACoach: /*i18n*/ { id: 'admin.notACoach', message: 'This user is not a coach.' },
  staffUserLocked: /*i18n*/ {
    id: 'admin.staffUserLocked',
    message: 'A staff member’s own details cannot be changed in the admin area.',
  },
  noteAuthorOnly: /*i18n*/ { id: 'admin.noteAuthorOnly', message: 'Only the author of a note can edit it.' },
  confirmAccountMismatch: /*i18n*/ {
    id: 'admin.confirmAccountMismatch',
    message: 'Type the account’s id or the account holder’s full name exactly to confirm.',
  },
  confirmIrreversible: /*i18n*/ {
    id: 'admin.confirmIrreversible',
    message: 'Confirm that moving the account to the other platform cannot be undone.',
  },
  alreadyMigrated: /*i18n*/ {
    id: 'admin.alreadyMigrated',
    message: 'This account has already been moved to the other game platform.',
  },
  requestResolved: /*i18n*/ {
    id: 'admin.requestResolved',
    message: 'This request has already been resolved.',
  },
  noShippingAddress: /*i18n*/ {
    id: 'admin.noShippingAddress',
    message: 'This account has no shipping address to send a shipment to.',
  },
  trackingRequired: /*i18n*/ {
    id: 'admin.trackingRequired',
    message: 'A shipment that is shipped needs its carrier and tracking number.',
  },
  shipmentRefused: /*i18n*/ {
    id: 'admin.shipmentRefused',
    message: 'A shipment that is {from} cannot be marked {to}.',
  },
} as const satisfies Record<string, MessageDescriptor>;
