import { describe, expect, it } from 'vitest';
import { emailDeliveryStatuses, emailDeliveryTransition } from '../email-delivery';
import { formatMessage } from '../messages';
import {
  churnRisk,
  churnRiskLabels,
  churnRiskQuietDays,
  churnRiskReasons,
  emailResendRefused,
  emailStatusLabels,
  mergeTimeline,
  timelineKindLabels,
  timelineKinds,
  type ChurnRiskFacts,
  type TimelineEntry,
} from './timeline';

const now = new Date('2026-03-11T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const facts = (changes: Partial<ChurnRiskFacts>): ChurnRiskFacts => ({
  lastPlayAt: daysAgo(1),
  hasPlayers: true,
  cancelRequested: false,
  ended: false,
  ...changes,
});

describe('churn risk', () => {
  it.each([
    { rule: 'played yesterday: no risk', facts: facts({}), reasons: [] },
    {
      rule: 'played 13 days and 23 hours ago: no risk',
      facts: facts({ lastPlayAt: daysAgo(13.99) }),
      reasons: [],
    },
    {
      rule: 'no play in exactly 14 days: at risk',
      facts: facts({ lastPlayAt: daysAgo(14) }),
      reasons: ['no_recent_play'],
    },
    {
      rule: 'players who never played: at risk',
      facts: facts({ lastPlayAt: null }),
      reasons: ['no_recent_play'],
    },
    {
      rule: 'no players at all: not flagged for play',
      facts: facts({ lastPlayAt: null, hasPlayers: false }),
      reasons: [],
    },
    {
      rule: 'a cancel requested: at risk',
      facts: facts({ cancelRequested: true }),
      reasons: ['cancel_requested'],
    },
    {
      rule: 'both, in the order they are shown',
      facts: facts({ cancelRequested: true, lastPlayAt: daysAgo(30) }),
      reasons: ['no_recent_play', 'cancel_requested'],
    },
    {
      rule: 'an ended subscription is churn that happened, not a risk',
      facts: facts({ ended: true, cancelRequested: true, lastPlayAt: null }),
      reasons: [],
    },
  ])('$rule', ({ facts: given, reasons }) => {
    expect(churnRisk(given, now)).toEqual(reasons);
  });

  it('labels every reason', () => {
    expect(churnRiskReasons.map((reason) => formatMessage(churnRiskLabels[reason]))).toEqual([
      'No play in 14 days',
      'Cancellation requested',
    ]);
    // The label names the rule's constant: a change of one without the other fails here.
    expect(formatMessage(churnRiskLabels.no_recent_play)).toContain(String(churnRiskQuietDays));
  });
});

describe('the timeline', () => {
  const entry = (kind: TimelineEntry['kind'], id: string, at: string): TimelineEntry => ({ kind, id, at });

  it('merges sources newest first', () => {
    const merged = mergeTimeline([
      [entry('order', '1', '2026-01-02T10:00:00Z'), entry('order', '2', '2026-03-01T10:00:00Z')],
      [entry('note', '7', '2026-02-01T10:00:00+01:00')],
      [entry('play', '2026-02-15', '2026-02-15T00:00:00Z')],
    ]);
    expect(merged.map((item) => `${item.kind}:${item.id}`)).toEqual([
      'order:2',
      'play:2026-02-15',
      'note:7',
      'order:1',
    ]);
  });

  it('orders equal moments by kind, then by id descending, whatever the sources’ order', () => {
    const at = '2026-02-01T10:00:00Z';
    const one = mergeTimeline([[entry('note', '1', at), entry('note', '2', at)], [entry('order', '9', at)]]);
    const other = mergeTimeline([
      [entry('order', '9', at)],
      [entry('note', '2', at), entry('note', '1', at)],
    ]);
    expect(one.map((item) => `${item.kind}:${item.id}`)).toEqual(['order:9', 'note:2', 'note:1']);
    expect(other).toEqual(one);
  });

  it('puts an unreadable moment last', () => {
    const merged = mergeTimeline([
      [entry('note', '1', 'yesterday'), entry('note', '2', '2026-02-01T10:00:00Z')],
    ]);
    expect(merged.map((item) => item.id)).toEqual(['2', '1']);
    const unreadable = mergeTimeline([
      [entry('note', '1', 'then'), entry('order', '3', 'now'), entry('note', '4', '')],
    ]);
    expect(unreadable.map((item) => `${item.kind}:${item.id}`)).toEqual(['order:3', 'note:4', 'note:1']);
  });

  it('keeps one event given twice in place', () => {
    const at = '2026-02-01T10:00:00Z';
    expect(mergeTimeline([[entry('note', '1', at)], [entry('note', '1', at)]])).toHaveLength(2);
  });

  it('labels every kind', () => {
    expect(timelineKinds.map((kind) => formatMessage(timelineKindLabels[kind]))).toEqual([
      'Order',
      'Shipment',
      'Note',
      'Billing',
      'Play',
      'Cancel reason',
      'Email',
      'Contact',
    ]);
  });

  it('puts an email after the other kinds at the same moment', () => {
    const at = '2026-02-01T10:00:00Z';
    const merged = mergeTimeline([[entry('email', '5', at)], [entry('billing', '9', at)]]);
    expect(merged.map((item) => `${item.kind}:${item.id}`)).toEqual(['billing:9', 'email:5']);
  });
});

describe('an email on the timeline', () => {
  it('labels every delivery status', () => {
    expect(emailDeliveryStatuses.map((status) => formatMessage(emailStatusLabels[status]))).toEqual([
      'Queued',
      'Sent',
      'Retrying',
      'Failed',
    ]);
  });

  // Staff resend an email only where the delivery machine allows RESEND; the refusal says so.
  it.each([
    { status: 'queued', resendable: false },
    { status: 'sent', resendable: false },
    { status: 'retrying', resendable: false },
    { status: 'failed', resendable: true },
  ] as const)('a $status email can be sent again: $resendable', ({ status, resendable }) => {
    expect(emailDeliveryTransition(status, { type: 'RESEND' }).ok).toBe(resendable);
  });

  it('says why an email that has not failed is not sent again', () => {
    expect(formatMessage(emailResendRefused)).toBe('Only a failed email can be sent again.');
  });
});
