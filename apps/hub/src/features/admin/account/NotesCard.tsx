import {
  accountNotesQueryOptions,
  applyNoteChange,
  createAccountNote,
  deleteAccountNote,
  updateAccountNote,
  userInfoQueryOptions,
  type AccountNote,
  type AdminAccount,
} from '@hub/api-client';
import { adminLimits, describeServerErrors, noteChangeSchema, validate } from '@hub/domain';
import { Button, Card, DateDisplay, EmptyState, Popup, Skeleton, TextField, useRenderMessage } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, OutcomeNotice, useOutcome, type AdminFailure } from './outcome';
import { QueryFailure } from '../../../shared/QueryFailure';
import { timelineOf } from './use-account-change';

/** The note's text checked by the server's rules (required, not blank, at most 2000), as a message. */
function useNoteError() {
  const render = useRenderMessage();
  return (text: string): ReactNode => {
    const checked = validate(noteChangeSchema, { text });
    const first = checked.errors.text?.[0];
    return first ? render(first) : null;
  };
}

/** A field error of the server's 400 (`{text: [...]}`), described in the reader's language. */
function useServerTextError() {
  const render = useRenderMessage();
  return (failure: AdminFailure | null): ReactNode => {
    const messages = failure?.status === 400 ? failure.fieldErrors?.text : undefined;
    if (!messages) return null;
    return (describeServerErrors({ text: messages }).text ?? []).map(render).join(' ');
  };
}

/** A note's first words, for the delete confirmation. */
function excerpt(text: string): string {
  return text.length > 140 ? `${text.slice(0, 140).trimEnd()}…` : text;
}

/**
 * Staff's notes on the account (spec sections 3 and 4): the list, newest first, each with its author, time
 * and edited mark; a new note goes first and the count goes up; an author edits their own notes (anyone
 * else is refused by the server: 403, shown); a note is deleted after a confirmation, and the count goes
 * down. The cached list follows each change with the notes reducer (`applyNoteChange`).
 */
export function NotesCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t } = useLingui();
  const notes = useQuery(accountNotesQueryOptions(hub.api, account.id));
  const me = useQuery(userInfoQueryOptions(hub.api));
  const { outcome, clear, succeeded, failed } = useOutcome();
  const noteError = useNoteError();
  const serverTextError = useServerTextError();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<ReactNode>(null);
  const [deleting, setDeleting] = useState<AccountNote | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<AdminFailure | null>(null);
  const afterWrite = () => hub.queryClient.invalidateQueries({ queryKey: timelineOf(account.id) });
  const create = useMutation({
    mutationFn: (note: string) => createAccountNote(hub.api, { account: account.id, text: note }),
    onSettled: afterWrite,
  });
  const remove = useMutation({
    mutationFn: (note: AccountNote) => deleteAccountNote(hub.api, account.id, note.id),
    onSettled: afterWrite,
  });

  async function add() {
    clear();
    const problem = noteError(text);
    setTextError(problem);
    if (problem) return;
    const result = await create.mutateAsync(text);
    if (result.ok) {
      applyNoteChange(hub.queryClient, account.id, { type: 'created', note: result.data });
      setText('');
      succeeded(<Trans>Note added.</Trans>);
      return;
    }
    const failure = failureOf(result);
    const fieldProblem = serverTextError(failure);
    if (fieldProblem) setTextError(fieldProblem);
    else failed(failure);
  }

  async function confirmDelete(note: AccountNote) {
    setDeleteFailure(null);
    const result = await remove.mutateAsync(note);
    if (result.ok || (!result.cancelled && result.errStatus === 404)) {
      // Gone already (someone else deleted it): it leaves the list all the same.
      applyNoteChange(hub.queryClient, account.id, { type: 'deleted', id: note.id });
      setDeleting(null);
      succeeded(<Trans>Note deleted.</Trans>);
      return;
    }
    setDeleteFailure(failureOf(result));
  }

  const count = notes.data?.count ?? account.notes_count;
  const maxLength = adminLimits.noteText;
  let list: ReactNode;
  if (notes.isPending) {
    list = <Skeleton variant="lines" lines={4} label={t`Loading the notes…`} />;
  } else if (notes.isError) {
    list = <QueryFailure query={notes} title={<Trans>The notes could not be loaded</Trans>} />;
  } else if (notes.data.results.length === 0) {
    list = <EmptyState headingLevel={3} title={<Trans>No notes yet</Trans>} />;
  } else {
    list = (
      <ol className={styles.list} aria-label={t`Notes, newest first`}>
        {notes.data.results.map((note) => (
          <NoteItem
            key={note.id}
            accountId={account.id}
            note={note}
            mine={me.data !== undefined && note.author?.id === me.data.id}
            busy={remove.isPending && remove.variables?.id === note.id}
            onDelete={() => {
              clear();
              setDeleteFailure(null);
              setDeleting(note);
            }}
          />
        ))}
      </ol>
    );
  }

  return (
    <Card title={<Trans>Notes</Trans>} description={t`${plural(count, { one: '# note', other: '# notes' })}`}>
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            name="new-note"
            multiline
            rows={3}
            label={<Trans>New note</Trans>}
            hint={<Trans>Seen by staff only. At most {maxLength} characters.</Trans>}
            maxLength={adminLimits.noteText}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setTextError(null);
            }}
            error={textError}
            disabled={create.isPending}
          />
          <div className={styles.actions}>
            <Button type="submit" pending={create.isPending}>
              <Trans>Add note</Trans>
            </Button>
          </div>
        </form>
        {list}
      </div>
      {deleting ? (
        <Popup
          open
          size="sm"
          variant="destructive"
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={<Trans>Delete this note?</Trans>}
          description={<Trans>It cannot be brought back.</Trans>}
          primaryAction={{
            label: <Trans>Delete note</Trans>,
            pending: remove.isPending,
            onClick: (event) => {
              event.preventDefault();
              void confirmDelete(deleting);
            },
          }}
          secondaryAction={{ label: <Trans>Keep it</Trans> }}
        >
          <blockquote className={styles.noteText}>
            <bdi>{excerpt(deleting.text)}</bdi>
          </blockquote>
          {deleteFailure ? (
            <FailureNotice failure={deleteFailure} title={<Trans>The note could not be deleted</Trans>} />
          ) : null}
        </Popup>
      ) : null}
    </Card>
  );
}

