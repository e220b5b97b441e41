import { coachNotesQuery, createCoachNote, invalidateCoachNotes, type CoachingCall } from '@hub/api-client';
import { coachingLimits, coachNoteSchema, schemaValidator, validate } from '@hub/domain';
import { Button, Notice, Skeleton, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { refusalOf, refusalText } from '../../../shared/coaching-refusal';
import type { MomentFormat } from '../../../shared/moment-format';
import { useHub } from '../../../shared/use-hub';
import * as styles from '../Coaching.css';

/** A past call's family notes: shown on demand (newest first), with a new note. */
export function CallNotes({ call, format }: { call: CoachingCall; format: MomentFormat }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = call.notes_count;
  const name = call.client.name;
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <Trans>Hide the notes on {name}</Trans>
          ) : (
            <Trans>
              Notes on {name} ({count})
            </Trans>
          )}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <NotesPanel clientId={call.client.id} clientName={name} format={format} /> : null}
      </div>
    </div>
  );
}

const validateNote = schemaValidator(coachNoteSchema);

function NotesPanel({
  clientId,
  clientName,
  format,
}: {
  clientId: number;
  clientName: string;
  format: MomentFormat;
}) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const notes = useQuery(coachNotesQuery(hub.api, clientId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [added, setAdded] = useState(false);
  const create = useMutation({
    mutationFn: (text: string) => createCoachNote(hub.api, { client_id: clientId, body: text }),
    onSettled: () => invalidateCoachNotes(hub.queryClient, clientId),
  });

  async function add() {
    setAdded(false);
    const problem = validateNote({ client_id: clientId, body }).body?.[0];
    if (problem) {
      setError(i18n._(problem));
      return;
    }
    const checked = validate(coachNoteSchema, { client_id: clientId, body });
    const result = await create.mutateAsync(checked.success ? checked.output.body : body);
    if (result.ok) {
      setBody('');
      setAdded(true);
      return;
    }
    const failure = refusalOf(result);
    if (failure) setError(refusalText(failure, i18n));
  }

  let list: ReactNode;
  if (notes.isPending) list = <Skeleton variant="lines" lines={3} label={t`Loading the notes…`} />;
  else if (notes.isError) {
    list = (
      <p className={styles.muted}>
        <Trans>The notes could not be loaded.</Trans>
      </p>
    );
  } else if (notes.data.results.length === 0) {
    list = (
      <p className={styles.muted}>
        <Trans>No notes yet.</Trans>
      </p>
    );
  } else {
    list = (
      <ol className={styles.list} aria-label={t`Notes on ${clientName}, newest first`}>
        {notes.data.results.map((note) => {
          const author = note.author.name;
          const when = format.full(note.created_at);
          return (
            <li key={note.id} className={styles.item}>
              <p className={styles.text}>
                <bdi>{note.body}</bdi>
              </p>
              <p className={styles.muted}>
                <Trans>
                  {author}, {when}
                </Trans>
              </p>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className={styles.stack}>
      {added ? (
        <Notice tone="success" onDismiss={() => setAdded(false)}>
          <Trans>Note added.</Trans>
        </Notice>
      ) : null}
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          name={`note-${clientId}`}
          multiline
          rows={3}
          label={<Trans>New note on {clientName}</Trans>}
          hint={<Trans>Seen by coaches and staff only.</Trans>}
          maxLength={coachingLimits.noteBody}
          value={body}
          onValueChange={(value) => {
            setBody(value);
            setError(null);
          }}
          error={error}
          disabled={create.isPending}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" pending={create.isPending}>
            <Trans>Add note</Trans>
          </Button>
        </div>
      </form>
      {list}
    </div>
  );
}
