import {
  isAuthenticated,
  newIdempotencyKey,
  placeOrder,
  plansQueryOptions,
  type PromoCodeResponse,
} from '@hub/api-client';
import {
  checkoutBodyFields,
  defaults,
  fieldLabels,
  isValidTimeZone,
  limits,
  validateCheckoutForm,
  whoopsDetail,
  whoopsTitle,
  type FieldMessages,
  type MessageDescriptor,
} from '@hub/domain';
import {
  AddressFields,
  Button,
  EmailField,
  Form,
  LanguageSelect,
  PhoneField,
  TextField,
  useFormField,
  type FormStatus,
  type FormSubmitResult,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { payWithCard } from '../../shared/billing/browser-card';
import { CardFields } from '../../shared/billing/CardFields';
import { cardErrorMessage } from '../../shared/billing/card-form';
import { useCardGateway } from '../../shared/billing/use-card-gateway';
import { paymentMessageOf } from '../../shared/billing/payment-message';
import { useClock } from '../../shared/clock';
import { unreadPhoneCountry, useDefaultPhoneCountry } from '../../shared/hub-config';
import { useLanguageChoice } from '../../shared/i18n/use-language';
import { useHub } from '../../shared/use-hub';
import { storeOrder } from './checkout-storage';
import {
  checkoutFormWarnings,
  checkoutRequired,
  checkoutServerErrors,
  checkoutStartValues,
  checkoutValidator,
  describeCheckoutText,
  isEmailTaken,
  type CheckoutValues,
} from './checkout-form';
import * as styles from './CheckoutPage.css';
import { OrderSummary } from './OrderSummary';
import { PlanPicker } from './PlanPicker';
import { PromoCodeForm } from './PromoCodeForm';
import type { CheckoutLoaderData } from './checkout-loader';
import { useProgramPlanTexts } from '../../shared/billing/use-plan-texts';

/** Where the order's confirmation is (spec section 2, route checkout-confirmation). */
export const confirmationPath = '/checkout/confirmation';

/** The form's values with the chosen plan (bound to the plan picker). */
type FormValues = CheckoutValues & { plan: string };

const choosePlan: MessageDescriptor = /*i18n*/ { id: 'checkout.choosePlan', message: 'Choose a plan.' };

/** The time zone the new account counts its days in: this browser's, else the default (spec section 9). */
function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : defaults.timezone;
  } catch {
    return defaults.timezone;
  }
}

/** "The billing address is the same as the shipping address", bound to the form. */
function SameAsShipping() {
  const field = useFormField<boolean>('billing_same_as_shipping');
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={field?.value ?? true}
        onChange={(event) => field?.setValue(event.target.checked)}
        disabled={field?.locked || field?.disabled}
      />
      <Trans>My billing address is the same as my shipping address</Trans>
    </label>
  );
}

/**
 * `/checkout?tag=` and the development path of a branch (spec section 2): the plans of the tag, contact
 * and shipping with @hub/domain's rules (the PO-box warning, the phone by country, the US states with
 * territories and military codes), a billing address that is the shipping address or its own, a promo
 * code, the card (tokenized in the browser by the server's gateway: the test gateway's inputs or Stripe's
 * Elements) and a live summary of what is charged. Placing the order sends one idempotency key for the
 * submit, so a retry or a second click makes no second order; when the bank asks, the cardholder confirms
 * (3-D Secure) and the same order goes once more; a declined card, or a confirmation that failed, keeps the
 * family here with spec section 8's sentence. Then the confirmation.
 */
