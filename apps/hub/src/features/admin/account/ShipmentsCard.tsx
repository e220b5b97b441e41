import {
  accountShipmentsInfiniteQueryOptions,
  adminKeys,
  createShipment,
  loadedShipments,
  type AdminAccount,
  type ShipmentResponse,
} from '@hub/api-client';
import {
  adminLimits,
  shipmentKindLabels,
  shipmentKinds,
  shipmentStatusLabels,
  type ShipmentKind,
} from '@hub/domain';
import { Button, Card, DateDisplay, EmptyState, Popup, Select, Skeleton, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { LoadMore } from './LoadMore';
import { failureOf, FailureNotice, OutcomeNotice, useOutcome, type AdminFailure } from './outcome';
import { QueryFailure } from '../../../shared/QueryFailure';
import { labelOf } from '../labels';
import { timelineOf } from './use-account-change';

const statusBadges: Record<string, string> = {
  pending: styles.infoBadge,
  shipped: styles.infoBadge,
  delivered: styles.goodBadge,
  returned: styles.warningBadge,
  cancelled: styles.badge,
};

/**
 * The account's shipments, newest first, ten at a time (Show more reads the next page and keeps the pages
 * already read; a 404 reads as none, other failures are shown), and a new shipment (a replacement sensor,
 * ...) made after a review of what goes where.
 */
export function ShipmentsCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const shipments = useInfiniteQuery(accountShipmentsInfiniteQueryOptions(hub.api, account.id));
  const { outcome, clear, succeeded } = useOutcome();
  const [creating, setCreating] = useState(false);

  let body;
  if (shipments.isPending) {
    body = <Skeleton variant="lines" lines={4} label={t`Loading the shipments…`} />;
  } else if (shipments.isError) {
    body = <QueryFailure query={shipments} title={<Trans>The shipments could not be loaded</Trans>} />;
  } else {
    // The spec's view of the loaded pages: count, loadedCount, next, previous, data by page.
    const loaded = loadedShipments(shipments.data);
    const shown = loaded.loadedCount;
    const total = loaded.count;
    const all = shipments.data.pages.flatMap((page) => page.results);
    body =
      all.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>No shipments yet</Trans>} />
      ) : (
        <>
          <ol className={styles.list} aria-label={t`Shipments, newest first`}>
            {all.map((shipment) => (
              <ShipmentItem key={shipment.id} shipment={shipment} />
            ))}
          </ol>
          <LoadMore
            query={shipments}
            shown={shown}
            total={total}
            failedTitle={<Trans>More shipments could not be loaded</Trans>}
          />
        </>
      );
  }

  return (
    <Card
      title={<Trans>Shipments</Trans>}
      actions={
        <Button
          size="sm"
          onClick={() => {
            clear();
            setCreating(true);
          }}
        >
          <Trans>New shipment</Trans>
        </Button>
      }
    >
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />
        {body}
      </div>
      {creating ? (
        <NewShipmentPopup
          account={account}
          onClose={() => setCreating(false)}
          onCreated={(shipment) => {
            setCreating(false);
            const kind = labelOf(i18n, shipmentKindLabels, shipment.kind);
            succeeded(<Trans>Shipment created: {kind}, pending.</Trans>);
          }}
        />
      ) : null}
    </Card>
  );
}

function ShipmentItem({ shipment }: { shipment: ShipmentResponse }) {
  const { i18n } = useLingui();
  const kind = labelOf(i18n, shipmentKindLabels, shipment.kind);
  const status = labelOf(i18n, shipmentStatusLabels, shipment.status);
  const maker = shipment.created_by?.name;
  const carrier = shipment.carrier ?? '';
  const tracking = shipment.tracking_number;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>{kind}</p>
        <span className={statusBadges[shipment.status] ?? styles.badge}>{status}</span>
      </div>
      <p className={styles.muted}>
        <Trans>
          Created <DateDisplay value={shipment.created_at} />
        </Trans>
        {maker ? (
          <>
            {' '}
            <Trans>
              by <bdi>{maker}</bdi>
            </Trans>
          </>
        ) : null}
      </p>
      {shipment.reason ? (
        <p className={styles.value}>
          <bdi>{shipment.reason}</bdi>
        </p>
      ) : null}
      {tracking ? (
        <p className={styles.value}>
          <Trans>
            Tracking: <bdi>{carrier}</bdi> <bdi dir="ltr">{tracking}</bdi>
          </Trans>
        </p>
      ) : null}
    </li>
  );
}

