import {
  accountTagsQueryOptions,
  adminKeys,
  changeAdminAccount,
  type AdminAccount,
  type AdminAccountChanges,
} from '@hub/api-client';
import { adminLimits, describeServerErrors, type AccountStatus } from '@hub/domain';
import { Button, Card, Popup, Select, TextField, useRenderMessage } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, OutcomeNotice, useOutcome } from './outcome';
import { useAccountWrite } from './use-account-change';

/** A change of the account and what it is about (the outcome's wording). */
type AccountChange =
  | { kind: 'status'; status: AccountStatus }
  | { kind: 'addTag'; tag: string }
  | { kind: 'removeTag'; tag: string }
  | { kind: 'coach'; coach: number | null };

function changesOf(account: AdminAccount, change: AccountChange): AdminAccountChanges {
  switch (change.kind) {
    case 'status':
      return { account_status: change.status };
    case 'addTag':
      return { tags: [...account.tags, change.tag] };
    case 'removeTag':
      return { tags: account.tags.filter((tag) => tag !== change.tag) };
    case 'coach':
      return { coach: change.coach };
  }
}

/**
 * The account's own settings (`PATCH /api/v2/admin/accounts/{id}/`): its status (blocking and unblocking
 * are confirmed first: a blocked family cannot use the hub), its tags (added from the known tags, removed
 * with a button each) and its coach (a coach's user id; removing one is confirmed).
 */
