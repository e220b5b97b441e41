// The staff (admin) area (issue 13): list queries, account and user changes, notes, shipments, outstanding
// billing requests, the platform migration and an account's timeline (its emails: issue 25).
export { adminLimits, adminFieldLabels, adminMessages } from './messages';
export {
  searchField,
  pageQuerySchema,
  accountListQuerySchema,
  orderListQuerySchema,
  shipmentListQuerySchema,
  billingRequestListQuerySchema,
  searchTerms,
} from './search';
export type { AccountListQuery, SearchTerms } from './search';
export { accountOrderings, churnGroup, churnGroupStatuses, compareAccounts } from './orderings';
export type { AccountOrdering, OrderedAccount } from './orderings';
export {
  accountStatuses,
  accountStatusLabels,
  accountPutSchema,
  accountPatchSchema,
  adminUserPatchSchema,
  adminUserLabels,
} from './accounts';
export type { AccountStatus, AccountChanges, AdminUserChanges } from './accounts';
export { noteTextSchema, newNoteSchema, noteChangeSchema } from './notes';
export type { NewNote } from './notes';
export {
  platformStates,
  migrationPlatform,
  confirmsAccount,
  migrationConfirmationSchema,
  migrationTransition,
} from './migration';
export type { PlatformState, MigrationTarget, MigrationResult } from './migration';
export {
  billingRequestKinds,
  billingRequestDecisions,
  billingRequestOpeningEvents,
  billingRequestPendingStates,
  billingRequestKindOf,
  billingRequestPromisedKinds,
  isBillingRequestOverdue,
  billingRequestOverdueBefore,
  isBillingRequestDecision,
  resolveBillingRequest,
  billingRequestResolutionSchema,
  billingRequestKindLabels,
  billingRequestDecisionLabels,
  billingRequestOutcomeLabels,
} from './billing-requests';
export type {
  BillingRequestKind,
  BillingRequestDecision,
  BillingRequest,
  BillingRequestErrorCode,
  BillingRequestResult,
} from './billing-requests';
export {
  shipmentStatuses,
  shipmentKinds,
  shipmentTransition,
  shipmentEventTo,
  shipmentMovesFrom,
  shipmentRefusalMessage,
  newShipmentSchema,
  shipmentChangeSchema,
  shipmentStatusLabels,
  shipmentKindLabels,
  supportTicketStatuses,
} from './shipments';
export type {
  ShipmentStatus,
  ShipmentKind,
  ShipmentEvent,
  Shipment,
  ShipmentResult,
  NewShipment,
  ShipmentChange,
  SupportTicketStatus,
} from './shipments';
export {
  churnRiskQuietDays,
  churnRiskReasons,
  churnRisk,
  churnRiskLabels,
  timelineKinds,
  timelineKindLabels,
  emailStatusLabels,
  emailResendRefused,
  mergeTimeline,
} from './timeline';
export type { ChurnRiskReason, ChurnRiskFacts, TimelineKind, TimelineEntry } from './timeline';
export { customerInteractionKindLabels } from './interactions';
export {
  remoteConfigValueMax,
  remoteConfigValueLabel,
  remoteConfigMessages,
  isJsonText,
  remoteConfigUpdateSchema,
  replaceRemoteConfig,
} from './remote-config';
export type { RemoteConfigUpdate, NamedConfig } from './remote-config';
