// The coaching area's query keys (issue 14): a coach's own data, the calls (any filter) and the booking
// data under one prefix, so a booking, a cancel or a reschedule invalidates them together; webinars under
// their own. Apart from http/query-keys.ts, so the first paint does not carry them.

/** A coaching-calls filter as it sits in a key: both fields, null when not given. */
export interface CallsKeyFilter {
  status: string | null;
  client_id: number | null;
}

/** A messages filter as it sits in a key. */
export interface MessagesKeyFilter {
  user: number;
  type: string | null;
}

export const coachingKeys = {
  coaching: () => ['hub', 'coaching'] as const,
  coachAccount: () => ['hub', 'coaching', 'coach-account'] as const,
  profile: () => ['hub', 'coaching', 'profile'] as const,
  bookings: () => ['hub', 'coaching', 'bookings'] as const,
  callLists: () => ['hub', 'coaching', 'calls'] as const,
  calls: (filter: CallsKeyFilter) => ['hub', 'coaching', 'calls', filter] as const,
  notes: (clientId: number) => ['hub', 'coaching', 'notes', clientId] as const,
  calendarLink: () => ['hub', 'coaching', 'calendar-link'] as const,
  coaches: () => ['hub', 'coaching', 'coaches'] as const,
  availableHours: (widgetId: string) => ['hub', 'coaching', 'available-hours', widgetId] as const,
  messages: () => ['hub', 'coaching', 'messages'] as const,
  smsMessages: (filter: MessagesKeyFilter) => ['hub', 'coaching', 'messages', 'sms', filter] as const,
  communications: (filter: MessagesKeyFilter) => ['hub', 'coaching', 'messages', 'all', filter] as const,
  webinars: () => ['hub', 'webinars'] as const,
  webinarList: () => ['hub', 'webinars', 'list'] as const,
  webinarRegistrants: (webinarId: number) => ['hub', 'webinars', webinarId, 'registrants'] as const,
};
