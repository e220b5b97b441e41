import { ApiError, promoCodeQueryOptions, type PromoCodeResponse } from '@hub/api-client';
import {
  normalizePromoCode,
  promoCodeMaxLength,
  promoMessages,
  promoProblem,
  whoopsTitle,
  type MessageDescriptor,
} from '@hub/domain';
import { Button, TextField, useRenderMessage } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useHub } from '../../shared/use-hub';
import * as styles from './CheckoutPage.css';

export interface PromoCodeFormProps {
  /** The currency of the chosen plan: an amount off in another currency does not apply. */
  currency: string | null;
  applied: PromoCodeResponse | null;
  onApply: (promo: PromoCodeResponse | null) => void;
  /** A refusal of the code from outside (the order's answer), shown under the field. */
  error: MessageDescriptor | null;
  now: Date;
}

/** Why a looked-up code cannot be used: the server's 404 says unknown or expired (its `code`). */
function lookupProblem(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.status === 404) {
    return error.fieldErrors?.code?.[0] === 'expired' ? promoMessages.expired : promoMessages.unknown;
  }
  return whoopsTitle;
}

/**
 * The promo code (spec section 3: `GET /api/v2/billing/promo/{code}`): Apply looks the code up; a valid
 * one goes into the summary, an unknown or expired one (or an amount off in another currency) says so
 * and changes nothing. An applied code can be removed.
 */
export function PromoCodeForm({ currency, applied, onApply, error, now }: PromoCodeFormProps) {
  const hub = useHub();
  const { t } = useLingui();
  const renderMessage = useRenderMessage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [checking, setChecking] = useState(false);
  const titleId = useId();
  const shown = problem ?? error;

  async function apply(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const code = normalizePromoCode(text);
    if (!code) {
      setProblem(promoMessages.unknown);
      return;
    }
    setChecking(true);
    try {
      const promo = await hub.queryClient.fetchQuery(promoCodeQueryOptions(hub.api, code));
      const refusal = currency ? promoProblem(promo, currency, now) : null;
      if (refusal) setProblem(promoMessages[refusal]);
      else {
        onApply(promo);
        setText('');
      }
    } catch (failure) {
      setProblem(lookupProblem(failure));
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legend}>
        <Trans>Promo code</Trans>
      </h2>
      {applied ? (
        <div className={styles.promoRow}>
          <p className={styles.term} role="status">
            <Trans>Promo code {applied.codeString} applied.</Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={() => onApply(null)}>
            <Trans>Remove promo code {applied.codeString}</Trans>
          </Button>
        </div>
      ) : null}
      <form className={styles.promoRow} onSubmit={apply} aria-label={t`Apply a promo code`} noValidate>
        <TextField
          className={styles.promoInput}
          name="promo_code"
          label={<Trans>Promo code</Trans>}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setProblem(null);
          }}
          maxLength={promoCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          error={shown ? renderMessage(shown) : undefined}
        />
        <Button type="submit" variant="secondary" pending={checking} disabled={text.trim() === ''}>
          <Trans>Apply</Trans>
        </Button>
      </form>
    </section>
  );
}
