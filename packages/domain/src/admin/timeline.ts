// One account's story for staff (issue 13, "beyond the anchors"; the emails, issue 25): its orders,
// shipments, notes, billing actions, play, cancel reasons and the emails sent to it in time order, and the
// churn-risk flag shown in the account list and on the details.
//
//   churn risk   no play in the last 14 days (or never played), or a cancel requested and not undone.
//                An account that has never had a player who could play (no players) is not flagged for
//                play; a cancelled subscription is churn that happened, not a risk, and is not flagged.
import type { EmailDeliveryStatus } from '../email-delivery';
import type { MessageDescriptor } from '../messages';

/** Days without play after which an account is at risk. */
export const churnRiskQuietDays = 14;

const dayMs = 86_400_000;

/** Why an account is at risk, in the order they are shown. */
export const churnRiskReasons = ['no_recent_play', 'cancel_requested'] as const;
export type ChurnRiskReason = (typeof churnRiskReasons)[number];

/** What the churn-risk rule reads of an account. */
export interface ChurnRiskFacts {
  /** The latest play of any of its players, or null when none ever played. */
  lastPlayAt: Date | null;
  /** Whether the account has players at all. */
  hasPlayers: boolean;
  /** A cancel is requested (subscription CANCEL_REQUESTED or in its grace period). */
  cancelRequested: boolean;
  /** The subscription has ended (cancelled or expired): not a risk any more. */
  ended: boolean;
}

/** The reasons an account is at risk at `now` (empty when it is not). */
export function churnRisk(facts: ChurnRiskFacts, now: Date): ChurnRiskReason[] {
  if (facts.ended) return [];
  const reasons: ChurnRiskReason[] = [];
  const quiet =
    facts.hasPlayers &&
    (facts.lastPlayAt === null || now.getTime() - facts.lastPlayAt.getTime() >= churnRiskQuietDays * dayMs);
  if (quiet) reasons.push('no_recent_play');
  if (facts.cancelRequested) reasons.push('cancel_requested');
  return reasons;
}

/** The labels of the reasons, as the list and the details show them. */
export const churnRiskLabels: Readonly<Record<ChurnRiskReason, MessageDescriptor>> = {
  no_recent_play: /*i18n*/ { id: 'admin.churnRisk.noRecentPlay', message: 'No play in 14 days' },
  cancel_requested: /*i18n*/ { id: 'admin.churnRisk.cancelRequested', message: 'Cancellation requested' },
};

/** The kinds of event on an account's timeline. */
export const timelineKinds = [
  'order',
  'shipment',
  'note',
  'billing',
  'play',
  'cancel_reason',
  'email',
  'interaction',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** The labels of the kinds (the timeline's filter and each event's badge). */
export const timelineKindLabels: Readonly<Record<TimelineKind, MessageDescriptor>> = {
  order: /*i18n*/ { id: 'admin.timeline.order', message: 'Order' },
  shipment: /*i18n*/ { id: 'admin.timeline.shipment', message: 'Shipment' },
  note: /*i18n*/ { id: 'admin.timeline.note', message: 'Note' },
  billing: /*i18n*/ { id: 'admin.timeline.billing', message: 'Billing' },
  play: /*i18n*/ { id: 'admin.timeline.play', message: 'Play' },
  cancel_reason: /*i18n*/ { id: 'admin.timeline.cancelReason', message: 'Cancel reason' },
  email: /*i18n*/ { id: 'admin.timeline.email', message: 'Email' },
  interaction: /*i18n*/ { id: 'admin.timeline.interaction', message: 'Contact' },
};

/** The labels of an email's delivery (its badge on the timeline). */
export const emailStatusLabels: Readonly<Record<EmailDeliveryStatus, MessageDescriptor>> = {
  queued: /*i18n*/ { id: 'admin.emailStatus.queued', message: 'Queued' },
  sent: /*i18n*/ { id: 'admin.emailStatus.sent', message: 'Sent' },
  retrying: /*i18n*/ { id: 'admin.emailStatus.retrying', message: 'Retrying' },
  failed: /*i18n*/ { id: 'admin.emailStatus.failed', message: 'Failed' },
};

/** The 409 of a resend of an email that has not failed (queued, sent, or still being tried). */
export const emailResendRefused: MessageDescriptor = /*i18n*/ {
  id: 'admin.emailResendRefused',
  message: 'Only a failed email can be sent again.',
};

/** What the merge needs of an event: its kind, an id unique within the kind and its moment. */
export interface TimelineEntry {
  kind: TimelineKind;
  id: string;
  at: string;
}

/**
 * Events of several sources in one list, newest first. Equal moments keep a fixed order (by kind in
 * `timelineKinds` order, then by id, descending), so a page boundary never shows an event twice or skips
 * one. Moments are ISO 8601 with a zone; an unreadable one sorts last.
 */
export function mergeTimeline<T extends TimelineEntry>(sources: readonly (readonly T[])[]): T[] {
  const time = (entry: T) => {
    const ms = Date.parse(entry.at);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return sources.flat().sort((a, b) => {
    const byTime = time(b) - time(a);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    const byKind = timelineKinds.indexOf(a.kind) - timelineKinds.indexOf(b.kind);
    if (byKind !== 0) return byKind;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}
