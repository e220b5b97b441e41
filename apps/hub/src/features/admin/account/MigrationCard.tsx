import { migrateAccount, type AdminAccount } from '@hub/api-client';
import { adminLimits, confirmsAccount } from '@hub/domain';
import { Button, Card, DateDisplay, Popup, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, OutcomeNotice, useOutcome, type AdminFailure } from './outcome';
import { useAccountWrite } from './use-account-change';

type Step = 'name' | 'irreversible';

/**
 * Moving the account to the other game platform (`PUT /api/v2/admin/transit_account_to_lq/{id}/`), which
 * cannot be undone: a first confirmation names the account and asks staff to type its id or its holder's
 * full name (`confirmsAccount`, so the wrong tab cannot be migrated), a second says plainly that it cannot
 * be undone. A migrated account shows when and by whom.
 */
export function MigrationCard({ account }: { account: AdminAccount }) {
  const { t } = useLingui();
  const { outcome, clear, succeeded } = useOutcome();
  const [step, setStep] = useState<Step | null>(null);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const migrate = useAccountWrite(
    account.id,
    (api, confirmation: { confirmAccount: string; irreversible: boolean }) =>
      migrateAccount(api, account.id, confirmation),
    {
      apply: (current, migration) => ({
        ...current,
        platform: migration.platform,
        migration: {
          platform: migration.platform,
          migrated_at: migration.migrated_at,
          migrated_by: migration.migrated_by,
        },
      }),
    },
  );
  const name = account.name.trim();
  const id = account.id;
  const shown = name || t`Account #${id}`;
  const target = { id: account.id, name };
  const named = confirmsAccount(target, typed);

  function close() {
    setStep(null);
    setTyped('');
    setFailure(null);
  }

  async function run() {
    setFailure(null);
    const result = await migrate.mutateAsync({ confirmAccount: typed.trim(), irreversible: true });
    if (!result.ok) {
      setFailure(failureOf(result));
      return;
    }
    close();
    succeeded(<Trans>The account of {shown} is moved to the other game platform.</Trans>);
  }

  const migration = account.migration;
  if (migration) {
    const by = migration.migrated_by?.name;
    return (
      <Card title={<Trans>Platform migration</Trans>}>
        <div className={styles.stack}>
          <OutcomeNotice outcome={outcome} onDismiss={clear} />
          <p className={styles.value}>
            {by ? (
              <Trans>
                Moved to the other game platform on <DateDisplay value={migration.migrated_at} /> by{' '}
                <bdi>{by}</bdi>.
              </Trans>
            ) : (
              <Trans>
                Moved to the other game platform on <DateDisplay value={migration.migrated_at} />.
              </Trans>
            )}
          </p>
          <p className={styles.muted}>
            <Trans>A migration cannot be undone.</Trans>
          </p>
        </div>
      </Card>
    );
  }

  return (
    <Card title={<Trans>Platform migration</Trans>} className={styles.danger}>
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />
        <p className={styles.value}>
          <Trans>
            Moves the account to the other game platform for good: the family plays there from then on. It
            cannot be undone.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button
            variant="destructive"
            pending={migrate.isPending}
            onClick={() => {
              clear();
              setStep('name');
            }}
          >
            <Trans>Migrate to the other platform…</Trans>
          </Button>
        </div>
      </div>
      {step === 'name' ? (
        <Popup
          open
          size="md"
          onOpenChange={(open) => !open && close()}
          title={<Trans>Migrate the account of {shown}?</Trans>}
          description={
            <Trans>
              Account #{id} moves to the other game platform. To confirm it is this account, type its id or
              its holder’s full name.
            </Trans>
          }
          primaryAction={{
            label: <Trans>Continue</Trans>,
            disabled: !named,
            onClick: () => setStep('irreversible'),
          }}
          secondaryAction={{ label: <Trans>Cancel</Trans> }}
        >
          <TextField
            name="confirm-account"
            label={<Trans>Account id or full name</Trans>}
            hint={
              name ? (
                <Trans>
                  Type {id} or {name}.
                </Trans>
              ) : (
                <Trans>Type {id}.</Trans>
              )
            }
            autoComplete="off"
            spellCheck={false}
            maxLength={adminLimits.confirmation}
            value={typed}
            onValueChange={setTyped}
          />
        </Popup>
      ) : null}
      {step === 'irreversible' ? (
        <Popup
          open
          size="sm"
          variant="destructive"
          onOpenChange={(open) => !open && close()}
          title={<Trans>This cannot be undone</Trans>}
          description={
            <Trans>
              The account of {shown} (#{id}) moves to the other game platform for good. It cannot be moved
              back.
            </Trans>
          }
          primaryAction={{
            label: <Trans>Migrate account</Trans>,
            pending: migrate.isPending,
            onClick: (event) => {
              event.preventDefault();
              void run();
            },
          }}
          secondaryAction={{ label: <Trans>Cancel</Trans> }}
        >
          {failure ? (
            <FailureNotice failure={failure} title={<Trans>The account could not be migrated</Trans>} />
          ) : null}
        </Popup>
      ) : null}
    </Card>
  );
}
