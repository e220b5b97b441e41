// A small iCalendar (RFC 5545) writer: text values escaped (backslash, semicolon, comma, newlines), lines
// folded at 75 octets, CRLF line ends. Enough for a call's invitation and a coach's feed.

/** One event of a calendar. */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  sequence?: number;
}

/** A text value as RFC 5545 section 3.3.11 writes it. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC date-time: `20250303T160000Z`. */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A content line folded so no line is longer than 75 octets (never inside a character). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole calendar: `method` REQUEST or CANCEL for an email's invitation, none for a feed. */
export function icsCalendar(
  events: IcsEvent[],
  options: { name?: string; method?: 'REQUEST' | 'CANCEL' } = {},
) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Customer hub//Coaching//EN',
    'CALSCALE:GREGORIAN',
  ];
  if (options.method) lines.push(`METHOD:${options.method}`);
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsDate(event.stamp)}`,
      `DTSTART:${icsDate(event.start)}`,
      `DTEND:${icsDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
