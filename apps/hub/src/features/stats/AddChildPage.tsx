import { createPlayer, invalidatePlayer, userInfoQueryOptions } from '@hub/api-client';
import { calendarDateIn, whoopsDetail } from '@hub/domain';
import { Form, Skeleton, type FormSubmitResult } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { childProfilePath, homePath } from '../../shared/paths';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import { ChildFields } from './ChildFields';
import { childInput, childValidator, childValues, requiredChildFields, type ChildValues } from './child-form';
import * as styles from './ChildProfilePage.css';
import { refusedSave } from '../../shared/refused-save';

/** What the child's page is told after the child was added: it says so once. */
export interface AddedChildState {
  added: string;
}

/**
 * Add a child (issue 28, `POST /api/v2/player/`), reached from Home and the account page: the name, and
 * the birth date if known (it completes the profile). Saved, the child's profile page opens, where the
 * game profile made on the tablet can be linked.
 */
export function Component() {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const clock = useFamilyClock();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const today = calendarDateIn(clock.now, clock.timeZone);
  const validate = useMemo(() => childValidator(today), [today]);
  const adding = useMutation({
    mutationFn: ({ accountId, values }: { accountId: number; values: ChildValues }) =>
      createPlayer(hub.api, accountId, childInput(values)),
  });

  async function save(values: ChildValues): Promise<FormSubmitResult<ChildValues>> {
    const accountId = user!.account.id;
    const result = await adding.mutateAsync({ accountId, values });
    if (result.ok) {
      await invalidatePlayer(hub.queryClient, accountId, result.data.id);
      const state: AddedChildState = { added: result.data.name };
      await navigate(childProfilePath(result.data.id), { state });
      return {};
    }
    return refusedSave(result);
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Add a child</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Add each child who plays, then link the game profile they made on the tablet from their page.
          </Trans>
        </p>
      </header>
      {user ? (
        <Form<ChildValues>
          mode="save_cancel"
          className={styles.form}
          aria-label={t`New child`}
          values={childValues()}
          validate={validate}
          required={requiredChildFields}
          onSubmit={save}
          onCancel={() => void navigate(homePath)}
          labels={{ save: t`Add the child` }}
          failureMessage={i18n._(whoopsDetail)}
        >
          <ChildFields />
        </Form>
      ) : (
        <Skeleton variant="lines" lines={4} label={t`Loading…`} />
      )}
      <p>
        <Link className={styles.link} to={homePath}>
          <Trans>Back to Home</Trans>
        </Link>
      </p>
    </div>
  );
}
Component.displayName = 'AddChildPage';
