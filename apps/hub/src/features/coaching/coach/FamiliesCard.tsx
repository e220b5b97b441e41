import type { CoachingCall } from '@hub/api-client';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MomentFormat } from '../../../shared/moment-format';
import * as layout from '../../../shared/page-layout.css';
import * as styles from '../Coaching.css';
import { SentToFamily } from './SentToFamily';

/** The families the coach has calls with: how many, the next one, and what was sent to each. */
export function FamiliesCard({ calls, format }: { calls: readonly CoachingCall[]; format: MomentFormat }) {
  const families = useMemo(() => {
    const byId = new Map<
      number,
      { id: number; name: string; user_id: number | null; calls: number; next: string | null }
    >();
    for (const call of calls) {
      const family = byId.get(call.client.id) ?? { ...call.client, calls: 0, next: null };
      family.calls += 1;
      if (call.status === 'scheduled' && (!family.next || call.starts_at < family.next)) {
        family.next = call.starts_at;
      }
      byId.set(call.client.id, family);
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [calls]);

  return (
    <section className={layout.section} aria-labelledby="families-title">
      <h2 id="families-title" className={layout.sectionTitle}>
        <Trans>Families you coach</Trans>
      </h2>
      {families.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No family has booked a call with you yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {families.map((family) => {
            const next = family.next ? format.full(family.next) : null;
            const count = family.calls;
            return (
              <li key={family.id} className={styles.item}>
                <strong>
                  <bdi>{family.name}</bdi>
                </strong>
                <p className={styles.muted}>
                  {plural(count, { one: '# call', other: '# calls' })}
                  {next ? (
                    <>
                      {' · '}
                      <Trans>Next: {next}</Trans>
                    </>
                  ) : null}
                </p>
                {family.user_id !== null ? (
                  <SentToFamily userId={family.user_id} name={family.name} format={format} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
