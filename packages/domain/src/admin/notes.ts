// Staff notes on an account (spec sections 3 and 4; issue 13): a note's text is required, not blank and at
// most 2000 characters, trimmed. A new note comes first and counts up, a deleted one counts down (the
// notes reducer of ../reducers/notes.ts keeps a loaded list so).
import * as v from 'valibot';
import { encodeMessage as m } from '../validation/issues';
import { blankMessage, requiredMessage, tooLongMessage } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';
import { idField } from './fields';
import { adminFieldLabels, adminLimits } from './messages';

const label = adminFieldLabels.note;

/** A note's text: required, not blank, at most 2000 characters; trimmed. */
export const noteTextSchema = text(
  label,
  v.nonEmpty(m(requiredMessage(label))),
  v.check((value: string) => value.trim() !== '', m(blankMessage(label))),
  v.trim(),
  v.maxLength(adminLimits.noteText, m(tooLongMessage(label, adminLimits.noteText))),
);

/** `POST /api/v2/admin/accounts/notes/`: `{account, text}`. */
export const newNoteSchema = v.config(
  fields(
    { account: idField(adminFieldLabels.account), text: noteTextSchema },
    { account: adminFieldLabels.account, text: label },
  ),
  { abortPipeEarly: false },
);

/** A new note's values. */
export type NewNote = v.InferOutput<typeof newNoteSchema>;

/** `PATCH /api/v2/admin/accounts/{id}/notes/{noteId}/`: `{text}`. */
export const noteChangeSchema = fields({ text: noteTextSchema }, { text: label });