/** A new shipment: what and why, then a review of what goes to whom before it is made. */
function NewShipmentPopup({
  account,
  onClose,
  onCreated,
}: {
  account: AdminAccount;
  onClose: () => void;
  onCreated: (shipment: ShipmentResponse) => void;
}) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const [kind, setKind] = useState<ShipmentKind | ''>('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const create = useMutation({
    mutationFn: (shipment: { kind: ShipmentKind; reason: string }) =>
      createShipment(hub.api, {
        account: account.id,
        kind: shipment.kind,
        reason: shipment.reason.trim() || null,
      }),
    onSettled: () =>
      Promise.all([
        hub.queryClient.invalidateQueries({ queryKey: adminKeys.adminAccountShipments(account.id) }),
        hub.queryClient.invalidateQueries({ queryKey: timelineOf(account.id) }),
      ]),
  });
  const id = account.id;
  const name = account.name.trim() || t`Account #${id}`;
  const kindText = kind ? labelOf(i18n, shipmentKindLabels, kind) : '';

  async function submit() {
    if (!kind) return;
    setFailure(null);
    const result = await create.mutateAsync({ kind, reason });
    if (result.ok) onCreated(result.data);
    else setFailure(failureOf(result));
  }

  const choose = (
    <div className={styles.stack}>
      <Select
        label={<Trans>What to ship</Trans>}
        placeholder={<Trans>Choose what to ship</Trans>}
        options={shipmentKinds.map((value) => ({
          value,
          label: i18n._(shipmentKindLabels[value]),
          textValue: i18n._(shipmentKindLabels[value]),
        }))}
        value={kind}
        onValueChange={(value) => setKind(value as ShipmentKind)}
        required
      />
      <TextField
        name="shipment-reason"
        multiline
        rows={3}
        optional
        label={<Trans>Reason</Trans>}
        hint={<Trans>Why it goes out, for the team and the timeline.</Trans>}
        maxLength={adminLimits.reason}
        value={reason}
        onValueChange={setReason}
      />
    </div>
  );
  const review = (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>What</Trans>
        </dt>
        <dd className={styles.value}>{kindText}</dd>
        <dt className={styles.term}>
          <Trans>To</Trans>
        </dt>
        <dd className={styles.value}>
          <Trans>
            The shipping address of <bdi>{name}</bdi>
          </Trans>
        </dd>
        {reason.trim() ? (
          <>
            <dt className={styles.term}>
              <Trans>Reason</Trans>
            </dt>
            <dd className={styles.value}>
              <bdi>{reason.trim()}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.muted}>
        <Trans>It starts as pending until it is handed to a carrier.</Trans>
      </p>
      {failure ? (
        <FailureNotice failure={failure} title={<Trans>The shipment could not be created</Trans>} />
      ) : null}
    </div>
  );
  return (
    <Popup
      open
      size="md"
      onOpenChange={(open) => !open && onClose()}
      title={step === 'choose' ? <Trans>New shipment for {name}</Trans> : <Trans>Send this shipment?</Trans>}
      description={
        step === 'choose' ? <Trans>It goes to the account holder’s shipping address.</Trans> : undefined
      }
      primaryAction={
        step === 'choose'
          ? { label: <Trans>Review</Trans>, disabled: !kind, onClick: () => setStep('review') }
          : { label: <Trans>Create shipment</Trans>, pending: create.isPending, onClick: () => void submit() }
      }
      secondaryAction={
        step === 'choose'
          ? { label: <Trans>Cancel</Trans> }
          : {
              label: <Trans>Back</Trans>,
              disabled: create.isPending,
              onClick: (event) => {
                event.preventDefault();
                setFailure(null);
                setStep('choose');
              },
            }
      }
    >
      {step === 'choose' ? choose : review}
    </Popup>
  );
}
