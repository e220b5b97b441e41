// The bodies and queries of the coaching calls (issue 14), each field bounded before any pattern looks at it.
import * as v from 'valibot';
import { adminMessages } from '../admin/messages';
import { idField, invalidChoiceMessage, maxId, queryChoice } from '../admin/fields';
import { isValidTimeZone } from '../dates';
import { isUiLanguage, uiLanguages } from '../languages';
import { withValues } from '../messages';
import { encodeMessage as m } from '../validation/issues';
import { blankMessage, requiredMessage, tooLongMessage, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';
import { callStatuses } from './calls';
import { coachingFieldLabels as labels, coachingLimits as limits, coachingMessages } from './messages';

const languageCount = uiLanguages.length;

/** One label of a host name: letters, digits and hyphens. */
const hostLabel = /^[A-Za-z0-9-]{1,63}$/;

/**
 * An https URL with a host of letters, digits and hyphens, an optional port, then an optional path, query
 * or fragment, and no white space; the text is bounded before this runs. Read in parts with short
 * patterns rather than one long one: the long pattern was linear, but its counted repeats made the ReDoS
 * lint's verdict depend on the machine's load.
 */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[A-Za-z0-9]/.test(value) || /\s/.test(value)) return false;
  const rest = value.slice('https://'.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const colon = authority.indexOf(':');
  const host = colon === -1 ? authority : authority.slice(0, colon);
  const port = colon === -1 ? null : authority.slice(colon + 1);
  if (port !== null && !/^\d{1,5}$/.test(port)) return false;
  return host.split('.').every((label) => hostLabel.test(label));
}

const languagesField = v.config(
  v.pipe(
    v.unknown(),
    v.check((value) => value !== null, m(validationMessages.notNull)),
    v.check((value) => Array.isArray(value), m(validationMessages.notAList)),
    v.check((value) => (value as unknown[]).length > 0, m(coachingMessages.emptyList)),
    v.check(
      (value) => (value as unknown[]).length <= languageCount,
      m(withValues(coachingMessages.tooManyItems, { max: languageCount })),
    ),
    v.check(
      (value) => (value as unknown[]).every(isUiLanguage),
      (issue) => m(invalidChoiceMessage((issue.input as unknown[]).find((item) => !isUiLanguage(item)))),
    ),
    v.check(
      (value) => new Set(value as string[]).size === (value as string[]).length,
      m(coachingMessages.duplicateLanguage),
    ),
    v.transform((value) => value as string[]),
  ),
  { abortPipeEarly: true },
);

/**
 * `PATCH /api/v2/coaching/profile/`: any of `bio` (at most 2000), `photo_url` (an https URL of at most 500, or
 * ''), `languages` (1 to 10 of the UI languages, each once) and `time_zone` (an IANA zone), at least one.
 */
export const coachProfileSchema = v.config(
  v.pipe(
    fields(
      {
        bio: v.optional(
          text(labels.bio, v.maxLength(limits.bio, m(tooLongMessage(labels.bio, limits.bio))), v.trim()),
        ),
        photo_url: v.optional(
          text(
            labels.photoUrl,
            v.maxLength(limits.photoUrl, m(tooLongMessage(labels.photoUrl, limits.photoUrl))),
            v.trim(),
            v.check((value: string) => value === '' || isHttpsUrl(value), m(coachingMessages.invalidUrl)),
          ),
        ),
        languages: v.optional(languagesField),
        time_zone: v.optional(
          text(
            labels.timeZone,
            v.maxLength(limits.timeZone, m(validationMessages.invalidTimezone)),
            v.trim(),
            v.check((value: string) => isValidTimeZone(value), m(validationMessages.invalidTimezone)),
          ),
        ),
      },
      {},
    ),
    v.check(
      (value) => Object.values(value).some((field) => field !== undefined),
      m(adminMessages.nothingToChange),
    ),
  ),
  { abortPipeEarly: false },
);

/** A profile change's values. */
export type CoachProfileChanges = v.InferOutput<typeof coachProfileSchema>;

