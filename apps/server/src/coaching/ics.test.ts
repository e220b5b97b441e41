import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsDate } from './ics';

describe('the iCalendar writer', () => {
  it.each([
    { rule: 'backslashes', text: 'a\\b', written: 'a\\\\b' },
    { rule: 'semicolons and commas', text: 'a;b,c', written: 'a\\;b\\,c' },
    { rule: 'newlines of any kind', text: 'a\nb\r\nc', written: 'a\\nb\\nc' },
  ])('escapes $rule', ({ text, written }) => {
    expect(escapeText(text)).toBe(written);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes a calendar with CRLF line ends and UTC times', () => {
    const text = icsCalendar(
      [
        {
          uid: 'call-1@hub',
          start: new Date('2025-03-03T16:00:00Z'),
          end: new Date('2025-03-03T16:30:00Z'),
          stamp: new Date('2025-03-01T00:00:00Z'),
          summary: 'Call, with; Chris',
          status: 'CANCELLED',
        },
      ],
      { method: 'CANCEL', name: 'Calls' },
    );
    expect(icsDate(new Date('2025-03-03T16:00:00.000Z'))).toBe('20250303T160000Z');
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Customer hub//Coaching//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:CANCEL',
      'X-WR-CALNAME:Calls',
      'BEGIN:VEVENT',
      'UID:call-1@hub',
      'DTSTAMP:20250301T000000Z',
      'DTSTART:20250303T160000Z',
      'DTEND:20250303T163000Z',
      'SUMMARY:Call\\, with\\; Chris',
      'STATUS:CANCELLED',
      'SEQUENCE:0',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
