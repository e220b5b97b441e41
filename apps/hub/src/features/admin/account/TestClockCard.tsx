import {
  adminKeys,
  advanceTestClock,
  invalidateTestClock,
  type AccountTestClock,
  type AdminAccount,
  type BillingRunReport,
} from '@hub/api-client';
import { describeServerErrors, testClockLimits, testClockRangeMessage } from '@hub/domain';
import { Button, Card, DateDisplay, TextField, useRenderMessage } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, type AdminFailure } from './outcome';

/** The days the field offers first: about a month, past a monthly renewal. */
const defaultDays = '30';

/** A move that was made: the days sent and what the billing run did on the account's new time. */
interface Moved {
  days: number;
  run: BillingRunReport;
}

/**
 * The demo's test clock of the account (issue 26), on the billing tab; nothing at all when the server
 * answers none (outside demo mode).
 */
export function TestClockCard({ account }: { account: AdminAccount }) {
  const clock = account.test_clock;
  if (!clock) return null;
  return <TestClock accountId={account.id} clock={clock} />;
}

/**
 * The account's time and the days it was moved so far, and a move forward by 1 to 400 days: the billing
 * run acts on the new time before the answer, which says what it did (read politely); the account's
 * details, timeline and billing are read again. The server's range message shows under the field, any
 * other failure as the page's failures do.
 */
function TestClock({ accountId, clock }: { accountId: number; clock: AccountTestClock }) {
  const hub = useHub();
  const render = useRenderMessage();
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [days, setDays] = useState(defaultDays);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);
  const advance = useMutation({
    mutationFn: (count: number) => advanceTestClock(hub.api, accountId, count),
    onSuccess: (result) => {
      if (!result.ok) return;
      const next = { advanced_days: result.data.advanced_days, now: result.data.now };
      hub.queryClient.setQueryData<AdminAccount>(adminKeys.adminAccount(accountId), (account) =>
        account ? { ...account, test_clock: next } : account,
      );
    },
    onSettled: () => invalidateTestClock(hub.queryClient, accountId),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field keeps focus while the move runs (not disabled); a second Enter waits for the first.
    if (advance.isPending) return;
    setFieldError(null);
    setFailure(null);
    setMoved(null);
    // The server checks the range (testClockSchema): what was typed goes as it is, an empty field as 0.
    const count = Number(days);
    const result = await advance.mutateAsync(count);
    if (result.ok) {
      setMoved({ days: count, run: result.data.billing_run });
      return;
    }
    const failed = failureOf(result);
    const messages = failed?.status === 400 ? failed.fieldErrors?.advance_days : undefined;
    if (messages) {
      // The server's message, in the staff member's language when it is the domain's.
      const described = describeServerErrors({ advance_days: messages }, [testClockRangeMessage]);
      setFieldError((described.advance_days ?? []).map(render).join(' '));
      field.current?.focus();
      return;
    }
    setFailure(failed);
  }

  const now = clock.now;
  const advanced = plural(clock.advanced_days, {
    one: '+# day moved so far',
    other: '+# days moved so far',
  });
  return (
    <Card title={<Trans>Test clock (demo)</Trans>}>
      <div className={styles.stack}>
        <p className={styles.muted}>
          <Trans>
            Moves this account’s time forward; the billing run then acts on the new time, as it would on those
            days.
          </Trans>
        </p>
        <div>
          <p className={styles.value}>
            <Trans>
              Account time: <DateDisplay value={now} />
            </Trans>
          </p>
          <p className={styles.value}>{advanced}</p>
        </div>
        <div>
          <form className={styles.inline} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              ref={field}
              className={styles.grow}
              name="advance_days"
              type="number"
              inputMode="numeric"
              dir="ltr"
              min={testClockLimits.minDays}
              max={testClockLimits.maxDays}
              step={1}
              label={<Trans>Days to advance</Trans>}
              value={days}
              onValueChange={(value) => {
                setDays(value);
                setFieldError(null);
              }}
              error={fieldError}
            />
            <Button type="submit" variant="secondary" pending={advance.isPending}>
              {advance.isPending ? <Trans>Advancing…</Trans> : <Trans>Advance time</Trans>}
            </Button>
          </form>
          {/* Always there, so what the move did is read out when it fills. */}
          <p className={styles.liveStatus} role="status">
            {moved ? <MovedText moved={moved} /> : null}
          </p>
        </div>
        {failure ? (
          <FailureNotice failure={failure} title={<Trans>The account’s time could not be moved</Trans>} />
        ) : null}
      </div>
    </Card>
  );
}

function MovedText({ moved }: { moved: Moved }) {
  const days = plural(moved.days, { one: '# day', other: '# days' });
  const { paid, declined, ended } = moved.run;
  return (
    <Trans>
      Moved {days}. Billing run: {paid} paid, {declined} declined, {ended} ended.
    </Trans>
  );
}