/** `POST /api/v2/coaching/notes/`: `{client_id, body}`; the body 1 to 4000 characters, not only spaces, trimmed. */
export const coachNoteSchema = v.config(
  fields(
    {
      client_id: idField(labels.client),
      body: text(
        labels.noteBody,
        v.nonEmpty(m(requiredMessage(labels.noteBody))),
        v.maxLength(limits.noteBody, m(tooLongMessage(labels.noteBody, limits.noteBody))),
        v.check((value: string) => value.trim() !== '', m(blankMessage(labels.noteBody))),
        v.trim(),
      ),
    },
    { client_id: labels.client, body: labels.noteBody },
  ),
  { abortPipeEarly: false },
);

/** A new note's values. */
export type CoachNoteValues = v.InferOutput<typeof coachNoteSchema>;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A call's start: an ISO date-time with its offset, at most 40 characters. */
export const startsAtField = text(
  labels.startsAt,
  v.nonEmpty(m(requiredMessage(labels.startsAt))),
  v.maxLength(limits.startsAt, m(coachingMessages.invalidDateTime)),
  v.check(
    (value: string) => isoDateTime.test(value) && !Number.isNaN(Date.parse(value)),
    m(coachingMessages.invalidDateTime),
  ),
);

/** `POST /api/v2/coaching/book/`: `{widget_id, starts_at, ref?}`. */
export const bookSchema = v.config(
  fields(
    {
      widget_id: text(
        labels.widget,
        v.nonEmpty(m(requiredMessage(labels.widget))),
        v.maxLength(limits.widgetId, m(tooLongMessage(labels.widget, limits.widgetId))),
      ),
      starts_at: startsAtField,
      ref: v.optional(
        v.nullable(
          text(
            labels.ref,
            v.maxLength(limits.ref, m(tooLongMessage(labels.ref, limits.ref))),
            v.regex(/^[A-Za-z0-9_-]*$/, m(coachingMessages.invalidRef)),
          ),
        ),
        null,
      ),
    },
    { widget_id: labels.widget, starts_at: labels.startsAt },
  ),
  { abortPipeEarly: false },
);

/** A booking's values (`ref` '' or absent is null). */
export type BookValues = v.InferOutput<typeof bookSchema>;

/** `POST /api/v2/coaching/bookings/{id}/reschedule/`: `{starts_at}`. */
export const rescheduleSchema = fields({ starts_at: startsAtField }, { starts_at: labels.startsAt });

/** An optional id in a query (`?client_id=`, `?user=`): '' or absent is null. */
function queryId() {
  return v.optional(
    v.config(
      v.pipe(
        v.string(m(validationMessages.notAString)),
        v.check(
          (value: string) => value === '' || (value.length <= 10 && /^\d+$/.test(value)),
          m(validationMessages.notAnInteger),
        ),
        v.transform((value: string) => (value === '' ? null : Number(value))),
        v.check(
          (value) => value === null || (value >= 1 && value <= maxId),
          (issue) => m(withValues(adminMessages.noSuchObject, { value: String(issue.input) })),
        ),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/** `GET /api/v2/coaching/calls/?status=&client_id=`. */
export const callsQuerySchema = v.config(
  fields({ status: queryChoice(callStatuses), client_id: queryId() }, {}),
  { abortPipeEarly: false },
);

/** `GET /api/v2/sms/messages/?user=&type=` and `GET /api/v2/communications/?user=&type=`. */
export const messagesQuerySchema = v.config(
  fields(
    {
      user: queryId(),
      type: v.optional(
        text(
          labels.type,
          v.maxLength(limits.queryValue, m(tooLongMessage(labels.type, limits.queryValue))),
          v.trim(),
        ),
        '',
      ),
    },
    {},
  ),
  { abortPipeEarly: false },
);

/** `GET /api/v2/coaching/notes/?client_id=`: the family is required. */
export const notesQuerySchema = fields({ client_id: idField(labels.client) }, { client_id: labels.client });
