import {
  customerInteractionsMetadataQueryOptions,
  customerInteractionsQueryOptions,
  invalidateCustomerInteractions,
  recordCustomerInteraction,
  type AdminAccount,
  type CustomerInteraction,
  type CustomerInteractionsMetadata,
} from '@hub/api-client';
import {
  customerInteractionKindLabels,
  customerInteractionKinds,
  customerInteractionSchema,
  customerInteractionSummaryMax,
  describeServerErrors,
  validate,
  type CustomerInteractionKind,
  type FieldMessages,
} from '@hub/domain';
import {
  Card,
  DateDisplay,
  EmptyState,
  Form,
  Select,
  Skeleton,
  TextField,
  useFormField,
  useRenderMessage,
  type FormSubmitResult,
  type SelectOption,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../../shared/QueryFailure';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, OutcomeNotice, useOutcome } from './outcome';
import { timelineOf } from './use-account-change';

interface InteractionValues {
  kind: string;
  summary: string;
}

const emptyInteraction: InteractionValues = { kind: '', summary: '' };

function isKnownKind(kind: string): kind is CustomerInteractionKind {
  return (customerInteractionKinds as readonly string[]).includes(kind);
}

/** A kind in the reader's language; a kind the hub does not know yet by the server's English name. */
export function interactionKindLabel(i18n: I18n, kind: string, serverName?: string): string {
  return isKnownKind(kind) ? i18n._(customerInteractionKindLabels[kind]) : (serverName ?? kind);
}

/** The interactions, newest first (the client merges the pages in order of id, oldest first). */
function newestFirst(interactions: readonly CustomerInteraction[]): CustomerInteraction[] {
  return [...interactions].sort((a, b) => b.id - a.id);
}

/** The form's choices: the kinds OPTIONS offers this caller (staff: a call, an email, a chat). */
function kindOptions(i18n: I18n, metadata: CustomerInteractionsMetadata): SelectOption[] {
  return metadata.actions.POST.kind.choices.map((choice) => {
    const label = interactionKindLabel(i18n, choice.value, choice.display_name);
    return { value: choice.value, label, textValue: label };
  });
}

/** The kind as a Select bound to the Form around it (@hub/ui's Select has no bound version). */
function KindField({ options }: { options: SelectOption[] }) {
  const { t } = useLingui();
  const field = useFormField<string>('kind');
  const render = useRenderMessage();
  if (!field) return null;
  const error = field.errors.length > 0 ? field.errors.map(render).join(' ') : undefined;
  return (
    <Select
      label={t`What kind of contact`}
      options={options}
      value={field.value || undefined}
      onValueChange={field.setValue}
      onBlur={field.blur}
      placeholder={<Trans>Choose call, email or chat</Trans>}
      error={error}
      required
      disabled={field.disabled || field.locked}
      name="kind"
    />
  );
}

/**
 * Staff's contacts with the family (issue 28, spec section 7's customer interactions): a form to log a call,
 * email or chat (the choices are what `OPTIONS` offers the caller) with a short summary, and the account's
 * interactions, newest first. A logged one shows here and on the timeline.
 */
export function InteractionsCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const metadata = useQuery(customerInteractionsMetadataQueryOptions(hub.api, account.id));
  const interactions = useQuery(customerInteractionsQueryOptions(hub.api, account.id));
  const { outcome, clear, succeeded, failed } = useOutcome();
  const record = useMutation({
    mutationFn: (values: InteractionValues) =>
      recordCustomerInteraction(hub.api, account.id, {
        kind: values.kind as CustomerInteractionKind,
        summary: values.summary,
      }),
    onSettled: async () => {
      await Promise.all([
        invalidateCustomerInteractions(hub.queryClient, account.id),
        hub.queryClient.invalidateQueries({ queryKey: timelineOf(account.id) }),
      ]);
    },
  });

  const check = (values: InteractionValues): FieldMessages =>
    validate(customerInteractionSchema, values).errors;

  async function submit(values: InteractionValues): Promise<FormSubmitResult<InteractionValues>> {
    clear();
    const checked = validate(customerInteractionSchema, values);
    if (!checked.success) return { errors: checked.errors };
    const result = await record.mutateAsync(values);
    if (result.ok) {
      const kind = interactionKindLabel(i18n, result.data.kind);
      succeeded(<Trans>{kind} logged. It is on the timeline.</Trans>);
      return { values: emptyInteraction };
    }
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject) };
    }
    failed(failureOf(result), <Trans>The contact could not be logged</Trans>);
    throw new Error(result.errorText);
  }

  let form: ReactNode;
  if (metadata.isPending) {
    form = <Skeleton variant="lines" lines={3} label={t`Loading the kinds of contact…`} />;
  } else if (metadata.isError) {
    form = <QueryFailure query={metadata} title={<Trans>The kinds of contact could not be loaded</Trans>} />;
  } else {
    const max = customerInteractionSummaryMax;
    form = (
      <Form<InteractionValues>
        mode="default"
        aria-label={t`Log a contact`}
        values={emptyInteraction}
        validate={check}
        required={['kind']}
        onSubmit={submit}
        onValuesChange={clear}
        labels={{ save: <Trans>Log contact</Trans>, saving: <Trans>Logging…</Trans> }}
      >
        <KindField options={kindOptions(i18n, metadata.data)} />
        <TextField
          name="summary"
          multiline
          rows={3}
          label={<Trans>Summary</Trans>}
          hint={<Trans>What was said or agreed. At most {max} characters.</Trans>}
          maxLength={max}
        />
      </Form>
    );
  }

  let list: ReactNode;
  if (interactions.isPending) {
    list = <Skeleton variant="lines" lines={4} label={t`Loading the contacts…`} />;
  } else if (interactions.isError) {
    list = <QueryFailure query={interactions} title={<Trans>The contacts could not be loaded</Trans>} />;
  } else if (interactions.data.length === 0) {
    list = <EmptyState headingLevel={3} title={<Trans>No contacts logged yet</Trans>} />;
  } else {
    list = (
      <ol className={styles.list} aria-label={t`Contacts, newest first`}>
        {newestFirst(interactions.data).map((interaction) => (
          <li key={interaction.id} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={styles.infoBadge}>{interactionKindLabel(i18n, interaction.kind)}</span>
              <span className={styles.muted}>
                <DateDisplay value={interaction.created_at} />
              </span>
            </div>
            {interaction.summary ? (
              <p className={styles.noteText}>
                <bdi>{interaction.summary}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Card
      title={<Trans>Contacts with the family</Trans>}
      description={t`Calls, emails and chats staff had with the family, and what the family did.`}
    >
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />
        {form}
        {list}
      </div>
    </Card>
  );
}
