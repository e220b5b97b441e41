// The admin lists' queries (issue 13): the account search (name, email, account id, phone), the order
// search, filters among known values and the page number. Every value is bounded before a pattern or a
// comparison looks at it; a malformed one is a 400 with its field's message, while a page past the last
// stays DRF's 404 'Invalid page.' (the server's paging says so).
import * as v from 'valibot';
import { encodeMessage as m } from '../validation/issues';
import { tooLongMessage } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';
import { accountStatuses } from './accounts';
import { maxId, pageField, queryChoice } from './fields';
import { adminFieldLabels, adminLimits } from './messages';
import { shipmentStatuses } from './shipments';
import { billingRequestKinds } from './billing-requests';

/** `?search=`: at most 100 characters (measured as sent, before anything else), trimmed; '' when absent. */
export const searchField = v.optional(
  text(
    adminFieldLabels.search,
    v.maxLength(adminLimits.search, m(tooLongMessage(adminFieldLabels.search, adminLimits.search))),
    v.trim(),
  ),
  '',
);

/** A list that only pages (`?page=`). */
export const pageQuerySchema = fields({ page: pageField }, {});

/** `GET /api/v2/admin/accounts/?search=&page=&tag=&status=`: `tag` among the known tags (any case). */
export function accountListQuerySchema(knownTags: readonly string[]) {
  return v.config(
    fields(
      {
        search: searchField,
        page: pageField,
        tag: queryChoice(knownTags),
        status: queryChoice(accountStatuses),
      },
      {},
    ),
    { abortPipeEarly: false },
  );
}

/** The output of the account list's query. */
export type AccountListQuery = v.InferOutput<ReturnType<typeof accountListQuerySchema>>;

/** `GET /api/v2/admin/orders/?page=&search=`. */
export const orderListQuerySchema = fields({ search: searchField, page: pageField }, {});

/** `GET /api/v2/admin/shipments/?page=&status=`. */
export const shipmentListQuerySchema = fields({ page: pageField, status: queryChoice(shipmentStatuses) }, {});

/** `GET /api/v2/admin/billing/requests/?page=&kind=`. */
export const billingRequestListQuerySchema = fields(
  { page: pageField, kind: queryChoice(billingRequestKinds) },
  {},
);

/** What a search looks for: text in names and emails, an account id, digits of a phone. */
export interface SearchTerms {
  /** The search lower-cased, for names and emails (and order numbers). */
  text: string;
  /** The account id it names (`42` or `#42`), or null. */
  accountId: number | null;
  /** The digits of a phone (at least three, from text of digits and `+ ( ) . -` and spaces), or null. */
  phoneDigits: string | null;
}

/** The terms of a search, or null when there is nothing to look for. The text is bounded first. */
export function searchTerms(search: string): SearchTerms | null {
  const text = search.slice(0, adminLimits.search).trim();
  if (text === '') return null;
  const idText = text.startsWith('#') ? text.slice(1) : text;
  const id = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return {
    text: text.toLowerCase(),
    accountId: id !== null && id >= 1 && id <= maxId ? id : null,
    phoneDigits: digits.length >= 3 ? digits : null,
  };
}