function NoteItem({
  accountId,
  note,
  mine,
  busy,
  onDelete,
}: {
  accountId: number;
  note: AccountNote;
  mine: boolean;
  busy: boolean;
  onDelete: () => void;
}) {
  const hub = useHub();
  const { t } = useLingui();
  const headingId = useId();
  const noteError = useNoteError();
  const serverTextError = useServerTextError();
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<ReactNode>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const edit = useMutation({
    mutationFn: (text: string) => updateAccountNote(hub.api, accountId, note.id, text),
    onSettled: () => hub.queryClient.invalidateQueries({ queryKey: timelineOf(accountId) }),
  });

  async function save(text: string) {
    setFailure(null);
    const problem = noteError(text);
    setDraftError(problem);
    if (problem) return;
    const result = await edit.mutateAsync(text);
    if (result.ok) {
      applyNoteChange(hub.queryClient, accountId, { type: 'updated', note: result.data });
      setDraft(null);
      setSaved(true);
      return;
    }
    const refused = failureOf(result);
    const fieldProblem = serverTextError(refused);
    if (fieldProblem) setDraftError(fieldProblem);
    else setFailure(refused);
  }

  const author = note.author?.name ?? t`A former staff member`;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p id={headingId} className={styles.itemTitle}>
          <Trans>
            <bdi>{author}</bdi>, <DateDisplay value={note.created_at} />
          </Trans>
        </p>
        {note.edited ? (
          <span className={styles.badge}>
            <Trans>
              Edited <DateDisplay value={note.updated_at} />
            </Trans>
          </span>
        ) : null}
      </div>
      {draft === null ? (
        <p className={styles.noteText}>
          <bdi>{note.text}</bdi>
        </p>
      ) : (
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void save(draft);
          }}
        >
          <TextField
            name={`note-${note.id}`}
            multiline
            rows={3}
            label={<Trans>Note</Trans>}
            maxLength={adminLimits.noteText}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              setDraftError(null);
              setFailure(null);
            }}
            error={draftError}
            disabled={edit.isPending}
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" pending={edit.isPending}>
              <Trans>Save note</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={edit.isPending}
              onClick={() => {
                setDraft(null);
                setDraftError(null);
                setFailure(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
      {failure ? (
        <FailureNotice failure={failure} title={<Trans>The note could not be saved</Trans>} />
      ) : null}
      {saved && draft === null ? (
        <p className={styles.muted} role="status">
          <Trans>Note saved.</Trans>
        </p>
      ) : null}
      {draft === null ? (
        <div className={styles.actions}>
          {mine ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => {
                setSaved(false);
                setDraft(note.text);
              }}
            >
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            pending={busy}
            aria-describedby={headingId}
            onClick={onDelete}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
