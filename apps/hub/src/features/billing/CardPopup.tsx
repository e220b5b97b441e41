import {
  invalidateBilling,
  payInvoice,
  queryKeys,
  setPaymentMethod,
  type BillingDetails,
  type CallResult,
  type Invoice,
} from '@hub/api-client';
import { Form, Popup, type FormStatus, type FormSubmitResult } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHub } from '../../shared/use-hub';
import { payWithCard, reportingConfirm, type BrowserCardResult } from '../../shared/billing/browser-card';
import { CardFields } from '../../shared/billing/CardFields';
import {
  cardErrorMessage,
  emptyCard,
  requiredCardFields,
  type CardValues,
} from '../../shared/billing/card-form';
import { useCardGateway } from '../../shared/billing/use-card-gateway';
import { FailureNotice } from './FailureNotice';
import * as styles from './BillingSegment.css';
import { failureOf, type BillingFailure } from './use-billing';

/** What the card popup ended with. */
export type CardOutcome =
  | { kind: 'saved' }
  | { kind: 'paid' }
  /** The card was saved, then paying the invoice failed. */
  | { kind: 'payFailed'; failure: BillingFailure };

/** The steps a save went through: the token, the card saved (after 3-D Secure, if asked), the invoice paid. */
interface CardAttempt {
  card: BrowserCardResult;
  saved?: CallResult<BillingDetails>;
  paid?: CallResult<Invoice>;
}

export interface CardPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountId: number;
  userId: number;
  /** A FAILED invoice to pay with the new card at once ("Update card and pay now"). */
  invoice?: Invoice | null;
  /** The moment the expiry is checked against. */
  now: Date;
  onDone: (outcome: CardOutcome) => void;
}

/**
 * The payment method's update form in a popup: number, expiry and CVC, tokenized in the browser by the
 * server's gateway (the test gateway's inputs, or Stripe's Elements); only the token goes to the server. When
 * the bank asks, the cardholder confirms (3-D Secure) and the card is saved then. A declined card, or a
 * confirmation that failed, shows spec section 8's sentence and the old card stays. With an invoice, the
 * invoice is charged again as soon as the card is saved.
 */
export function CardPopup({ open, onOpenChange, accountId, userId, invoice, now, onDone }: CardPopupProps) {
  const hub = useHub();

  const formId = useId();
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const onStatusChange = useCallback((next: FormStatus) => setStatus(next), []);
  const gateway = useCardGateway(now);
  // While the bank's 3-D Secure window is open over the popup, the popup lets it have focus and clicks.
  const [confirming, setConfirming] = useState(false);

  const saving = useMutation({
    mutationFn: async (values: CardValues): Promise<CardAttempt> => {
      const browser = gateway.browserCard();
      if (!browser) throw new Error('The card form is not ready');
      const { card, result: saved } = await payWithCard(
        reportingConfirm(browser, (withBank) =>
          // Rendered at once, before Stripe.js adds its window: focus in it must not be pulled back.
          flushSync(() => setConfirming(withBank)),
        ),
        values,
        (token, confirmedIntent) => setPaymentMethod(hub.api, accountId, token, confirmedIntent),
      );
      if (!saved?.ok || !invoice) return { card, saved };
      return { card, saved, paid: await payInvoice(hub.api, invoice.external_id) };
    },
    onSuccess: ({ saved }) => {
      if (saved?.ok) hub.queryClient.setQueryData(queryKeys.billingDetails(accountId, userId), saved.data);
    },
    onSettled: () => invalidateBilling(hub.queryClient, accountId),
  });

  async function submit(values: CardValues): Promise<FormSubmitResult<CardValues>> {
    setFailure(null);
    const { card, saved, paid } = await saving.mutateAsync(values);
    if (!card.ok) return { errors: { [card.field]: [cardErrorMessage(card.field, card.kind)] } };
    const refused = saved ? failureOf(saved) : null;
    if (refused || !saved?.ok) {
      // The card was not saved: the sentence shows here, the old card stays on file.
      if (refused) setFailure(refused);
      throw new Error('The card was not saved');
    }
    const payFailure = paid ? failureOf(paid) : null;
    onDone(
      payFailure ? { kind: 'payFailed', failure: payFailure } : paid ? { kind: 'paid' } : { kind: 'saved' },
    );
    return { values: emptyCard };
  }

  return (
    <Popup
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
      title={invoice ? <Trans>Update card and pay now</Trans> : <Trans>Update your card</Trans>}
      description={<Trans>We keep only the last four digits of your card.</Trans>}
      primaryAction={{
        label: invoice ? <Trans>Save card and pay</Trans> : <Trans>Save card</Trans>,
        type: 'submit',
        form: formId,
        pending: status?.saving ?? false,
      }}
      secondaryAction={{ label: <Trans>Not now</Trans> }}
      allowOutside={confirming}
    >
      <div className={styles.stack}>
        {failure ? <FailureNotice failure={failure} /> : null}
        <Form<CardValues>
          id={formId}
          mode="buttonless"
          values={emptyCard}
          validate={gateway.validate}
          required={requiredCardFields}
          onSubmit={submit}
          onStatusChange={onStatusChange}
        >
          <CardFields gateway={gateway} />
        </Form>
      </div>
    </Popup>
  );
}