export function AccountSettingsCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t } = useLingui();
  const render = useRenderMessage();
  const tags = useQuery(accountTagsQueryOptions(hub.api));
  const { outcome, clear, succeeded, failed } = useOutcome();
  const [asked, setAsked] = useState<AccountChange | null>(null);
  const [tagToAdd, setTagToAdd] = useState('');
  const [coachId, setCoachId] = useState('');
  const [coachError, setCoachError] = useState<ReactNode>(null);
  const write = useAccountWrite(
    account.id,
    (api, change: AccountChange) => changeAdminAccount(api, account.id, changesOf(account, change)),
    { apply: (_account, next) => next, stale: [adminKeys.accountTags()] },
  );
  const pending = write.isPending ? write.variables : null;
  const id = account.id;
  const name = account.name.trim() || t`Account #${id}`;

  async function run(change: AccountChange) {
    clear();
    setCoachError(null);
    const result = await write.mutateAsync(change);
    setAsked(null);
    if (result.ok) {
      setTagToAdd('');
      if (change.kind === 'coach') setCoachId('');
      succeeded(doneText(change, result.data));
      return;
    }
    const failure = failureOf(result);
    const coachMessages = failure?.fieldErrors?.coach;
    if (change.kind === 'coach' && coachMessages && failure?.status === 400) {
      setCoachError(describeServerErrors({ coach: coachMessages }).coach?.map(render).join(' '));
      return;
    }
    failed(failure);
  }

  function doneText(change: AccountChange, next: AdminAccount): ReactNode {
    switch (change.kind) {
      case 'status':
        return change.status === 'BLOCKED' ? (
          <Trans>The account is blocked.</Trans>
        ) : (
          <Trans>The account is active again.</Trans>
        );
      case 'addTag': {
        const tag = change.tag;
        return <Trans>Tag {tag} added.</Trans>;
      }
      case 'removeTag': {
        const tag = change.tag;
        return <Trans>Tag {tag} removed.</Trans>;
      }
      case 'coach': {
        const coach = next.coach?.name;
        return coach ? <Trans>{coach} is the account’s coach.</Trans> : <Trans>The coach is removed.</Trans>;
      }
    }
  }

  const blocked = account.account_status === 'BLOCKED';
  const maxTags = adminLimits.tagsPerAccount;
  const coachName = account.coach?.name ?? '';
  const coachEmail = account.coach?.email ?? '';
  const known = tags.data?.results ?? [];
  const addable = known.filter((tag) => !account.tags.includes(tag.name));
  const full = account.tags.length >= adminLimits.tagsPerAccount;
  const coachNumber = /^\d{1,12}$/.test(coachId.trim()) ? Number(coachId.trim()) : null;

  return (
    <Card title={<Trans>Account</Trans>}>
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />

        <section className={styles.stack} aria-labelledby="admin-account-status">
          <h3 id="admin-account-status" className={styles.subheading}>
            <Trans>Status</Trans>
          </h3>
          <p className={styles.value}>
            {blocked ? (
              <Trans>Blocked: the family cannot use the hub.</Trans>
            ) : (
              <Trans>Active: the family can use the hub.</Trans>
            )}
          </p>
          <div className={styles.actions}>
            <Button
              variant={blocked ? 'primary' : 'destructive'}
              pending={pending?.kind === 'status'}
              disabled={write.isPending}
              onClick={() => setAsked({ kind: 'status', status: blocked ? 'ACTIVE' : 'BLOCKED' })}
            >
              {blocked ? <Trans>Unblock account</Trans> : <Trans>Block account</Trans>}
            </Button>
          </div>
        </section>

        <section className={styles.stack} aria-labelledby="admin-account-tags">
          <h3 id="admin-account-tags" className={styles.subheading}>
            <Trans>Tags</Trans>
          </h3>
          {account.tags.length > 0 ? (
            <ul className={styles.tags}>
              {account.tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  <bdi>{tag}</bdi>
                  <button
                    type="button"
                    className={styles.tagRemove}
                    aria-label={t`Remove tag ${tag}`}
                    disabled={write.isPending}
                    onClick={() => void run({ kind: 'removeTag', tag })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              <Trans>No tags.</Trans>
            </p>
          )}
          <div className={styles.inline}>
            <Select
              className={styles.grow}
              label={<Trans>Add a tag</Trans>}
              placeholder={<Trans>Choose a tag</Trans>}
              options={addable.map((tag) => ({ value: tag.name, label: tag.name, textValue: tag.name }))}
              value={tagToAdd}
              onValueChange={setTagToAdd}
              disabled={addable.length === 0 || full || write.isPending}
              hint={
                tags.isError ? (
                  <Trans>The known tags could not be loaded.</Trans>
                ) : full ? (
                  <Trans>An account can have at most {maxTags} tags.</Trans>
                ) : (
                  known.find((tag) => tag.name === tagToAdd)?.description
                )
              }
            />
            <Button
              variant="secondary"
              disabled={!tagToAdd || write.isPending}
              pending={pending?.kind === 'addTag'}
              onClick={() => void run({ kind: 'addTag', tag: tagToAdd })}
            >
              <Trans>Add tag</Trans>
            </Button>
          </div>
        </section>

        <section className={styles.stack} aria-labelledby="admin-account-coach">
          <h3 id="admin-account-coach" className={styles.subheading}>
            <Trans>Coach</Trans>
          </h3>
          <p className={styles.value}>
            {account.coach ? (
              <Trans>
                <bdi>{coachName}</bdi> (<bdi>{coachEmail}</bdi>)
              </Trans>
            ) : (
              <Trans>No coach.</Trans>
            )}
          </p>
          <div className={styles.inline}>
            <TextField
              className={styles.grow}
              name="coach"
              label={<Trans>Coach’s user id</Trans>}
              hint={<Trans>The user id of an active coach.</Trans>}
              inputMode="numeric"
              maxLength={12}
              value={coachId}
              onValueChange={(value) => {
                setCoachId(value);
                setCoachError(null);
              }}
              error={coachError}
              disabled={write.isPending}
            />
            <Button
              variant="secondary"
              disabled={coachNumber === null || write.isPending}
              pending={pending?.kind === 'coach' && pending.coach !== null}
              onClick={() => coachNumber !== null && void run({ kind: 'coach', coach: coachNumber })}
            >
              <Trans>Assign coach</Trans>
            </Button>
            {account.coach ? (
              <Button
                variant="secondary"
                disabled={write.isPending}
                pending={pending?.kind === 'coach' && pending.coach === null}
                onClick={() => setAsked({ kind: 'coach', coach: null })}
              >
                <Trans>Remove coach</Trans>
              </Button>
            ) : null}
          </div>
        </section>
      </div>

      {asked?.kind === 'status' ? (
        <Popup
          open
          size="sm"
          variant={asked.status === 'BLOCKED' ? 'destructive' : 'default'}
          onOpenChange={(open) => !open && setAsked(null)}
          title={
            asked.status === 'BLOCKED' ? (
              <Trans>Block the account of {name}?</Trans>
            ) : (
              <Trans>Unblock the account of {name}?</Trans>
            )
          }
          description={
            asked.status === 'BLOCKED' ? (
              <Trans>Its people can no longer use the hub until the account is unblocked.</Trans>
            ) : (
              <Trans>Its people can use the hub again.</Trans>
            )
          }
          primaryAction={{
            label: asked.status === 'BLOCKED' ? <Trans>Block account</Trans> : <Trans>Unblock account</Trans>,
            pending: write.isPending,
            onClick: (event) => {
              event.preventDefault();
              void run(asked);
            },
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        />
      ) : null}
      {asked?.kind === 'coach' && account.coach ? (
        <Popup
          open
          size="sm"
          onOpenChange={(open) => !open && setAsked(null)}
          title={
            <Trans>
              Remove {coachName} as the coach of {name}?
            </Trans>
          }
          primaryAction={{
            label: <Trans>Remove coach</Trans>,
            pending: write.isPending,
            onClick: () => void run(asked),
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        />
      ) : null}
    </Card>
  );
}
