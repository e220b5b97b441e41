import {
  adminConflictOf,
  billingRequestsQueryOptions,
  invalidateAdminAccount,
  resolveOutstandingRequest,
  toSubscriptionState,
  type BillingRequestResolution,
  type BillingRequestResponse,
} from '@hub/api-client';
import {
  adminLimits,
  billingRequestDecisionLabels,
  billingRequestOutcomeLabels,
  billingRequestDecisions,
  billingRequestKindLabels,
  billingRequestKinds,
  cancelReasonLabels,
  instructionsEmailHours,
  subscriptionStateLabels,
  whoopsDetail,
  type BillingRequestDecision,
} from '@hub/domain';
import {
  Button,
  DateDisplay,
  EmptyState,
  Notice,
  Popup,
  Select,
  TextField,
  type DataTableColumn,
} from '@hub/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHub } from '../../shared/use-hub';
import * as styles from './list/AdminList.css';
import { labelOf } from './labels';
import { choiceParam } from './list/list-params';
import { AdminListBody } from './list/AdminListBody';
import { adminAccountPath } from './list/paths';
import type { SortValue } from './list/sort-rows';
import { useListParams } from './list/use-list-params';

/** The Select's value for every kind (a Radix Select value cannot be empty). */
const everyKind = ':all';

/** What each decision does, told in the confirmation before it is made. */
const decisionEffects: Readonly<Record<string, MessageDescriptor>> = {
  'cancel.confirm': msg`The cancellation goes ahead: the subscription ends as the family asked.`,
  'cancel.decline': msg`The cancellation is undone: the subscription stays active.`,
  'return.confirm': msg`The return is confirmed: the subscription ends and the kit is expected back.`,
  'return.decline': msg`The return is declined: the subscription stays as it was.`,
  'renewal.confirm': msg`The renewal is confirmed: a new term starts.`,
  'renewal.decline': msg`The renewal is declined: the subscription goes back to where it was.`,
  'update_email.resend': msg`The card-update email goes to the family again.`,
  'update_email.dismiss': msg`The request is closed without sending anything.`,
};

/** The decisions staff may make on a request: its kind's (@hub/domain), else what the server offers. */
function decisionsOf(request: BillingRequestResponse): readonly string[] {
  const kind = billingRequestKinds.find((known) => known === request.kind);
  return kind ? billingRequestDecisions[kind] : request.decisions;
}

type Asked = { request: BillingRequestResponse; decision: string };

type Outcome =
  | { type: 'resolved'; request: BillingRequestResponse; resolution: BillingRequestResolution }
  | { type: 'conflict'; request: BillingRequestResponse; detail: string };

/** What a resolution that failed shows in its popup: a note the server refused, or the failure's text. */
type Failure = { note: string | null; text: string | null };

const sortBy: Record<string, (row: BillingRequestResponse) => SortValue> = {
  kind: (row) => row.kind,
  account: (row) => row.account.name,
  opened: (row) => Date.parse(row.opened_at),
};

/**
 * The admin bar's Outstanding Billing Requests (route root.admin.billingRequests,
 * `/admin/billing-requests?kind=&page=`): returns, renewals, cancellations and card-update emails that wait
 * on staff, oldest first. Each is resolved with one of its kind's decisions after a confirmation that says
 * what it does (an optional note kept with it); the outcome shows above the list, which is read again. A
 * request someone resolved first (409) says so. A return or renewal waiting longer than the 24 hours the
 * family was promised is flagged on its row, and a notice above the list counts them (the server's
 * `overdue` and `overdue_count`).
 */
