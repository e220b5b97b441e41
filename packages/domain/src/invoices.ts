// Invoices (spec sections 3, 4 and 8): their statuses, what each status allows, the texts around them.
import type { MessageDescriptor } from './messages';

/** The statuses an invoice can have (spec section 4). */
export const invoiceStatuses = ['UPCOMING', 'PAID', 'FAILED', 'REFUNDED', 'REMOVED'] as const;

/** One of the invoice statuses. */
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What staff may do with an invoice of a given status. */
export interface InvoiceActions {
  canRemove: boolean;
  canRefund: boolean;
}

/** Whether a value is one of the invoice statuses, compared case-insensitively. */
export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return toInvoiceStatus(value) !== null;
}

/** The invoice status a value names, compared case-insensitively; null when it names none. */
export function toInvoiceStatus(value: unknown): InvoiceStatus | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return invoiceStatuses.find((status) => status === upper) ?? null;
}

/**
 * The actions an invoice's status allows: a FAILED invoice can be removed, a PAID one refunded; an
 * upcoming, refunded or removed invoice, or an unknown status, allows neither.
 */
export function invoiceActions(status: InvoiceStatus | string): InvoiceActions {
  const known = toInvoiceStatus(status);
  return { canRemove: known === 'FAILED', canRefund: known === 'PAID' };
}

/** The label of each invoice status in the invoices list. */
export const invoiceStatusLabels: Record<InvoiceStatus, MessageDescriptor> = {
  UPCOMING: /*i18n*/ { id: 'invoice.status.upcoming', message: 'Upcoming' },
  PAID: /*i18n*/ { id: 'invoice.status.paid', message: 'Paid' },
  FAILED: /*i18n*/ { id: 'invoice.status.failed', message: 'Failed' },
  REFUNDED: /*i18n*/ { id: 'invoice.status.refunded', message: 'Refunded' },
  REMOVED: /*i18n*/ { id: 'invoice.status.removed', message: 'Removed' },
};

/** Shown when an unknown status arrives: the status itself, untranslated (not extracted), so nothing is hidden. */
export const unknownInvoiceStatus: MessageDescriptor = {
  id: 'invoice.status.unknown',
  message: '{status}',
};

/**
 * The label of a status, or the raw status for one the hub does not know. The unknown case needs Lingui's
 * run-time compiler (development only); a production screen shows the raw status itself instead.
 */
export function invoiceStatusLabel(status: string): MessageDescriptor {
  const known = toInvoiceStatus(status);
  return known ? invoiceStatusLabels[known] : { ...unknownInvoiceStatus, values: { status } };
}

/** Shown when removing an invoice failed (spec section 8). */
export const errorRemovingInvoice: MessageDescriptor = /*i18n*/ {
  id: 'invoice.error.remove',
  message: 'Error Removing Invoice',
};

/** Shown when refunding an invoice failed (spec section 8). */
export const errorRefundingInvoice: MessageDescriptor = /*i18n*/ {
  id: 'invoice.error.refund',
  message: 'Error Refunding Invoice',
};
