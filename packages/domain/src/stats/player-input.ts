// What a parent may send about a player (spec sections 3 and 7: `POST /api/v2/player/`, `PUT
// /api/v2/player/{id}/`, `PATCH /api/v1/accounts/players/{id}`, the hr_gauge, chase_speed and acorns
// settings) and the filters of the heart-rate lists. The spec shows none of the payloads: these are ours
// (docs/decisions.md "Player stats"). One schema serves the hub's forms and the server's 400 answers.
import * as v from 'valibot';
import { isCalendarDate, type CalendarDate } from '../activity';
import { limits } from '../constants';
import { withValues, type MessageDescriptor } from '../messages';
import { choiceText } from '../validation/choice';
import { encodeMessage as m } from '../validation/issues';
import { blankMessage, requiredMessage, tooLongMessage, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';

/** The bounds of player input. */
export const playerLimits = {
  /** Players an account may hold, active and deactivated together. */
  playersPerAccount: 10,
  /** The earliest birth date accepted. */
  earliestBirthDate: '1900-01-01',
  /** Heart rates of the gauge, beats per minute. */
  bpmMin: 60,
  bpmMax: 220,
  /** Acorns given at once. */
  acornsMin: 1,
  acornsMax: 500,
  /** The optional note with acorns. */
  acornNote: 200,
  /** The longest query value read before a pattern looks at it. */
  queryValue: 64,
} as const;

/** The game's chase speeds, slowest first. */
export const chaseSpeeds = ['slow', 'normal', 'fast'] as const;
/** One chase speed. */
export type ChaseSpeed = (typeof chaseSpeeds)[number];

/** What a cooldown event records. */
export const cooldownEventKinds = ['prompted', 'started', 'completed', 'skipped'] as const;
/** One kind of cooldown event. */
export type CooldownEventKind = (typeof cooldownEventKinds)[number];

/** The labels of the player fields. */
export const playerFieldLabels = {
  name: /*i18n*/ { id: 'field.playerName', message: 'Name' },
  birthDate: /*i18n*/ { id: 'field.birthDate', message: 'Birth date' },
  note: /*i18n*/ { id: 'field.acornNote', message: 'Note' },
} as const satisfies Record<string, MessageDescriptor>;

/** The messages of player input (DRF's words for the wrong types). */
export const playerMessages = {
  invalidDate: /*i18n*/ {
    id: 'player.invalidDate',
    message: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  },
  birthDateInFuture: /*i18n*/ {
    id: 'player.birthDateInFuture',
    message: 'The birth date cannot be in the future.',
  },
  birthDateTooEarly: /*i18n*/ {
    id: 'player.birthDateTooEarly',
    message: 'Enter a birth date from {date} on.',
  },
  bpmRange: /*i18n*/ {
    id: 'player.bpmRange',
    message: 'Enter a heart rate from {min} to {max} beats per minute.',
  },
  gaugeOrder: /*i18n*/ {
    id: 'player.gaugeOrder',
    message: 'The upper heart rate must be above the lower one.',
  },
  acornsRange: /*i18n*/ {
    id: 'player.acornsRange',
    message: 'Give from {min} to {max} acorns at a time.',
  },
  tooManyPlayers: /*i18n*/ {
    id: 'player.tooManyPlayers',
    message: 'An account can have at most {max} players.',
  },
  nothingToChange: /*i18n*/ {
    id: 'player.nothingToChange',
    message: 'Send at least one of the fields to change.',
  },
} as const satisfies Record<string, MessageDescriptor>;

// Printable Latin-1, as the other names (spec section 5).
const latin1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

/** A player's name: required, not blank, at most 56 characters, Latin-1 only; trimmed. */
export const playerNameSchema = text(
  playerFieldLabels.name,
  v.nonEmpty(m(requiredMessage(playerFieldLabels.name))),
  v.check((value: string) => value.trim() !== '', m(blankMessage(playerFieldLabels.name))),
  v.trim(),
  v.maxLength(limits.name, m(tooLongMessage(playerFieldLabels.name, limits.name))),
  v.regex(latin1, m(validationMessages.invalidCharacters)),
);

/** A birth date: null, or a real `YYYY-MM-DD` day from 1900-01-01 to `today`. */
export function birthDateSchema(today: CalendarDate) {
  return v.nullable(
    v.pipe(
      v.string(m(playerMessages.invalidDate)),
      v.maxLength(10, m(playerMessages.invalidDate)),
      v.check((value: string) => isCalendarDate(value), m(playerMessages.invalidDate)),
      v.check(
        (value: string) => value >= playerLimits.earliestBirthDate,
        m(withValues(playerMessages.birthDateTooEarly, { date: playerLimits.earliestBirthDate })),
      ),
      v.check((value: string) => value <= today, m(playerMessages.birthDateInFuture)),
    ),
    null,
  ) as v.GenericSchema<unknown, CalendarDate | null>;
}

const booleanSchema = v.boolean(m(validationMessages.notABoolean));

/**
 * The body of `PUT /api/v2/player/{id}/`: the whole profile, `name` and `birth_date` (null allowed),
 * `in_program` optional. `today` is the account's calendar day.
 */
export function playerProfileSchema(today: CalendarDate) {
  return v.config(
    fields(
      {
        name: playerNameSchema,
        birth_date: birthDateSchema(today),
        in_program: v.optional(booleanSchema),
      },
      { name: playerFieldLabels.name, birth_date: playerFieldLabels.birthDate },
    ),
    { abortPipeEarly: false },
  );
}

/** The output of the profile schema. */
export type PlayerProfileValues = v.InferOutput<ReturnType<typeof playerProfileSchema>>;

/**
 * The body of `PATCH /api/v1/accounts/players/{id}`: any of `is_active` (deactivate, reactivate),
 * `in_program` and `name`, at least one.
 */
export const playerPatchSchema = v.pipe(
  fields(
    {
      name: v.optional(playerNameSchema),
      is_active: v.optional(booleanSchema),
      in_program: v.optional(booleanSchema),
    },
    {},
  ),
  v.check(
    (value) => value.name !== undefined || value.is_active !== undefined || value.in_program !== undefined,
    m(playerMessages.nothingToChange),
  ),
);

/** The output of the patch schema. */
export type PlayerPatchValues = v.InferOutput<typeof playerPatchSchema>;

const bpmSchema = v.pipe(
  v.number(m(validationMessages.notAnInteger)),
  v.integer(m(validationMessages.notAnInteger)),
  v.minValue(
    playerLimits.bpmMin,
    m(withValues(playerMessages.bpmRange, { min: playerLimits.bpmMin, max: playerLimits.bpmMax })),
  ),
  v.maxValue(
    playerLimits.bpmMax,
    m(withValues(playerMessages.bpmRange, { min: playerLimits.bpmMin, max: playerLimits.bpmMax })),
  ),
);

/** `POST /api/v2/player/{id}/hr_gauge/`: the heart-rate gauge's target zone, lower below upper. */
export const hrGaugeSchema = v.pipe(
  fields({ low_bpm: bpmSchema, high_bpm: bpmSchema }, {}),
  v.forward(
    v.check((value) => value.high_bpm > value.low_bpm, m(playerMessages.gaugeOrder)),
    ['high_bpm'],
  ),
);

/** The output of the gauge schema. */
export type HrGaugeValues = v.InferOutput<typeof hrGaugeSchema>;

/** `POST /api/v2/player/{id}/chase_speed/`: `{speed}`, one of the chase speeds. */
export const chaseSpeedSchema = fields(
  {
    speed: v.picklist(chaseSpeeds, (issue) =>
      m(
        issue.input === undefined
          ? validationMessages.fieldRequired
          : withValues(validationMessages.invalidChoice, { value: choiceText(issue.input) }),
      ),
    ),
  },
  {},
);

/** `POST /api/v2/player/{id}/acorns/`: `{amount, note?}` acorns given to the player. */
export const acornsSchema = fields(
  {
    amount: v.pipe(
      v.number(m(validationMessages.notAnInteger)),
      v.integer(m(validationMessages.notAnInteger)),
      v.minValue(
        playerLimits.acornsMin,
        m(
          withValues(playerMessages.acornsRange, {
            min: playerLimits.acornsMin,
            max: playerLimits.acornsMax,
          }),
        ),
      ),
      v.maxValue(
        playerLimits.acornsMax,
        m(
          withValues(playerMessages.acornsRange, {
            min: playerLimits.acornsMin,
            max: playerLimits.acornsMax,
          }),
        ),
      ),
    ),
    note: v.optional(
      v.nullable(
        v.pipe(
          v.string(m(validationMessages.notAString)),
          v.trim(),
          v.maxLength(
            playerLimits.acornNote,
            m(tooLongMessage(playerFieldLabels.note, playerLimits.acornNote)),
          ),
        ),
      ),
    ),
  },
  {},
);

/** The output of the acorns schema. */
export type AcornsValues = v.InferOutput<typeof acornsSchema>;

/** Whether a query value is one of the cooldown event kinds (its length is bounded before looking). */
export function isCooldownEventKind(value: string): value is CooldownEventKind {
  return value.length <= playerLimits.queryValue && (cooldownEventKinds as readonly string[]).includes(value);
}
