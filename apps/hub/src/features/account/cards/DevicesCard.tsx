import { accountKeys } from '@hub/api-client';
import { devicesQueryOptions, invalidateDevices, setKioskMode, unwrap, type Device } from '@hub/api-client';
import { Card, EmptyState, ErrorState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountCards.css';

/**
 * The account's tablets with their kiosk mode (spec sections 3 and 7): a switch per device that sends the
 * value wanted (`toggle_kiosk_mode`), shows it at once and puts it back if the server refuses.
 */
export function DevicesCard({ accountId }: { accountId: number }) {
  const hub = useHub();
  const { t } = useLingui();
  const devices = useQuery(devicesQueryOptions(hub.api, accountId));
  const [failed, setFailed] = useState<Device | null>(null);
  const change = useMutation({
    mutationFn: async ({ device, on }: { device: Device; on: boolean }) =>
      unwrap(await setKioskMode(hub.api, accountId, device.id, on)),
    onMutate: () => setFailed(null),
    onSuccess: (saved) =>
      hub.queryClient.setQueryData<Device[]>(accountKeys.devices(accountId), (list) =>
        list?.map((row) => (row.id === saved.id ? saved : row)),
      ),
    onError: (_error, { device }) => setFailed(device),
    onSettled: () => invalidateDevices(hub.queryClient, accountId),
  });

  let content;
  if (devices.isError) {
    content = (
      <ErrorState
        title={<Trans>Your devices could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        onRetry={() => void devices.refetch()}
        retrying={devices.isFetching}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  } else if (!devices.data) {
    content = <Skeleton lines={2} label={t`Loading your devices…`} />;
  } else if (devices.data.length === 0) {
    content = (
      <EmptyState
        title={<Trans>No tablets yet</Trans>}
        description={<Trans>A tablet shows here once it is signed in to your account.</Trans>}
      />
    );
  } else {
    const pending = change.isPending ? change.variables : undefined;
    content = (
      <ul className={styles.list}>
        {devices.data.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            pendingValue={pending?.device.id === device.id ? pending.on : undefined}
            busy={change.isPending}
            onChange={(on) => change.mutate({ device, on })}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={<Trans>Devices</Trans>}
      description={
        <Trans>In kiosk mode a tablet stays in the games: your child cannot leave them for other apps.</Trans>
      }
    >
      {failed ? (
        <Notice
          tone="error"
          title={<Trans>Kiosk mode could not be changed</Trans>}
          onDismiss={() => setFailed(null)}
        >
          <Trans>
            <bdi>{failed.name}</bdi> is as it was. Please try again. If it persists, contact support.
          </Trans>
        </Notice>
      ) : null}
      {content}
    </Card>
  );
}

function DeviceRow({
  device,
  pendingValue,
  busy,
  onChange,
}: {
  device: Device;
  pendingValue: boolean | undefined;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const nameId = useId();
  const labelId = useId();
  const on = pendingValue ?? device.is_kiosk_mode;
  return (
    <li className={styles.row}>
      <span className={styles.name} id={nameId}>
        <bdi>{device.name}</bdi>
      </span>
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={on}
          // Named "Kitchen tablet Kiosk mode": the device, then the visible label.
          aria-labelledby={`${nameId} ${labelId}`}
          aria-busy={pendingValue !== undefined}
          disabled={busy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span id={labelId}>
          <Trans>Kiosk mode</Trans>
        </span>
        <span className={styles.state} aria-hidden="true">
          {on ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </span>
      </label>
    </li>
  );
}
