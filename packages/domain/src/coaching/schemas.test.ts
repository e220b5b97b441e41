import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import {
  bookSchema,
  callsQuerySchema,
  coachNoteSchema,
  coachProfileSchema,
  messagesQuerySchema,
  notesQuerySchema,
  rescheduleSchema,
} from './schemas';

describe('a coach’s profile change', () => {
  it.each([
    { rule: 'a bio alone, trimmed', body: { bio: '  Hello  ' }, output: { bio: 'Hello' } },
    { rule: 'an empty photo url', body: { photo_url: '' }, output: { photo_url: '' } },
    {
      rule: 'an https photo url',
      body: { photo_url: 'https://cdn.example.com/a.jpg' },
      output: { photo_url: 'https://cdn.example.com/a.jpg' },
    },
    {
      rule: 'an https photo url with a port, a query and a fragment',
      body: { photo_url: 'https://img-1.example.com:8443/p/a.jpg?w=200#top' },
      output: { photo_url: 'https://img-1.example.com:8443/p/a.jpg?w=200#top' },
    },
    {
      rule: 'languages among the ten',
      body: { languages: ['en', 'es', 'zh-CN'] },
      output: { languages: ['en', 'es', 'zh-CN'] },
    },
    { rule: 'an IANA zone', body: { time_zone: 'America/Denver' }, output: { time_zone: 'America/Denver' } },
  ])('accepts $rule', ({ body, output }) => {
    const result = validate(coachProfileSchema, body);
    expect(result.errors).toEqual({});
    expect(result.output).toEqual(output);
  });

  it.each([
    {
      rule: 'nothing to change',
      body: {},
      errors: { non_field_errors: ['Send at least one of the fields to change.'] },
    },
    {
      rule: 'a bio over 2000',
      body: { bio: 'a'.repeat(2001) },
      errors: { bio: ['Bio must be less than 2000 characters'] },
    },
    {
      rule: 'an http photo url',
      body: { photo_url: 'http://example.com/a.jpg' },
      errors: { photo_url: ['Enter a valid https URL.'] },
    },
    {
      rule: 'a photo url with a space',
      body: { photo_url: 'https://example.com/a b.jpg' },
      errors: { photo_url: ['Enter a valid https URL.'] },
    },
    {
      rule: 'a photo url without a host',
      body: { photo_url: 'https:///a.jpg' },
      errors: { photo_url: ['Enter a valid https URL.'] },
    },
    {
      rule: 'a photo url whose host has an underscore',
      body: { photo_url: 'https://cdn_1.example.com/a.jpg' },
      errors: { photo_url: ['Enter a valid https URL.'] },
    },
    {
      rule: 'a photo url with a password in it',
      body: { photo_url: 'https://me:secret@example.com/a.jpg' },
      errors: { photo_url: ['Enter a valid https URL.'] },
    },
    {
      rule: 'a photo url over 500',
      body: { photo_url: `https://a.com/${'a'.repeat(500)}` },
      errors: { photo_url: ['Photo URL must be less than 500 characters'] },
    },
    {
      rule: 'languages not a list',
      body: { languages: 'en' },
      errors: { languages: ['Expected a list of items.'] },
    },
    {
      rule: 'null languages',
      body: { languages: null },
      errors: { languages: ['This field may not be null.'] },
    },
    { rule: 'no language', body: { languages: [] }, errors: { languages: ['This list may not be empty.'] } },
    {
      rule: 'more than ten',
      body: { languages: Array(11).fill('en') },
      errors: { languages: ['Pick no more than 10.'] },
    },
    {
      rule: 'an unknown language',
      body: { languages: ['en', 'de'] },
      errors: { languages: ['"de" is not a valid choice.'] },
    },
    {
      rule: 'a language twice',
      body: { languages: ['en', 'en'] },
      errors: { languages: ['Each language may be listed only once.'] },
    },
    {
      rule: 'an unknown zone',
      body: { time_zone: 'Mars/Olympus' },
      errors: { time_zone: ['Please select a valid timezone'] },
    },
    {
      rule: 'a very long zone',
      body: { time_zone: 'A'.repeat(65) },
      errors: { time_zone: ['Please select a valid timezone'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(coachProfileSchema, body).errors)).toEqual(errors);
  });
});

describe('a coach’s note', () => {
  it('names the family and the text, trimmed', () => {
    expect(validate(coachNoteSchema, { client_id: 7, body: ' Went well. ' }).output).toEqual({
      client_id: 7,
      body: 'Went well.',
    });
  });

  it.each([
    {
      rule: 'both missing',
      body: {},
      errors: { client_id: ['Client is required'], body: ['Note is required'] },
    },
    { rule: 'an empty body', body: { client_id: 1, body: '' }, errors: { body: ['Note is required'] } },
    {
      rule: 'only spaces',
      body: { client_id: 1, body: '  \n ' },
      errors: { body: ['Note may not contain only empty characters'] },
    },
    {
      rule: 'a body over 4000',
      body: { client_id: 1, body: 'a'.repeat(4001) },
      errors: { body: ['Note must be less than 4000 characters'] },
    },
    {
      rule: 'a client of zero',
      body: { client_id: 0, body: 'x' },
      errors: { client_id: ['Invalid pk "0" - object does not exist.'] },
    },
    {
      rule: 'a client that is not a number',
      body: { client_id: 'x', body: 'x' },
      errors: { client_id: ['A valid integer is required.'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(coachNoteSchema, body).errors)).toEqual(errors);
  });
});

describe('a booking', () => {
  it.each([
    {
      rule: 'without a ref',
      body: { widget_id: 'w1', starts_at: '2025-03-03T16:00:00Z' },
      output: { widget_id: 'w1', starts_at: '2025-03-03T16:00:00Z', ref: null },
    },
    {
      rule: 'with a ref and an offset',
      body: { widget_id: 'w1', starts_at: '2025-03-03T09:00:00.000-07:00', ref: 'cancel_1' },
      output: { widget_id: 'w1', starts_at: '2025-03-03T09:00:00.000-07:00', ref: 'cancel_1' },
    },
  ])('accepts $rule', ({ body, output }) => {
    expect(validate(bookSchema, body).output).toEqual(output);
  });

  const wrongFormat = 'Enter a date and time such as 2026-12-01T15:00:00Z.';
  it.each([
    {
      rule: 'nothing',
      body: {},
      errors: { widget_id: ['Coach is required'], starts_at: ['Time is required'] },
    },
    {
      rule: 'a long widget',
      body: { widget_id: 'w'.repeat(65), starts_at: '2025-03-03T16:00:00Z' },
      errors: { widget_id: ['Coach must be less than 64 characters'] },
    },
    {
      rule: 'a date without a time',
      body: { widget_id: 'w', starts_at: '2025-03-03' },
      errors: { starts_at: [wrongFormat] },
    },
    {
      rule: 'a time without an offset',
      body: { widget_id: 'w', starts_at: '2025-03-03T16:00:00' },
      errors: { starts_at: [wrongFormat] },
    },
    {
      rule: 'an impossible date',
      body: { widget_id: 'w', starts_at: '2025-13-45T16:00:00Z' },
      errors: { starts_at: [wrongFormat] },
    },
    {
      rule: 'a very long time',
      body: { widget_id: 'w', starts_at: `2025-03-03T16:00:00Z${' '.repeat(40)}` },
      errors: { starts_at: [wrongFormat] },
    },
    {
      rule: 'a ref with other symbols',
      body: { widget_id: 'w', starts_at: '2025-03-03T16:00:00Z', ref: 'a b' },
      errors: { ref: ['Use only letters, digits, "-" and "_".'] },
    },
    {
      rule: 'a long ref',
      body: { widget_id: 'w', starts_at: '2025-03-03T16:00:00Z', ref: 'a'.repeat(65) },
      errors: { ref: ['Reference must be less than 64 characters'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(bookSchema, body).errors)).toEqual(errors);
  });

  it('a reschedule names the new time', () => {
    expect(validate(rescheduleSchema, { starts_at: '2025-03-03T16:00:00Z' }).output).toEqual({
      starts_at: '2025-03-03T16:00:00Z',
    });
    expect(toEnglish(validate(rescheduleSchema, {}).errors)).toEqual({ starts_at: ['Time is required'] });
  });
});

describe('list queries', () => {
  it.each([
    { rule: 'nothing', query: {}, output: { status: null, client_id: null } },
    {
      rule: 'a status in any case and a client',
      query: { status: 'Completed', client_id: '12' },
      output: { status: 'completed', client_id: 12 },
    },
  ])('calls accept $rule', ({ query, output }) => {
    expect(validate(callsQuerySchema, query).output).toEqual(output);
  });

  it.each([
    {
      rule: 'an unknown status',
      query: { status: 'done' },
      errors: { status: ['"done" is not a valid choice.'] },
    },
    {
      rule: 'a client that is not a number',
      query: { client_id: 'abc' },
      errors: { client_id: ['A valid integer is required.'] },
    },
    {
      rule: 'a client of zero',
      query: { client_id: '0' },
      errors: { client_id: ['Invalid pk "0" - object does not exist.'] },
    },
  ])('calls refuse $rule', ({ query, errors }) => {
    expect(toEnglish(validate(callsQuerySchema, query).errors)).toEqual(errors);
  });

  it.each([
    {
      rule: 'a user and a type',
      query: { user: '3', type: 'booking' },
      output: { user: 3, type: 'booking' },
    },
    { rule: 'nothing', query: {}, output: { user: null, type: '' } },
  ])('messages accept $rule', ({ query, output }) => {
    expect(validate(messagesQuerySchema, query).output).toEqual(output);
  });

  it('messages refuse a long type', () => {
    expect(toEnglish(validate(messagesQuerySchema, { type: 'x'.repeat(65) }).errors)).toEqual({
      type: ['Type must be less than 64 characters'],
    });
  });
});

describe('the notes query', () => {
  it.each([
    { rule: 'names a family', query: { client_id: '4' }, output: { client_id: 4 }, errors: {} },
    { rule: 'needs a family', query: {}, output: undefined, errors: { client_id: ['Client is required'] } },
  ])('$rule', ({ query, output, errors }) => {
    const result = validate(notesQuerySchema, query);
    expect(result.output).toEqual(output);
    expect(toEnglish(result.errors)).toEqual(errors);
  });
});
