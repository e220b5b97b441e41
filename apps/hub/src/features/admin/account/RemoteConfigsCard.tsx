import {
  accountRemoteConfigsQueryOptions,
  applyRemoteConfigUpdate,
  updateAccountRemoteConfig,
  type AdminAccount,
  type RemoteConfig,
} from '@hub/api-client';
import { describeServerErrors, remoteConfigMessages, remoteConfigUpdateSchema, validate } from '@hub/domain';
import {
  Button,
  Card,
  DateDisplay,
  EmptyState,
  Form,
  Popup,
  Skeleton,
  TextField,
  type FormSubmitResult,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { QueryFailure } from '../../../shared/QueryFailure';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, useOutcome, OutcomeNotice, type AdminFailure } from './outcome';

interface ConfigValues {
  config_value: string;
}

/** A value as it is shown: JSON laid out on lines when it parses, else as stored. */
function shownValue(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The account's remote configuration (spec section 3, issue 28): each entry's name, JSON value and when it
 * changed, and Edit, which opens a popup where staff change the value. The value must be JSON (checked as
 * one types, with @hub/domain's messages, and again by the server); saved, the entry is replaced where it
 * stands in the list (the spec's rule, `replaceRemoteConfig`).
 */
export function RemoteConfigsCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t } = useLingui();
  const configs = useQuery(accountRemoteConfigsQueryOptions(hub.api, account.id));
  const [editing, setEditing] = useState<RemoteConfig | null>(null);
  const { outcome, clear, succeeded } = useOutcome();

  let body: ReactNode;
  if (configs.isPending) {
    body = <Skeleton variant="lines" lines={4} label={t`Loading the remote configuration…`} />;
  } else if (configs.isError) {
    body = (
      <QueryFailure query={configs} title={<Trans>The remote configuration could not be loaded</Trans>} />
    );
  } else if (configs.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={<Trans>This account has no remote configuration of its own</Trans>}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t`Remote configuration entries`}>
        {configs.data.map((config) => {
          const name = config.config_name;
          return (
            <li key={name} className={styles.item}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>
                  <bdi dir="ltr">{name}</bdi>
                </h3>
                <span className={styles.muted}>
                  <Trans>
                    Changed <DateDisplay value={config.updated_at} />
                  </Trans>
                </span>
              </div>
              <pre className={styles.code} dir="ltr">
                {shownValue(config.config_value)}
              </pre>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t`Edit ${name}`}
                  onClick={() => {
                    clear();
                    setEditing(config);
                  }}
                >
                  <Trans>Edit</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title={<Trans>Remote configuration</Trans>}
      description={t`Settings the kit and the hub read for this account only. Values are JSON.`}
    >
      <div className={styles.stack}>
        <OutcomeNotice outcome={outcome} onDismiss={clear} />
        {body}
      </div>
      {editing ? (
        <EditConfigPopup
          accountId={account.id}
          config={editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            succeeded(
              <Trans>
                <bdi dir="ltr">{name}</bdi> saved.
              </Trans>,
            );
          }}
        />
      ) : null}
    </Card>
  );
}

function EditConfigPopup({
  accountId,
  config,
  onClose,
  onSaved,
}: {
  accountId: number;
  config: RemoteConfig;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const hub = useHub();
  const { t } = useLingui();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const name = config.config_name;
  const save = useMutation({
    mutationFn: (value: string) => updateAccountRemoteConfig(hub.api, accountId, name, value),
  });

  const check = (values: ConfigValues) => validate(remoteConfigUpdateSchema, values).errors;

  async function submit(values: ConfigValues): Promise<FormSubmitResult<ConfigValues>> {
    setFailure(null);
    const checked = validate(remoteConfigUpdateSchema, values);
    if (!checked.success) return { errors: checked.errors };
    const result = await save.mutateAsync(checked.output.config_value);
    if (result.ok) {
      await applyRemoteConfigUpdate(hub.queryClient, accountId, result.data);
      onSaved(result.data.config_name);
      return { values };
    }
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject, Object.values(remoteConfigMessages)) };
    }
    setFailure(failureOf(result));
    throw new Error(result.errorText);
  }

  return (
    <Popup
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        <Trans>
          Edit <bdi dir="ltr">{name}</bdi>
        </Trans>
      }
      description={
        <Trans>The value replaces the one stored. Write it as JSON: texts in double quotes.</Trans>
      }
      primaryAction={{ label: <Trans>Save value</Trans>, type: 'submit', form: formId, pending: saving }}
      secondaryAction={{ label: <Trans>Cancel</Trans> }}
    >
      <div className={styles.stack}>
        {failure ? (
          <FailureNotice failure={failure} title={<Trans>The value could not be saved</Trans>} />
        ) : null}
        <Form<ConfigValues>
          id={formId}
          mode="buttonless"
          aria-label={t`Value of ${name}`}
          values={{ config_value: shownValue(config.config_value) }}
          validate={check}
          required={['config_value']}
          onSubmit={submit}
          onStatusChange={(status) => setSaving(status.saving)}
        >
          <TextField
            name="config_value"
            multiline
            rows={8}
            dir="ltr"
            spellCheck={false}
            label={<Trans>Value (JSON)</Trans>}
          />
        </Form>
      </div>
    </Popup>
  );
}