export function Component() {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const { params, page, change } = useListParams();
  const kind = choiceParam(params.get('kind'), billingRequestKinds);
  const requests = useQuery({
    ...billingRequestsQueryOptions(hub.api, { kind, page }),
    placeholderData: keepPreviousData,
  });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const resolve = useMutation({
    mutationFn: ({ request, decision, note: text }: Asked & { note: string }) =>
      resolveOutstandingRequest(hub.api, request.id, {
        // One of the kind's decisions (or, for a kind the hub does not know, one the server offered).
        decision: decision as BillingRequestDecision,
        note: text.trim() || null,
      }),
    onSettled: (_result, _error, { request }) => invalidateAdminAccount(hub.queryClient, request.account.id),
  });

  // The outcome takes the focus: the row that was acted on leaves the list.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const kindLabel = (value: string) => labelOf(i18n, billingRequestKindLabels, value);
  const decisionLabel = (value: string) => labelOf(i18n, billingRequestDecisionLabels, value);

  const accountName = (id: number) => t`Account #${id}`;
  const decisionsName = (id: number, name: string) => t`Resolve request #${id} of ${name}`;

  const ask = (request: BillingRequestResponse, decision: string) => {
    setOutcome(null);
    setFailure(null);
    setNote('');
    setAsked({ request, decision });
  };

  async function confirm({ request, decision }: Asked) {
    setFailure(null);
    const result = await resolve.mutateAsync({ request, decision, note });
    if (result.ok) {
      setAsked(null);
      setOutcome({ type: 'resolved', request, resolution: result.data });
      return;
    }
    if (result.cancelled) return;
    const conflict = adminConflictOf(result);
    if (conflict) {
      setAsked(null);
      setOutcome({ type: 'conflict', request, detail: conflict.detail });
      return;
    }
    const noteError = result.errStatus === 400 ? (result.errorObject?.note?.[0] ?? null) : null;
    const serverSide = result.errStatus === 0 || result.errStatus >= 500;
    setFailure({ note: noteError, text: noteError || serverSide ? null : result.errorText });
  }

  const kindOptions = [
    { value: everyKind, label: t`All kinds` },
    ...billingRequestKinds.map((value) => ({ value, label: kindLabel(value) })),
  ];

  const columns: DataTableColumn<BillingRequestResponse>[] = [
    {
      id: 'kind',
      header: t`Request`,
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span className={styles.badge}>{kindLabel(row.kind)}</span>
          <span className={styles.muted}>#{row.id}</span>
        </span>
      ),
    },
    {
      id: 'account',
      header: t`Account`,
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <Link className={styles.link} to={adminAccountPath(row.account.id)}>
            {row.account.name || accountName(row.account.id)}
          </Link>
          {row.account.email ? (
            <span className={styles.muted} dir="ltr">
              {row.account.email}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'opened',
      header: t`Opened`,
      sortable: true,
      cell: (row) => {
        const by = row.opened_by?.name;
        return (
          <span className={styles.stack}>
            <DateDisplay value={row.opened_at} format="date" />
            {row.overdue ? (
              <span className={styles.warningBadge}>
                <Trans>Waiting over {instructionsEmailHours} hours</Trans>
              </span>
            ) : null}
            {by ? (
              <span className={styles.muted}>
                {row.opened_by?.is_staff ? <Trans>by {by} (staff)</Trans> : <Trans>by {by}</Trans>}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'details',
      header: t`Details`,
      cell: (row) => <RequestDetails request={row} />,
    },
    {
      id: 'decide',
      header: t`Resolve`,
      cell: (row) => (
        <div role="group" aria-label={decisionsName(row.id, row.account.name)} className={styles.actions}>
          {decisionsOf(row).map((decision) => (
            <Button key={decision} size="sm" variant="secondary" onClick={() => ask(row, decision)}>
              {decisionLabel(decision)}
            </Button>
          ))}
        </div>
      ),
    },
  ];

  const list = (
    <AdminListBody
      query={requests}
      page={page}
      onPageChange={(next) => change({ page: next })}
      onClearFilters={() => change({ kind: null })}
      empty={
        <EmptyState
          headingLevel={2}
          title={<Trans>Nothing outstanding</Trans>}
          description={
            kind ? (
              <Trans>No request of this kind waits on staff.</Trans>
            ) : (
              <Trans>Every return, renewal, cancellation and card-update request is resolved.</Trans>
            )
          }
          action={
            kind ? (
              <Button variant="secondary" onClick={() => change({ kind: null })}>
                <Trans>Show every kind</Trans>
              </Button>
            ) : undefined
          }
        />
      }
      count={(count) => <Plural value={count} one="# request waits" other="# requests wait" />}
      caption={t`Outstanding billing requests, oldest first`}
      columns={columns}
      sortBy={sortBy}
    />
  );

  // Returns and renewals waiting longer than the family was promised (the server's count, over every page).
  const overdue = requests.data?.overdue_count ?? 0;
  const askedName = asked ? asked.request.account.name || `#${asked.request.account.id}` : '';
  const askedKind = asked ? kindLabel(asked.request.kind) : '';
  const askedDecision = asked ? decisionLabel(asked.decision) : '';
  const effect = asked ? decisionEffects[`${asked.request.kind}.${asked.decision}`] : undefined;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Outstanding billing requests</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>What families asked for that waits on staff, oldest first.</Trans>
        </p>
      </header>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={<Trans>Kind</Trans>}
          options={kindOptions}
          value={kind ?? everyKind}
          onValueChange={(value) => change({ kind: value === everyKind ? null : value })}
        />
      </div>
      {overdue > 0 ? (
        <Notice
          tone="warning"
          title={
            <Plural
              value={overdue}
              one={`# return or renewal has waited over ${instructionsEmailHours} hours`}
              other={`# returns or renewals have waited over ${instructionsEmailHours} hours`}
            />
          }
        >
          <Trans>
            The family was told that an email with instructions follows within {instructionsEmailHours} hours.
            The oldest requests come first.
          </Trans>
        </Notice>
      ) : null}
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
        </div>
      ) : null}
      {list}
      {asked ? (
        <Popup
          open
          size="md"
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title={
            <Trans>
              {askedKind} request of {askedName}: {askedDecision}?
            </Trans>
          }
          description={effect ? i18n._(effect) : undefined}
          primaryAction={{
            label: askedDecision,
            pending: resolve.isPending,
            onClick: (event) => {
              event.preventDefault();
              void confirm(asked);
            },
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        >
          <div className={styles.popupForm}>
            <dl className={styles.facts}>
              <dt className={styles.term}>
                <Trans>Request</Trans>
              </dt>
              <dd className={styles.definition}>
                {askedKind} #{asked.request.id}
              </dd>
              <dt className={styles.term}>
                <Trans>Opened</Trans>
              </dt>
              <dd className={styles.definition}>
                <DateDisplay value={asked.request.opened_at} format="date" />
              </dd>
            </dl>
            <TextField
              name="note"
              label={<Trans>Note</Trans>}
              hint={<Trans>Kept with the decision in the account’s history.</Trans>}
              optional
              multiline
              rows={3}
              maxLength={adminLimits.reason}
              value={note}
              onValueChange={setNote}
              error={failure?.note ?? undefined}
            />
            {failure && !failure.note ? (
              <Notice tone="error" title={<Trans>The request could not be resolved</Trans>}>
                {failure.text ? `${failure.text} ` : ''}
                {i18n._(whoopsDetail)}
              </Notice>
            ) : null}
          </div>
        </Popup>
      ) : null}
    </div>
  );
}
Component.displayName = 'AdminBillingRequestsPage';

/** A request's particulars: the subscription's state and what the family said. */
function RequestDetails({ request }: { request: BillingRequestResponse }) {
  const { i18n } = useLingui();
  const state = request.subscription_status ? toSubscriptionState(request.subscription_status) : null;
  const status = state ? i18n._(subscriptionStateLabels[state]) : (request.subscription_status ?? null);
  const reason = typeof request.detail.reason === 'string' ? request.detail.reason : null;
  const reasons = Array.isArray(request.detail.reasons)
    ? request.detail.reasons.filter((value): value is string => typeof value === 'string')
    : [];
  return (
    <span className={styles.stack}>
      {status ? <span>{status}</span> : null}
      {reasons.length > 0 ? (
        <span className={styles.muted}>
          {reasons.map((value) => labelOf(i18n, cancelReasonLabels, value)).join(', ')}
        </span>
      ) : null}
      {reason ? <q className={styles.muted}>{reason}</q> : null}
    </span>
  );
}

/** What came of a resolution: done (by whom), or someone resolved it first. */
function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { i18n } = useLingui();
  const name = outcome.request.account.name || `#${outcome.request.account.id}`;
  const kind = labelOf(i18n, billingRequestKindLabels, outcome.request.kind);
  if (outcome.type === 'conflict') {
    return (
      <Notice tone="warning" title={<Trans>Already resolved</Trans>} onDismiss={onDismiss}>
        {outcome.detail} <Trans>The list now shows what is still outstanding.</Trans>
      </Notice>
    );
  }
  const decision = labelOf(i18n, billingRequestOutcomeLabels, outcome.resolution.decision);
  const staff = outcome.resolution.resolved_by.name;
  return (
    <Notice tone="success" title={<Trans>Request resolved</Trans>} onDismiss={onDismiss}>
      <Trans>
        {kind} request of {name}: {decision} (by {staff}).
      </Trans>
    </Notice>
  );
}
