import {
  adminConflictOf,
  adminKeys,
  shipmentsQueryOptions,
  updateShipment,
  type ShipmentResponse,
} from '@hub/api-client';
import {
  adminLimits,
  adminMessages,
  shipmentKindLabels,
  shipmentMovesFrom,
  shipmentStatuses,
  shipmentStatusLabels,
  whoopsDetail,
  type ShipmentStatus,
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

/** The Select's value for every status (a Radix Select value cannot be empty). */
const everyStatus = ':all';

type Change = { shipment: ShipmentResponse; status: ShipmentStatus; carrier: string; tracking: string };

/** What a status change that failed shows: a field's message, or the refusal or failure's text. */
type Failure = {
  carrier: string | null;
  tracking: string | null;
  refusal: string | null;
  text: string | null;
};

const sortBy: Record<string, (row: ShipmentResponse) => SortValue> = {
  shipment: (row) => row.id,
  account: (row) => row.address.name ?? null,
  status: (row) => row.status,
  created: (row) => Date.parse(row.created_at),
};

/**
 * The admin bar's Shipments (route root.admin.shipments, `/admin/shipments?status=&page=`): every
 * shipment, newest first, filtered by status; each leads to its account. A shipment moves on as the
 * shipment machine allows (shipped with its carrier and tracking number); the server's refusal shows.
 */
export function Component() {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const { params, page, change } = useListParams();
  const status = choiceParam(params.get('status'), shipmentStatuses);
  const shipments = useQuery({
    ...shipmentsQueryOptions(hub.api, { status, page }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Change | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [moved, setMoved] = useState<ShipmentResponse | null>(null);
  const movedRef = useRef<HTMLDivElement>(null);
  const save = useMutation({
    mutationFn: ({ shipment, status: to, carrier, tracking }: Change) =>
      updateShipment(hub.api, shipment.id, {
        status: to,
        ...(to === 'shipped' ? { carrier: carrier.trim(), tracking_number: tracking.trim() } : {}),
      }),
    onSettled: (_result, _error, { shipment }) =>
      Promise.all([
        hub.queryClient.invalidateQueries({ queryKey: [...adminKeys.admin(), 'shipments'] }),
        hub.queryClient.invalidateQueries({ queryKey: adminKeys.adminAccount(shipment.account) }),
      ]),
  });

  useEffect(() => {
    if (moved) movedRef.current?.focus();
  }, [moved]);

  const statusLabel = (value: string) => labelOf(i18n, shipmentStatusLabels, value);
  const kindLabel = (value: string) => labelOf(i18n, shipmentKindLabels, value);

  const accountName = (id: number) => t`Account #${id}`;
  const changeName = (id: number) => t`Change status of shipment #${id}`;

  const edit = (shipment: ShipmentResponse) => {
    const [first] = shipmentMovesFrom(shipment.status);
    if (!first) return;
    setMoved(null);
    setFailure(null);
    setEditing({
      shipment,
      status: first,
      carrier: shipment.carrier ?? '',
      tracking: shipment.tracking_number ?? '',
    });
  };

  async function submit(request: Change) {
    setFailure(null);
    if (request.status === 'shipped' && (!request.carrier.trim() || !request.tracking.trim())) {
      const missing = i18n._(adminMessages.trackingRequired);
      setFailure({
        carrier: request.carrier.trim() ? null : missing,
        tracking: request.tracking.trim() ? null : missing,
        refusal: null,
        text: null,
      });
      return;
    }
    const result = await save.mutateAsync(request);
    if (result.ok) {
      setEditing(null);
      setMoved(result.data);
      return;
    }
    if (result.cancelled) return;
    const conflict = adminConflictOf(result);
    const fields = result.errStatus === 400 ? result.errorObject : null;
    const carrier = fields?.carrier?.[0] ?? null;
    const tracking = fields?.tracking_number?.[0] ?? null;
    const serverSide = result.errStatus === 0 || result.errStatus >= 500;
    setFailure({
      carrier,
      tracking,
      refusal: conflict?.detail ?? null,
      text: conflict || carrier || tracking || serverSide ? null : result.errorText,
    });
  }

  const statusOptions = [
    { value: everyStatus, label: t`All statuses` },
    ...shipmentStatuses.map((value) => ({ value, label: statusLabel(value) })),
  ];

  const columns: DataTableColumn<ShipmentResponse>[] = [
    {
      id: 'shipment',
      header: t`Shipment`,
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{kindLabel(row.kind)}</span>
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
          <Link className={styles.link} to={adminAccountPath(row.account)}>
            {row.address.name || accountName(row.account)}
          </Link>
          {row.address.name ? <span className={styles.muted}>#{row.account}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      sortable: true,
      cell: (row) => (
        <span
          className={
            row.status === 'delivered'
              ? styles.goodBadge
              : row.status === 'returned' || row.status === 'cancelled'
                ? styles.dangerBadge
                : row.status === 'shipped'
                  ? styles.infoBadge
                  : styles.warningBadge
          }
        >
          {statusLabel(row.status)}
        </span>
      ),
    },
    {
      id: 'tracking',
      header: t`Tracking`,
      cell: (row) =>
        row.tracking_number ? (
          <span className={styles.stack}>
            <span>{row.carrier}</span>
            <span className={styles.muted} dir="ltr">
              {row.tracking_number}
            </span>
          </span>
        ) : (
          <span className={styles.muted}>
            <Trans>Not sent yet</Trans>
          </span>
        ),
    },
    {
      id: 'created',
      header: t`Made`,
      sortable: true,
      cell: (row) => <DateDisplay value={row.created_at} format="date" />,
    },
    {
      id: 'change',
      header: t`Change`,
      cell: (row) =>
        shipmentMovesFrom(row.status).length > 0 ? (
          <Button size="sm" variant="secondary" aria-label={changeName(row.id)} onClick={() => edit(row)}>
            <Trans>Change status</Trans>
          </Button>
        ) : (
          <span className={styles.muted}>
            <Trans>Final</Trans>
          </span>
        ),
    },
  ];

  const list = (
    <AdminListBody
      query={shipments}
      page={page}
      onPageChange={(next) => change({ page: next })}
      onClearFilters={() => change({ status: null })}
      empty={
        <EmptyState
          headingLevel={2}
          title={status ? <Trans>No shipments with this status</Trans> : <Trans>No shipments yet</Trans>}
          description={status ? undefined : <Trans>Kits and replacements sent to families show here.</Trans>}
          action={
            status ? (
              <Button variant="secondary" onClick={() => change({ status: null })}>
                <Trans>Show every status</Trans>
              </Button>
            ) : undefined
          }
        />
      }
      count={(count) => <Plural value={count} one="# shipment" other="# shipments" />}
      caption={t`Shipments, newest first`}
      columns={columns}
      sortBy={sortBy}
    />
  );

  const movedId = moved?.id ?? 0;
  const movedStatus = moved ? statusLabel(moved.status) : '';
  const editingId = editing?.shipment.id ?? 0;
  const editingKind = editing ? kindLabel(editing.shipment.kind) : '';
  const editingStatus = editing ? statusLabel(editing.shipment.status) : '';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Shipments</Trans>
        </h1>
      </header>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={<Trans>Status</Trans>}
          options={statusOptions}
          value={status ?? everyStatus}
          onValueChange={(value) => change({ status: value === everyStatus ? null : value })}
        />
      </div>
      {moved ? (
        <div ref={movedRef} tabIndex={-1}>
          <Notice tone="success" onDismiss={() => setMoved(null)}>
            <Trans>
              Shipment #{movedId} is now {movedStatus}.
            </Trans>
          </Notice>
        </div>
      ) : null}
      {list}
      {editing ? (
        <Popup
          open
          size="md"
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          title={<Trans>Change the status of shipment #{editingId}</Trans>}
          description={
            <Trans>
              {editingKind}, now {editingStatus}.
            </Trans>
          }
          primaryAction={{
            label: <Trans>Save status</Trans>,
            pending: save.isPending,
            type: 'submit',
            form: 'shipment-status',
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        >
          <form
            id="shipment-status"
            className={styles.popupForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(editing);
            }}
          >
            <Select
              label={<Trans>New status</Trans>}
              options={shipmentMovesFrom(editing.shipment.status).map((value) => ({
                value,
                label: statusLabel(value),
              }))}
              value={editing.status}
              onValueChange={(value) => {
                const to = shipmentStatuses.find((known) => known === value);
                if (to) setEditing({ ...editing, status: to });
              }}
            />
            {editing.status === 'shipped' ? (
              <>
                <TextField
                  name="carrier"
                  label={<Trans>Carrier</Trans>}
                  required
                  maxLength={adminLimits.carrier}
                  value={editing.carrier}
                  onValueChange={(carrier) => setEditing({ ...editing, carrier })}
                  error={failure?.carrier ?? undefined}
                />
                <TextField
                  name="tracking_number"
                  label={<Trans>Tracking number</Trans>}
                  required
                  dir="ltr"
                  maxLength={adminLimits.trackingNumber}
                  value={editing.tracking}
                  onValueChange={(tracking) => setEditing({ ...editing, tracking })}
                  error={failure?.tracking ?? undefined}
                />
              </>
            ) : null}
            {failure?.refusal ? (
              <Notice tone="error" title={<Trans>This change is not possible</Trans>}>
                {failure.refusal}
              </Notice>
            ) : null}
            {failure && !failure.refusal && !failure.carrier && !failure.tracking ? (
              <Notice tone="error" title={<Trans>The status could not be changed</Trans>}>
                {failure.text ? `${failure.text} ` : ''}
                {i18n._(whoopsDetail)}
              </Notice>
            ) : null}
          </form>
        </Popup>
      ) : null}
    </div>
  );
}
Component.displayName = 'AdminShipmentsPage';