export function Component() {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { tag, user } = useLoaderData() as CheckoutLoaderData;
  const { now } = useClock();
  const { language, choose } = useLanguageChoice(user?.id);
  useProgramPlanTexts();
  const plans = useQuery(plansQueryOptions(hub.api, tag));
  const card = useCardGateway(now);

  // Read by the loader (spec section 9: the default phone country comes from configuration).
  const phoneCountry = useDefaultPhoneCountry() ?? unreadPhoneCountry;
  const start = useMemo<FormValues>(
    () => ({ ...checkoutStartValues(user, phoneCountry), plan: '' }),
    [user, phoneCountry],
  );
  const [values, setValues] = useState<FormValues>(start);
  const [promo, setPromo] = useState<PromoCodeResponse | null>(null);
  const [promoError, setPromoError] = useState<MessageDescriptor | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  // One key per page: a retry after a lost answer, or a second click, finds the order the first placed.
  const idempotencyKey = useRef(newIdempotencyKey());
  // Place order sits after the summary and the promo code, outside the form (a form cannot hold the promo
  // code's own form): it submits the form by its id and follows the form's status.
  const formId = useId();
  const hintId = useId();
  const [status, setStatus] = useState<FormStatus | null>(null);
  const onStatusChange = useCallback((next: FormStatus) => setStatus(next), []);
  const placing = status?.saving ?? false;
  const placeBlocked = !placing && !(status?.canSave ?? false);
  const showHint = placeBlocked && (status?.interacted ?? false);

  const plan = plans.data?.find((candidate) => candidate.id === values.plan) ?? null;
  const validate = useMemo(() => {
    const base = checkoutValidator(now, card.validate);
    return (next: FormValues): FieldMessages => ({
      ...base(next),
      ...(next.plan === '' ? { plan: [choosePlan] } : {}),
    });
  }, [now, card.validate]);

  function whoops() {
    setFailure(
      <>
        <strong>{i18n._(whoopsTitle)}</strong> {i18n._(whoopsDetail)}
      </>,
    );
  }

  async function submit(next: FormValues): Promise<FormSubmitResult<FormValues>> {
    setFailure(null);
    setPromoError(null);
    const details = validateCheckoutForm(next);
    if (!details.success) return { errors: details.errors };
    const browser = card.browserCard();
    if (!browser) throw new Error('The card form is not ready');
    const signedIn = user !== null && isAuthenticated(hub.api);
    const paid = await payWithCard(browser, next, (token, confirmedIntent) =>
      placeOrder(
        hub.api,
        {
          idempotencyKey: idempotencyKey.current,
          plan: next.plan,
          tag,
          promoCode: promo?.codeString ?? null,
          details: { ...checkoutBodyFields(details.output), timezone: browserTimeZone() },
          card: token,
          language,
          confirmedIntent,
        },
        { signedIn },
      ),
    );
    const tokenized = paid.card;
    if (!tokenized.ok) {
      return { errors: { [tokenized.field]: [cardErrorMessage(tokenized.field, tokenized.kind)] } };
    }
    const result = paid.result;
    if (!result) throw new Error('The order was not sent');
    if (result.ok) {
      storeOrder({
        order: result.data.order_number,
        token: result.data.confirmation_token ?? '',
        signedIn,
      });
      navigate(confirmationPath);
      return {};
    }
    if (result.cancelled) throw new Error('cancelled');
    if (result.errStatus === 402) {
      // Declined: nothing was placed, and the same key may go again with another card.
      const sentence = paymentMessageOf(result.errorText);
      setFailure(typeof sentence === 'string' ? sentence : i18n._(sentence));
      throw new Error(result.errorText);
    }
    if (result.errStatus === 400 && result.errorObject) {
      const split = checkoutServerErrors(result.errorObject);
      if (split.promo) {
        setPromo(null);
        setPromoError(split.promo);
      }
      if (isEmailTaken(result.errorObject)) {
        const login = `/login?${new URLSearchParams({ email: next.email.trim(), next: '/checkout' })}`;
        setFailure(
          <>
            {i18n._(split.form.email![0]!)}{' '}
            <Link className={styles.link} to={login}>
              <Trans>Log in</Trans>
            </Link>
          </>,
        );
      } else if (split.other) setFailure(i18n._(split.other));
      else if (split.promo) setFailure(t`The promo code could not be used: see the promo code.`);
      const errors = { ...split.form, ...(split.plan ? { plan: [split.plan] } : {}) };
      if (Object.keys(errors).length > 0) return { errors };
      throw new Error(result.errorText);
    }
    if (result.errStatus === 409) {
      setFailure(i18n._(describeCheckoutText(result.errorText)));
      throw new Error(result.errorText);
    }
    whoops();
    throw new Error(result.errorText);
  }

  const signedInAs = user?.email ?? '';
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <p className={styles.brand}>
          <Trans>Customer hub</Trans>
        </p>
        <div className={styles.language}>
          <LanguageSelect value={language} onChange={(chosen) => void choose(chosen)} />
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>
          <Trans>Checkout</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>Choose your plan, tell us where to send the kit, and pay.</Trans>
        </p>
        <div className={styles.checkoutLayout}>
          <div className={styles.formColumn}>
            <Form<FormValues>
              id={formId}
              mode="buttonless"
              aria-label={t`Checkout`}
              values={start}
              validate={validate}
              warn={checkoutFormWarnings}
              required={[...checkoutRequired(values), 'plan']}
              onSubmit={submit}
              onStatusChange={onStatusChange}
              onValuesChange={(next) => {
                setValues(next);
                setFailure(null);
              }}
              error={failure}
            >
              <div className={styles.panel}>
                <PlanPicker
                  plans={plans.data}
                  failed={plans.isError}
                  retrying={plans.isFetching}
                  onRetry={() => void plans.refetch()}
                />
              </div>
              <div className={styles.panel}>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>
                    <Trans>Contact</Trans>
                  </legend>
                  <div className={styles.pair}>
                    <TextField
                      name="first_name"
                      label={i18n._(fieldLabels.firstName)}
                      autoComplete="given-name"
                      maxLength={limits.name}
                    />
                    <TextField
                      name="last_name"
                      label={i18n._(fieldLabels.lastName)}
                      autoComplete="family-name"
                      maxLength={limits.name}
                    />
                  </div>
                  {user ? (
                    <p className={styles.hint}>
                      <Trans>Signed in as {signedInAs}: the order goes to this account.</Trans>
                    </p>
                  ) : (
                    <EmailField
                      name="email"
                      hint={<Trans>Your sign-in to the hub, and where the confirmation goes.</Trans>}
                    />
                  )}
                  <PhoneField name="phone" countryName="phone_country" defaultCountry={phoneCountry} />
                </fieldset>
              </div>
              <div className={styles.panel}>
                <AddressFields legend={<Trans>Shipping address</Trans>} />
                <SameAsShipping />
                {values.billing_same_as_shipping ? null : (
                  <AddressFields
                    legend={<Trans>Billing address</Trans>}
                    names={{
                      address1: 'billing_address1',
                      address2: 'billing_address2',
                      city: 'billing_city',
                      state: 'billing_state',
                      zipcode: 'billing_zipcode',
                      country: 'billing_country',
                    }}
                  />
                )}
              </div>
              <div className={styles.panel}>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>
                    <Trans>Payment</Trans>
                  </legend>
                  {card.gateway.data?.gateway === 'stripe' ? (
                    <p className={styles.hint}>
                      <Trans>We keep only the last four digits of your card.</Trans>
                    </p>
                  ) : null}
                  <CardFields
                    gateway={card}
                    pairClassName={styles.pair}
                    testHint={
                      <p className={styles.hint}>
                        <Trans>
                          Test mode: use a test card such as 4242 4242 4242 4242. We keep only the last four
                          digits of your card.
                        </Trans>
                      </p>
                    }
                  />
                </fieldset>
              </div>
            </Form>
          </div>
          <aside className={styles.aside} aria-label={t`Your order`}>
            <OrderSummary plan={plan} promo={promo} country={values.country} state={values.state} />
            <PromoCodeForm
              currency={plan?.currency ?? null}
              applied={promo}
              onApply={(next) => {
                setPromo(next);
                setPromoError(null);
              }}
              error={promoError}
              now={now}
            />
          </aside>
          <div className={styles.actions}>
            <Button
              type="submit"
              form={formId}
              pending={placing}
              disabled={placeBlocked}
              aria-describedby={showHint ? hintId : undefined}
            >
              {placing ? <Trans>Placing your order…</Trans> : <Trans>Place order</Trans>}
            </Button>
            {showHint ? (
              <p id={hintId} className={styles.actionsHint}>
                <Trans>Fill in the required fields and correct any errors to save.</Trans>
              </p>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}
Component.displayName = 'CheckoutPage';
