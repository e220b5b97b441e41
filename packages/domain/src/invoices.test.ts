import { describe, expect, it } from 'vitest';
import {
  errorRefundingInvoice,
  errorRemovingInvoice,
  invoiceActions,
  invoiceStatusLabel,
  invoiceStatusLabels,
  invoiceStatuses,
  isInvoiceStatus,
  toInvoiceStatus,
} from './invoices';
import { formatMessage } from './messages';

describe('invoice statuses (spec section 4)', () => {
  it('are UPCOMING, PAID, FAILED, REFUNDED and REMOVED', () => {
    expect(invoiceStatuses).toEqual(['UPCOMING', 'PAID', 'FAILED', 'REFUNDED', 'REMOVED']);
  });

  it.each([
    {
      status: 'UPCOMING',
      canRemove: false,
      canRefund: false,
      rule: 'an upcoming invoice allows nothing yet',
    },
    { status: 'PAID', canRemove: false, canRefund: true, rule: 'a paid invoice can be refunded' },
    { status: 'FAILED', canRemove: true, canRefund: false, rule: 'a failed invoice can be removed' },
    {
      status: 'REFUNDED',
      canRemove: false,
      canRefund: false,
      rule: 'a refunded invoice allows nothing more',
    },
    { status: 'REMOVED', canRemove: false, canRefund: false, rule: 'a removed invoice allows nothing more' },
    { status: 'failed', canRemove: true, canRefund: false, rule: 'a status in lower case is still read' },
    { status: 'VOID', canRemove: false, canRefund: false, rule: 'an unknown status allows nothing' },
  ])('$rule', ({ status, canRemove, canRefund }) => {
    expect(invoiceActions(status)).toEqual({ canRemove, canRefund });
  });

  it.each([
    { status: 'UPCOMING', label: 'Upcoming' },
    { status: 'PAID', label: 'Paid' },
    { status: 'FAILED', label: 'Failed' },
    { status: 'REFUNDED', label: 'Refunded' },
    { status: 'REMOVED', label: 'Removed' },
  ] as const)('labels $status "$label"', ({ status, label }) => {
    expect(formatMessage(invoiceStatusLabels[status])).toBe(label);
    expect(formatMessage(invoiceStatusLabel(status))).toBe(label);
  });

  it('shows an unknown status as it came rather than hiding it', () => {
    expect(formatMessage(invoiceStatusLabel('VOID'))).toBe('VOID');
  });

  it.each([
    { value: 'PAID', status: 'PAID' },
    { value: ' paid ', status: 'PAID' },
    { value: 'VOID', status: null },
    { value: 3, status: null },
  ])('reads $value as $status', ({ value, status }) => {
    expect(toInvoiceStatus(value)).toBe(status);
    expect(isInvoiceStatus(value)).toBe(status !== null);
  });
});

describe('invoice error texts (spec section 8)', () => {
  it.each([
    { descriptor: errorRemovingInvoice, text: 'Error Removing Invoice' },
    { descriptor: errorRefundingInvoice, text: 'Error Refunding Invoice' },
  ])('says "$text"', ({ descriptor, text }) => {
    expect(formatMessage(descriptor)).toBe(text);
  });
});
