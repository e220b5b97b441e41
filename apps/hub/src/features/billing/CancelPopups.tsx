import { toPricingPlan, type SubscriptionResponse } from '@hub/api-client';
import {
  accessEndsOnText,
  cancelReasonLabels,
  cancelReasons,
  cancelReasonTextMax,
  fieldLabels,
  priceSchedule,
  schemaValidator,
  cancelReasonsSchema,
  winBackOffersFor,
  withValues,
} from '@hub/domain';
import { Button, CheckboxGroup, Form, Popup, type CheckboxOption } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { FailureNotice } from './FailureNotice';
import { RecentPlay } from './RecentPlay';
import * as styles from './BillingSegment.css';
import { noCancelReasons, type CancelFormValues, type useCancelFlow } from './use-cancel-flow';
import { useBillingFormat } from '../../shared/billing/use-billing-format';

/**
 * Where "Book a coaching call" goes: the parent's booking page, saying where it came from (dashboard/booking
 * leads to the coach's page, which sends a parent home; docs/decisions.md "Coaching screens").
 */
export const coachingCallPath = '/dashboard/coaches?ref=cancel';

const validateReasons = schemaValidator(cancelReasonsSchema);

export interface CancelPopupsProps {
  flow: ReturnType<typeof useCancelFlow>;
  subscription: SubscriptionResponse;
  /** Offered when the grace period is over: the return request instead. */
  onRequestReturn: () => void;
}

/**
 * The cancel popups: the reasons (a multi-select with the other and not-interested texts, checked by the
 * domain's `cancelReasonsSchema`), then a coaching call and the win-back offers with their prices, then the
 * confirmation of what ends when.
 */
export function CancelPopups({ flow, subscription, onRequestReturn }: CancelPopupsProps) {
  const { i18n, t } = useLingui();
  const format = useBillingFormat();
  const formId = useId();
  const options = useMemo<CheckboxOption[]>(
    () =>
      cancelReasons.map((reason) => ({
        value: reason,
        label: i18n._(cancelReasonLabels[reason]),
        detail:
          reason === 'other'
            ? { name: 'other_reason', label: i18n._(fieldLabels.otherReason), maxLength: cancelReasonTextMax }
            : reason === 'not_interested'
              ? {
                  name: 'not_interested_reason',
                  label: i18n._(fieldLabels.notInterestedReason),
                  maxLength: cancelReasonTextMax,
                }
              : undefined,
      })),
    [i18n],
  );
  const { step, failure, running } = flow;
  const close = (open: boolean) => {
    if (!open) flow.goTo(null);
  };
  const failureNotice = failure ? (
    <FailureNotice failure={failure} onRequestReturn={onRequestReturn} />
  ) : null;

  if (step === 'reasons') {
    return (
      <Popup
        key="reasons"
        open
        onOpenChange={close}
        title={<Trans>Cancel your subscription</Trans>}
        primaryAction={{
          label: <Trans>Continue</Trans>,
          type: 'submit',
          form: formId,
          pending: running === 'reasons',
        }}
        secondaryAction={{ label: <Trans>Keep my subscription</Trans> }}
      >
        <div className={styles.stack}>
          {failureNotice}
          <Form<CancelFormValues>
            id={formId}
            mode="buttonless"
            aria-label={t`Cancel your subscription`}
            values={noCancelReasons}
            required={['reasons']}
            validate={validateReasons}
            onSubmit={flow.submitReasons}
          >
            <CheckboxGroup
              name="reasons"
              legend={<Trans>Why are you cancelling?</Trans>}
              hint={<Trans>Choose all that apply.</Trans>}
              options={options}
            />
          </Form>
        </div>
      </Popup>
    );
  }

  if (step === 'offer') {
    const offers = winBackOffersFor(subscription.plan.months);
    const firstChargeOn = subscription.next_charge?.date ?? subscription.paid_through;
    return (
      <Popup
        key="offer"
        open
        onOpenChange={close}
        title={<Trans>Before you go</Trans>}
        primaryAction={{
          label: <Trans>Keep my subscription</Trans>,
          onClick: () => void flow.keep(),
          pending: running === 'keep',
        }}
        secondaryAction={{
          label: <Trans>No thanks, cancel</Trans>,
          onClick: (event) => {
            event.preventDefault();
            flow.goTo('confirm');
          },
        }}
      >
        <div className={styles.stack}>
          {failureNotice}
          <section className={styles.option} aria-labelledby={`${formId}-coach`}>
            <div className={styles.optionText}>
              <h3 id={`${formId}-coach`} className={styles.optionTitle}>
                <Trans>Talk to a coach first</Trans>
              </h3>
              <p className={styles.paragraph}>
                <Trans>
                  A coach can help your child get back into a play routine that works for your family.
                </Trans>
              </p>
            </div>
            <Link className={styles.link} to={coachingCallPath}>
              <Trans>Book a coaching call</Trans>
            </Link>
          </section>
          <RecentPlay accountId={subscription.account} />
          {offers.length > 0 ? (
            <section className={styles.stack} aria-labelledby={`${formId}-offers`}>
              <h3 id={`${formId}-offers`} className={styles.optionTitle}>
                <Trans>Or stay with an offer</Trans>
              </h3>
              <ul className={styles.options}>
                {offers.map((offer) => {
                  const label = i18n._(offer.label);
                  const [charge] = firstChargeOn
                    ? priceSchedule({
                        plan: toPricingPlan(subscription.plan),
                        firstChargeOn,
                        offer,
                        count: 1,
                      })
                    : [];
                  const amount = charge ? format.money(charge.amountMinor, subscription.plan.currency) : '';
                  const full = charge ? format.money(charge.fullAmountMinor, subscription.plan.currency) : '';
                  return (
                    <li key={offer.id} className={styles.option}>
                      <div className={styles.optionText}>
                        <p className={styles.optionTitle}>{label}</p>
                        {charge ? (
                          <p className={styles.paragraph}>
                            <Trans>
                              Your next charge: {amount} instead of {full}
                            </Trans>
                          </p>
                        ) : null}
                      </div>
                      <Button
                        variant="primary"
                        size="sm"
                        pending={running === offer.id}
                        onClick={() => void flow.accept(offer.id)}
                      >
                        <Trans>Accept {label}</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      </Popup>
    );
  }

  if (step === 'confirm') {
    const endsOn = subscription.paid_through;
    return (
      <Popup
        key="confirm"
        open
        variant="destructive"
        onOpenChange={close}
        title={<Trans>Confirm your cancellation</Trans>}
        description={<Trans>You will not be charged again.</Trans>}
        primaryAction={{
          label: <Trans>Confirm cancellation</Trans>,
          pending: running === 'confirm',
          onClick: (event) => {
            // Stays open while it runs, and shows a failure.
            event.preventDefault();
            void flow.confirm();
          },
        }}
        secondaryAction={{
          label: <Trans>Back</Trans>,
          onClick: (event) => {
            event.preventDefault();
            flow.goTo('offer');
          },
        }}
      >
        <div className={styles.stack}>
          {endsOn ? (
            <p className={styles.paragraph}>
              <strong>{i18n._(withValues(accessEndsOnText, { date: format.day(endsOn) }))}</strong>
            </p>
          ) : null}
          {failureNotice}
        </div>
      </Popup>
    );
  }

  return null;
}
